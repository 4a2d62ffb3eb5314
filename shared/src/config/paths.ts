// Every route of the site, built in one place (docs/architecture.md "Routes and who owns them"), so a
// page links to another team's page without concatenating strings of its own.

/** Query parameter that carries the page to return to after logging in. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** 'Platinum Package' -> 'platinum-package' (the catalogue spec's package-card navigation). */
export function toRouteSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  homecare: () => '/homecare',
  maintenance: () => '/maintenance',
  maintenanceService: (slug: string) => `/maintenance/${seg(slug)}`,
  service: (serviceName: string) => `/services/${seg(serviceName)}`,
  constructions: () => '/constructions',
  /** The singular form is the one package cards link to; both forms render the same page. */
  constructionPackage: (packageName: string) => `/construction/${seg(toRouteSlug(packageName))}`,
  constructionsPackage: (packageName: string) => `/constructions/${seg(toRouteSlug(packageName))}`,
  interior: () => '/interior',
  interiorDesign: (slug: string) => `/interior-design/${seg(slug)}`,
  realEstate: () => '/real-estate',
  propertyDetails: (id: string | number) => `/property-details/${seg(id)}`,
  /** Saved properties (logged in: the account's; logged out: this browser's). */
  wishlist: () => '/wishlist',
  careers: () => '/careers',
  about: () => '/about',
  contact: () => '/contact',
  privacyPolicy: () => '/privacy-policy',
  termsAndConditions: () => '/Terms-and-condition',
  reviews: () => '/reviews',
  /** With `redirectTo`, the login page sends the user back there afterwards. */
  login: (redirectTo?: string) =>
    redirectTo ? `/login?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : '/login',
  register: () => '/register',
  otpVerification: () => '/otp-verification',
  forgotPassword: () => '/forgot-password',
  dashboard: () => '/dashboard',
  cart: () => '/cart',
  admin: () => '/admin',
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
