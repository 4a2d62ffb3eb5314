// The navigation for narrow screens: the same links in a grid, plus Login and Register for a
// visitor. It stays in the document while closed (hidden) so the toggle's aria-controls resolves.
import styled from 'styled-components';
import { NAV_LINKS, paths } from '@marketplace/shared/config';
import { Button, media, PathLink, useMessages } from '@marketplace/shared/ui';
import { MobileLink, navCurrent } from './header-styles';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutCatalogue } from './catalogue';

const Panel = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  padding: ${({ theme }) => theme.space.md};

  ${media.up('xl')} {
    display: none;
  }

  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;

    ${media.up('sm')} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }

    ${media.up('md')} {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
  }
`;

const MenuSwitchRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    display: none;
  }
`;

const AuthButtons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

// The ghost variant is drawn for light backgrounds; on the navy header it needs light text.
const OnDarkGhostButton = styled(Button)`
  color: ${({ theme }) => theme.colors.textOnDark};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.accentContrast};
  }
`;

export interface MobileMenuProps {
  id: string;
  open: boolean;
  isAuthenticated: boolean;
  onNavigate: () => void;
}

export function MobileMenu({ id, open, isAuthenticated, onNavigate }: MobileMenuProps) {
  const t = useMessages(layoutCatalogue);
  return (
    <Panel id={id} hidden={!open}>
      <nav aria-label={t.mobileNav}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.path}>
              <MobileLink to={link.path} current={navCurrent(link.path)} onClick={onNavigate}>
                {t.linkLabels[link.label] ?? link.label}
              </MobileLink>
            </li>
          ))}
        </ul>
      </nav>
      <MenuSwitchRow>
        <LanguageSwitch place="menu" onSwitched={onNavigate} />
      </MenuSwitchRow>
      {!isAuthenticated && (
        <AuthButtons>
          <Button as={PathLink} to={paths.login()} variant="secondary" onClick={onNavigate}>
            {t.login}
          </Button>
          <OnDarkGhostButton
            as={PathLink}
            to={paths.register()}
            variant="ghost"
            onClick={onNavigate}
          >
            {t.register}
          </OnDarkGhostButton>
        </AuthButtons>
      )}
    </Panel>
  );
}
