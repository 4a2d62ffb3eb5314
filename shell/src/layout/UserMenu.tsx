// The logged-in user's avatar, name and account dropdown (disclosure pattern: a button that shows
// a panel of links). The panel closes on an outside click, on Escape and when a link is chosen.
import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { displayName, type User } from '@marketplace/shared/session';
import { focusRing, media, PathLink, useMessages, visuallyHidden } from '@marketplace/shared/ui';
import { ChevronDownIcon } from './icons';
import { layoutCatalogue } from './catalogue';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const TriggerName = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${media.down('md')} {
    ${visuallyHidden}
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(18rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Identity = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  strong,
  span {
    display: block;
    overflow-wrap: anywhere;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const itemStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(PathLink)`
  ${itemStyles}

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const CountBadge = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

const HiddenText = styled.span`
  ${visuallyHidden}
`;

/** Managers and admins manage listings at /admin; everyone else has the account dashboard. */
function dashboardPathFor(user: Pick<User, 'role'>): string {
  return user.role === 'manager' || user.role === 'admin' ? paths.admin() : paths.dashboard();
}

export interface UserMenuProps {
  user: User;
  cartCount: number;
  onLogout: () => void;
}

export function UserMenu({ user, cartCount, onLogout }: UserMenuProps) {
  const t = useMessages(layoutCatalogue);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={t.accountMenu(name)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
        <TriggerName>{name}</TriggerName>
        <ChevronDownIcon />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <Identity>
          <strong>{name}</strong>
          <span>{user.email}</span>
        </Identity>
        <ul>
          <li>
            <ItemLink to={dashboardPathFor(user)} onClick={close}>
              {t.dashboard}
            </ItemLink>
          </li>
          <li>
            <ItemLink to={paths.cart()} onClick={close}>
              {t.myCart}
              {cartCount > 0 && (
                <>
                  <CountBadge aria-hidden="true">{cartCount}</CountBadge>
                  <HiddenText>{t.cartCount(cartCount)}</HiddenText>
                </>
              )}
            </ItemLink>
          </li>
          <li>
            <ItemLink to={paths.bookings()} onClick={close}>
              {t.myBookings}
            </ItemLink>
          </li>
          <li>
            <ItemLink to={paths.wishlist()} onClick={close}>
              {t.wishlist}
            </ItemLink>
          </li>
          <li>
            <ItemLink to={paths.myListings()} onClick={close}>
              {t.myListings}
            </ItemLink>
          </li>
          <li>
            <ItemLink to={paths.savedSearches()} onClick={close}>
              {t.savedSearches}
            </ItemLink>
          </li>
          <li>
            <ItemButton
              type="button"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              {t.logout}
            </ItemButton>
          </li>
        </ul>
      </Panel>
    </Wrapper>
  );
}
