/**
 * The cart calls of /api/v1 (docs/product/cart.md "Cart calls"). The client sends only what it wants
 * (item type and id, a quantity); the api resolves names and prices from the published catalogue.
 */
import { z } from 'zod';
import { CART_MAX_QUANTITY } from '@marketplace/shared/contracts-cart';

const quantity = z
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(CART_MAX_QUANTITY, `Quantity must be at most ${CART_MAX_QUANTITY}`);

/** POST /cart/addToCart. Strict: a price or name in the body is refused, never trusted. */
export const addToCartRequest = z.strictObject({
  item_type: z.string().trim().min(1, 'Item type is required').max(40),
  item_id: z.string().trim().min(1, 'Item id is required').max(120),
  quantity: quantity.optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

/** PUT /cart/:cartId: 0 removes the line. */
export const updateCartQuantityRequest = z.strictObject({
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(0, 'Quantity must be at least 0')
    .max(CART_MAX_QUANTITY, `Quantity must be at most ${CART_MAX_QUANTITY}`),
});
export type UpdateCartQuantityRequest = z.infer<typeof updateCartQuantityRequest>;

export const cartIdParams = z.object({ cartId: z.coerce.number().int().positive() });

/**
 * One cart line as the api serves it; `item_price` is a decimal string such as "1499.00", today's
 * published price. `price_was` is the price it had when added, when that differs; `available` is
 * false once the item is hidden, withdrawn or no longer booked by visit (then it counts in no
 * total and checkout refuses the cart until it is removed).
 */
export const cartLineSchema = z.object({
  id: z.number().int(),
  item_id: z.string(),
  item_type: z.string(),
  item_name: z.string().nullable(),
  item_description: z.string().nullable(),
  item_price: z.string().nullable(),
  item_category: z.string().nullable(),
  price_was: z.string().nullable(),
  available: z.boolean(),
  quantity: z.number().int(),
  added_at: z.string(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const getCartResponse = z.object({
  success: z.literal(true),
  cart: z.array(cartLineSchema),
  totalItems: z.number().int(),
  totalPrice: z.number(),
});
export type GetCartResponse = z.infer<typeof getCartResponse>;

export const addToCartResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  item: cartLineSchema,
});
export type AddToCartResponse = z.infer<typeof addToCartResponse>;

export const cartMessageResponse = z.object({ success: z.literal(true), msg: z.string() });
export type CartMessageResponse = z.infer<typeof cartMessageResponse>;
