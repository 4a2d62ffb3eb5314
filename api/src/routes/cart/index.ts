import {
  CART_MAX_QUANTITY,
  CART_MESSAGES,
  CATALOGUE_ERROR_CODES,
  CATALOGUE_MESSAGES,
  API_ERROR_CODES,
  addToCartRequest,
  addToCartResponse,
  apiFailureSchema,
  cartIdParams,
  cartMessageResponse,
  getCartResponse,
  toDecimalPrice,
  updateCartQuantityRequest,
  type CartLine,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemInfo, isBookableNow } from '../../catalogue/cart-prices';
import type { PublishedCatalogue } from '../../catalogue/published';
import {
  addCartItem,
  clearCart,
  deleteCartItem,
  listCartItems,
  setCartItemQuantity,
} from '../../db/repositories/cart';
import type { CartItem } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { bearerToken } from '../../lib/tokens';

/**
 * A cart line with its name, description, category and price read from the published catalogue
 * now, flagged when its price changed since it was added or it can no longer be booked
 * (docs/decisions/catalogue-content-model.md "Cart, checkout and booking").
 */
function toCartLine(row: CartItem, catalogue: PublishedCatalogue): CartLine {
  const item = cartItemInfo(catalogue, row.item_type, row.item_id);
  const available = isBookableNow(item);
  const changed = available && row.seen_price !== null && row.seen_price !== item.price;
  return {
    id: row.id,
    item_id: row.item_id,
    item_type: row.item_type,
    // An item withdrawn from the catalogue stays visible (the client shows its fallbacks).
    item_name: item?.name ?? null,
    item_description: item?.description ?? null,
    item_price: item ? toDecimalPrice(item.price) : null,
    item_category: item?.category ?? null,
    price_was: changed && row.seen_price !== null ? toDecimalPrice(row.seen_price) : null,
    available,
    quantity: row.quantity,
    added_at: row.added_at,
  };
}

function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw new HttpError(401, CART_MESSAGES.authRequired);
  return request.user.id;
}

const lineNotFound = () => new HttpError(404, CART_MESSAGES.lineNotFound, API_ERROR_CODES.notFound);

const failures = {
  400: apiFailureSchema,
  401: apiFailureSchema,
  404: apiFailureSchema,
  409: apiFailureSchema,
};

/**
 * The cart (docs/product/cart.md "Cart calls"): per user, bearer on every call. A call without a
 * token answers the cart's own message, 'Authentication required'.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!bearerToken(request.headers.authorization)) {
      throw new HttpError(401, CART_MESSAGES.authRequired, API_ERROR_CODES.unauthorized);
    }
    await app.authenticate(request, reply);
  });

  app.post(
    '/cart/addToCart',
    {
      schema: {
        summary: 'Add a catalogue item priced per visit (name and price come from the catalogue)',
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        body: addToCartRequest,
        response: { 201: addToCartResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { item_type, item_id, quantity = 1 } = request.body;
      const catalogue = await app.publishedCatalogue.current(app.db);
      const item = cartItemInfo(catalogue, item_type, item_id);
      if (!item?.visible) {
        throw new HttpError(404, CART_MESSAGES.itemNotFound, API_ERROR_CODES.notFound);
      }
      // A monthly service or a "from" price is never a 2-hour visit at a fixed charge.
      if (!item.fixed) {
        throw new HttpError(409, CATALOGUE_MESSAGES.notBookable, CATALOGUE_ERROR_CODES.notBookable);
      }
      const row = await addCartItem(app.db, {
        userId: userIdOf(request),
        itemType: item_type,
        itemId: item_id,
        quantity,
        maxQuantity: CART_MAX_QUANTITY,
        seenPrice: item.price,
      });
      return reply.code(201).send({
        success: true as const,
        msg: CART_MESSAGES.added,
        item: toCartLine(row, catalogue),
      });
    },
  );

  app.get(
    '/cart',
    {
      schema: {
        summary: "The user's cart with totals",
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        response: { 200: getCartResponse, 401: apiFailureSchema },
      },
    },
    async (request) => {
      const catalogue = await app.publishedCatalogue.current(app.db);
      const rows = await listCartItems(app.db, userIdOf(request));
      const cart = rows.map((row) => toCartLine(row, catalogue));
      const totalItems = cart.reduce((sum, line) => sum + line.quantity, 0);
      // What can no longer be booked is shown and counted, but priced at nothing.
      const totalPrice = cart
        .filter((line) => line.available)
        .reduce((sum, line) => sum + Number(line.item_price ?? 0) * line.quantity, 0);
      return { success: true as const, cart, totalItems, totalPrice };
    },
  );

  app.put(
    '/cart/:cartId',
    {
      schema: {
        summary: 'Set the quantity of a cart line (0 removes it)',
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        params: cartIdParams,
        body: updateCartQuantityRequest,
        response: { 200: cartMessageResponse, ...failures },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { cartId } = request.params;
      const { quantity } = request.body;
      const found =
        quantity === 0
          ? await deleteCartItem(app.db, userId, cartId)
          : await setCartItemQuantity(app.db, userId, cartId, quantity);
      if (!found) throw lineNotFound();
      return { success: true as const, msg: CART_MESSAGES.quantityUpdated };
    },
  );

  app.delete(
    '/cart/:cartId',
    {
      schema: {
        summary: 'Remove a cart line',
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        params: cartIdParams,
        response: { 200: cartMessageResponse, ...failures },
      },
    },
    async (request) => {
      if (!(await deleteCartItem(app.db, userIdOf(request), request.params.cartId))) {
        throw lineNotFound();
      }
      return { success: true as const, msg: CART_MESSAGES.removed };
    },
  );

  app.delete(
    '/cart',
    {
      schema: {
        summary: 'Empty the cart',
        tags: ['cart'],
        security: [{ bearerAuth: [] }],
        response: { 200: cartMessageResponse, 401: apiFailureSchema },
      },
    },
    async (request) => {
      await clearCart(app.db, userIdOf(request));
      return { success: true as const, msg: CART_MESSAGES.cleared };
    },
  );
};

export default cartRoutes;
