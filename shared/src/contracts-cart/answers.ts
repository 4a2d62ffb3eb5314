// The browser's checks of the api's cart answers, without zod (the cart page would download zod
// only to check what it reads). The api checks the same answers with the zod schemas of
// ../contracts/cart.ts before it sends them; answers.test.ts runs both on the same bodies.
import {
  answerOf,
  isBoolean,
  isInteger,
  isNumber,
  isString,
  isSuccess,
  listOf,
  objectOf,
  orNull,
} from '@marketplace/shared/contracts-core';
import type {
  AddToCartResponse,
  CartLine,
  CartMessageResponse,
  GetCartResponse,
} from '../contracts/cart';

/** Every field of a cart line (the compiler requires one check per field of the type). */
const isCartLine = objectOf<CartLine>({
  id: isInteger,
  item_id: isString,
  item_type: isString,
  item_name: orNull(isString),
  item_description: orNull(isString),
  item_price: orNull(isString),
  item_category: orNull(isString),
  price_was: orNull(isString),
  available: isBoolean,
  quantity: isInteger,
  added_at: isString,
});

export const getCartAnswer = answerOf<GetCartResponse>(
  objectOf<GetCartResponse>({
    success: isSuccess,
    cart: listOf(isCartLine),
    totalItems: isInteger,
    totalPrice: isNumber,
  }),
);

export const addToCartAnswer = answerOf<AddToCartResponse>(
  objectOf<AddToCartResponse>({ success: isSuccess, msg: isString, item: isCartLine }),
);

export const cartMessageAnswer = answerOf<CartMessageResponse>(
  objectOf<CartMessageResponse>({ success: isSuccess, msg: isString }),
);
