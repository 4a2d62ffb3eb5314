// Texts of the header, footer and not-found page; spec-fixed ones are marked. Code and tests both
// read them from here; the Hindi ones are in messages.hi.ts (catalogue.ts: docs/i18n.md).
import { BUSINESS, FOOTER_COLUMNS, NAV_LINKS } from '@marketplace/shared/config';
import { ERROR_DEFAULTS } from '@marketplace/shared/session';

/** The navigation's and footer's link and column names, by their English text. */
const LINK_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...NAV_LINKS,
    ...FOOTER_COLUMNS.flatMap((column) => [{ label: column.title }, ...column.links]),
  ].map(({ label }) => [label, label]),
);

export const LAYOUT_MESSAGES = {
  /** Spec: header logout success toast. */
  logoutSuccess: 'Logged out successfully!',
  /** Spec: header logout failure toast. */
  logoutFailed: ERROR_DEFAULTS.logout,
  /** Spec: any unknown path. */
  notFoundTitle: 'Page not found',
  notFoundText: "The page you're looking for doesn't exist or may have moved.",
  backHome: 'Back to home',
  login: 'Login',
  register: 'Register',
  dashboard: 'Dashboard',
  myCart: 'My Cart',
  myBookings: 'My bookings',
  wishlist: 'Saved properties',
  myListings: 'My listings',
  savedSearches: 'Saved searches',
  logout: 'Logout',
  /** The toggle's state is told by aria-expanded, so its name stays the same. */
  menu: 'Menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  skipToContent: 'Skip to content',
  logoAlt: `${BUSINESS.name} home`,
  accountMenu: (name: string) => `Account menu for ${name}`,
  cartCount: (count: number) => `(${count} ${count === 1 ? 'item' : 'items'})`,
  /** The spec's philosophy tagline line. */
  tagline: `${BUSINESS.tagline}: we understand your home.`,
  footerAbout:
    'Homecare, real estate, construction, interior design and maintenance in Madhya Pradesh, by vetted professionals with transparent pricing.',
  /** Spec: the footer's copyright year is 2024. */
  copyright: `© ${BUSINESS.copyrightYear} ${BUSINESS.name}. All rights reserved.`,
  linkLabels: LINK_LABELS,
  /** The switch's name for the language it changes to, written in that language. */
  switchLanguage: 'हिंदी',
  switchLanguageTo: 'hi',
  switchLanguageFailed: 'हिंदी अभी लोड नहीं हो सकी। कनेक्शन देखकर फिर से कोशिश करें।',
} as const;
