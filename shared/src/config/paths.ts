// Links to every route of the site, built in one place from the manifest's patterns (apps.json),
// so a page links to another team's page without concatenating strings of its own.
import type { SitePath } from './apps';

/** Query parameter that carries the page to return to after logging in. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** 'Platinum Package' -> 'platinum-package' (the catalogue spec's package-card navigation). */
export function toRouteSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

type Params = Record<string, string | number>;

/**
 * A route of the manifest (apps.json) with its `:params` filled in, encoded; a trailing `/*`
 * (a remote's own sub-routes) is dropped. The pattern's type is every route of the manifest, so a
 * link to a page that does not exist does not compile.
 */
function pathTo(pattern: SitePath, params: Params = {}): string {
  return pattern
    .replace(/\/\*$/, '')
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export const paths = {
  home: () => pathTo('/'),
  homecare: () => pathTo('/homecare'),
  maintenance: () => pathTo('/maintenance'),
  maintenanceService: (slug: string) => pathTo('/maintenance/:serviceName', { serviceName: slug }),
  service: (serviceName: string) => pathTo('/services/:serviceName', { serviceName }),
  constructions: () => pathTo('/constructions'),
  /** The singular form is the one package cards link to; both forms render the same page. */
  constructionPackage: (packageName: string) =>
    pathTo('/construction/:packageName', { packageName: toRouteSlug(packageName) }),
  constructionsPackage: (packageName: string) =>
    pathTo('/constructions/:packageName', { packageName: toRouteSlug(packageName) }),
  interior: () => pathTo('/interior'),
  interiorDesign: (slug: string) => pathTo('/interior-design/:serviceName', { serviceName: slug }),
  realEstate: () => pathTo('/real-estate'),
  propertyDetails: (id: string | number) => pathTo('/property-details/:id', { id }),
  /** Saved properties (logged in: the account's; logged out: this browser's). */
  wishlist: () => pathTo('/wishlist'),
  /** The posting form; with an id, that listing's draft, at a step when given. */
  postProperty: (id?: string | number, step?: string) =>
    pathTo('/post-property') +
    (id === undefined ? '' : `?id=${id}${step === undefined ? '' : `&step=${step}`}`),
  myListings: () => pathTo('/my-listings'),
  /** The account's saved searches of the listing, with their e-mail alerts. */
  savedSearches: () => pathTo('/saved-searches'),
  /** The link of a saved search's e-mails that stops them, without logging in. */
  unsubscribe: (token: string) => pathTo('/saved-searches/unsubscribe/:token', { token }),
  careers: () => pathTo('/careers'),
  about: () => pathTo('/about'),
  contact: () => pathTo('/contact'),
  privacyPolicy: () => pathTo('/privacy-policy'),
  termsAndConditions: () => pathTo('/Terms-and-condition'),
  reviews: () => pathTo('/reviews'),
  /** With `redirectTo`, the login page sends the user back there afterwards. */
  login: (redirectTo?: string) =>
    redirectTo
      ? `${pathTo('/login')}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}`
      : pathTo('/login'),
  register: () => pathTo('/register'),
  otpVerification: () => pathTo('/otp-verification'),
  forgotPassword: () => pathTo('/forgot-password'),
  dashboard: () => pathTo('/dashboard'),
  cart: () => pathTo('/cart'),
  /** Address, slot and confirmation of the cart's booking. */
  checkout: () => pathTo('/checkout'),
  bookings: () => pathTo('/bookings'),
  booking: (id: string | number) => pathTo('/bookings/:id', { id }),
  admin: () => pathTo('/admin/*'),
} as const;

export interface NavLinkItem {
  label: string;
  path: string;
}

/** Header navigation, in the header's order (docs/product/site.md "Header and footer"). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', path: paths.home() },
  { label: 'Homecare', path: paths.homecare() },
  { label: 'Real estate', path: paths.realEstate() },
  { label: 'Constructions', path: paths.constructions() },
  { label: 'Interior Designing', path: paths.interior() },
  { label: 'Maintenance', path: paths.maintenance() },
  { label: 'About', path: paths.about() },
  { label: 'Careers', path: paths.careers() },
  { label: 'Contact', path: paths.contact() },
  { label: 'Reviews', path: paths.reviews() },
];

export interface FooterColumn {
  title: string;
  links: readonly NavLinkItem[];
}

/** Footer link columns: Services, Company and Legal (both specs, section 2). */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Services',
    links: [
      { label: 'Homecare', path: paths.homecare() },
      { label: 'Real estate', path: paths.realEstate() },
      { label: 'Constructions', path: paths.constructions() },
      { label: 'Interior Designing', path: paths.interior() },
      { label: 'Maintenance', path: paths.maintenance() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', path: paths.about() },
      { label: 'Careers', path: paths.careers() },
      { label: 'Contact', path: paths.contact() },
      { label: 'Reviews', path: paths.reviews() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', path: paths.privacyPolicy() },
      { label: 'Terms and Conditions', path: paths.termsAndConditions() },
    ],
  },
];
