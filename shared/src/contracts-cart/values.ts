// The cart values every side agrees on, without zod: messages, failure codes, the largest
// quantity and the price text. The cart page reads these (and checks the api's answers with
// ./answers.ts) without downloading zod.

/** The api's answers and the cart page's toasts (docs/product/cart.md "Errors and toasts"). */
export const CART_MESSAGES = {
  added: 'Item added to cart',
  quantityUpdated: 'Quantity updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  itemNotFound: 'Item not found',
  lineNotFound: 'Cart item not found',
  authRequired: 'Authentication required',
} as const;

/**
 * Failure codes of the cart calls (beside the envelope's generic ones). `CART_EMPTY` answers a
 * cart operation refused because the cart holds nothing (checkout); the cart page stays silent
 * on it (docs/product/cart.md "Errors and toasts"), whatever the message's text.
 */
export const CART_ERROR_CODES = {
  empty: 'CART_EMPTY',
} as const;

/** Largest quantity of one cart line; 0 in an update removes the line. */
export const CART_MAX_QUANTITY = 99;

/** Rupees as the api's decimal text: 1499 -> "1499.00". */
export function toDecimalPrice(rupees: number): string {
  return rupees.toFixed(2);
}
