// Business constants and route builders: plain TypeScript, no React, so the api can use it too.
export {
  BUSINESS,
  BUSINESS_ADDRESS_TEXT,
  BUSINESS_HOURS,
  BUSINESS_HOURS_TEXT,
  WHATSAPP_NUMBERS,
} from './business';
export { SERVICE_FEE, TAX_RATE, computeCartSummary, formatInr, type CartSummary } from './commerce';
export { formatPropertyPrice } from './property-price';
export {
  PROPERTY_IMAGE_WIDTHS,
  propertyImageSources,
  propertyImageUrl,
  type PropertyImageWidth,
} from './property-images';
export { TOAST_DURATIONS } from './toasts';
export { mailtoLink, telLink, whatsappLink } from './links';
export {
  FOOTER_COLUMNS,
  LOGIN_REDIRECT_PARAM,
  NAV_LINKS,
  paths,
  toRouteSlug,
  type FooterColumn,
  type NavLinkItem,
} from './paths';
