// Styles shared by the header's parts. The full link row needs about 1200 px, so the desktop
// navigation starts at the xl breakpoint and the menu toggle serves every narrower screen.
import styled, { css } from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { focusRing, media, PathLink } from '@marketplace/shared/ui';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1440px;
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

// Hidden below xl with a max-width query (rather than shown above it), which keeps it in the
// accessibility tree of jsdom, where media queries do not apply.
export const DesktopNav = styled.nav`
  flex: 1;

  ${media.down('xl')} {
    display: none;
  }

  ul {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const navLinkBase = css`
  display: block;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }

  /* Underlined as well as filled: the current page is not shown by colour alone (WCAG 1.4.1). */
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accentContrast};
    background: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** Which pages mark a navigation link current: Home on '/' only, a section on its sub-pages too. */
export const navCurrent = (path: string) => (path === paths.home() ? 'exact' : 'within');

export const DesktopLink = styled(PathLink)`
  ${navLinkBase}
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const MobileLink = styled(PathLink)`
  ${navLinkBase}
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primaryHover};
  text-align: center;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;

  ${media.up('xl')} {
    margin-left: 0;
  }
`;

export const IconButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const MenuToggle = styled.button`
  ${IconButtonStyles}
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.up('xl')} {
    display: none;
  }
`;
