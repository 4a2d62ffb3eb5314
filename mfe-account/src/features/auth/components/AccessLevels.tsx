import styled from 'styled-components';
import { useMessages } from '@marketplace/shared/ui';
import { authCatalogue } from '../catalogue';

const Panel = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.accent};
  }

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

/** The login page's side text: what each role can do (docs/product/accounts.md "Login"). */
export function AccessLevels() {
  const t = useMessages(authCatalogue);
  return (
    <Panel aria-labelledby="access-levels-heading">
      <h2 id="access-levels-heading">{t.login.accessLevelsHeading}</h2>
      <dl>
        {t.accessLevels.map(({ role, text }) => (
          <div key={role}>
            <dt>{role}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
