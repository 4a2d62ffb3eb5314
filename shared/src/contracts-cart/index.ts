// Public API of @marketplace/shared/contracts-cart: what the cart page needs of the cart
// contracts, with no zod in it: the values, the types and the checks of the api's
// answers. Its own shared entry point; @marketplace/shared/contracts re-exports it as a package
// (with the zod schemas of ../contracts/cart.ts, which the api validates with), so each app still
// has one copy of it.
export * from './values';
export * from './answers';
export type {
  AddToCartRequest,
  AddToCartResponse,
  CartLine,
  CartMessageResponse,
  GetCartResponse,
  UpdateCartQuantityRequest,
} from '../contracts/cart';
