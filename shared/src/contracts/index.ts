// Public API of @marketplace/shared/contracts: what the api and every client agree on.
// Plain TypeScript and zod only, so the api can import it without React.
import './no-eval';

export * from './envelope';
// The zod-free part is its own entry point, shared once by the first load and every remote.
export * from '@marketplace/shared/contracts-core';
export * from './validation';
export * from './health';
export * from './enquiries';
export * from './auth';
// The cart's zod-free values and answer checks (the cart page loads only them), its schemas beside.
export * from '@marketplace/shared/contracts-cart';
export {
  addToCartRequest,
  addToCartResponse,
  cartIdParams,
  cartLineSchema,
  cartMessageResponse,
  getCartResponse,
  updateCartQuantityRequest,
} from './cart';
// The zod-free property values, types and answer checks are their own entry point (the
// real-estate pages load only it), re-exported here as a package; the property schemas and the
// admin's property form are `@marketplace/shared/property-schemas`, which only the api and the
// pages that validate listings load.
export * from '@marketplace/shared/contracts-properties';
export * from './admin';
export * from './booking-slots';
export * from './bookings';
export * from './site-config';
export * from './client-events';
// The catalogue's zod-free values, rules and answer checks; its zod schemas are
// `@marketplace/shared/catalogue-schemas`, which only the api and the admin's Catalogue tab load.
export * from '@marketplace/shared/contracts-catalogue';
