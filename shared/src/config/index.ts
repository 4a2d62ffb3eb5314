// Business constants and route builders: plain TypeScript, no React, so the api can use it too.
export {
  DEV_PORTS,
  REMOTE_NAMES,
  ROUTES_BY_REMOTE,
  routesOf,
  type RemoteName,
  type RemotePages,
  type RoutePathOf,
  type SitePath,
} from './apps';
export { BUSINESS, BUSINESS_HOURS, BUSINESS_HOURS_TEXT } from './business';
export {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_URL,
  readSiteConfig,
  type SiteConfig,
} from './site-config';
export {
  SERVICE_FEE,
  TAX_RATE,
  computeCartSummary,
  formatInr,
  groupIndian,
  type CartSummary,
} from './commerce';
export { formatPropertyPrice } from './property-price';
export {
  PROPERTY_IMAGE_WIDTHS,
  propertyImageSources,
  propertyImageUrl,
  type PictureFolder,
  type PropertyImageWidth,
} from './property-images';
export { TOAST_DURATIONS } from './toasts';
export { INLINE_DATA_ELEMENT_ID, inlineDataScript, type InlineData } from './inline-data';
export { mailtoLink, mapsSearchLink, telLink, whatsappLink } from './links';
export {
  FOOTER_COLUMNS,
  LOGIN_REDIRECT_PARAM,
  NAV_LINKS,
  paths,
  toRouteSlug,
  type FooterColumn,
  type NavLinkItem,
} from './paths';
