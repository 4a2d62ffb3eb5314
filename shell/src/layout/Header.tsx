// The site header (both specs, section 2 "Header and footer"): sticky bar, logo, navigation that
// highlights the current route, a menu toggle on narrow screens, and the visitor's or the
// logged-in user's controls.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { NAV_LINKS, paths } from '@marketplace/shared/config';
import { useCart, useCartCountLoader, useLogout, useSession } from '@marketplace/shared/session';
import { hasStoredSession } from '@marketplace/shared/boot';
import { notify, PathLink, useMessages, usePathNavigation } from '@marketplace/shared/ui';
import {
  Actions,
  DesktopLink,
  DesktopNav,
  HeaderBar,
  HeaderInner,
  IconButtonStyles,
  MenuToggle,
  navCurrent,
} from './header-styles';
import { CloseIcon, MenuIcon, UserIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { layoutCatalogue } from './catalogue';

// Only a logged-in visitor has the account menu, so a first visit does not download it. With a
// stored session its download starts with this module, before the header first renders.
const loadUserMenu = () => import('./UserMenu').then((m) => ({ default: m.UserMenu }));
if (hasStoredSession()) void loadUserMenu();
const UserMenu = lazy(loadUserMenu);

const LoginIconLink = styled(PathLink)`
  ${IconButtonStyles}
`;

/** Holds the account menu's place (its avatar and a short name) while it arrives. */
const UserMenuSpace = styled.span`
  display: inline-block;
  width: 120px;
  height: 44px;
`;

export function Header() {
  const t = useMessages(layoutCatalogue);
  const { user, isAuthenticated } = useSession();
  const { totalItems } = useCart();
  // My Cart's count: fetched once per session, then kept up to date by the cart's own calls.
  useCartCountLoader();
  const logout = useLogout();
  // Not the router's useNavigate, which re-renders the header whenever the query changes.
  const { navigate } = usePathNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // A focused link in the menu is about to be hidden: focus goes back to the toggle, not <body>.
      menuToggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  // Home after a logout (docs/product/site.md "Header and footer"), also when the call failed:
  // the session is cleared either way, and the page being left may be for logged-in visitors only.
  const handleLogout = async () => {
    const { ok } = await logout(() => navigate(paths.home()));
    if (ok) notify.success(t.logoutSuccess);
    else notify.error(t.logoutFailed);
  };

  return (
    <HeaderBar>
      <HeaderInner>
        <Logo />
        <DesktopNav aria-label={t.mainNav}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <DesktopLink to={link.path} current={navCurrent(link.path)}>
                  {t.linkLabels[link.label] ?? link.label}
                </DesktopLink>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Actions>
          <LanguageSwitch place="header" />
          {isAuthenticated && user ? (
            <Suspense fallback={<UserMenuSpace />}>
              <UserMenu user={user} cartCount={totalItems} onLogout={() => void handleLogout()} />
            </Suspense>
          ) : (
            <LoginIconLink to={paths.login()} aria-label={t.login}>
              <UserIcon />
            </LoginIconLink>
          )}
          <MenuToggle
            ref={menuToggleRef}
            type="button"
            aria-label={t.menu}
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </MenuToggle>
        </Actions>
      </HeaderInner>
      <MobileMenu
        id={mobileMenuId}
        open={menuOpen}
        isAuthenticated={isAuthenticated}
        onNavigate={closeMenu}
      />
    </HeaderBar>
  );
}
