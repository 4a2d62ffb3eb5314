import { addToCartResponse, cartMessageResponse, getCartResponse } from '../contracts/cart';
import {
  describeAnswerChecks,
  expectAgreement,
  expectLoadsWithoutZod,
} from '../contracts-core/answer-checks.testing';
import { addToCartAnswer, cartMessageAnswer, getCartAnswer } from './answers';
import type { CartLine } from './index';

const line: CartLine = {
  id: 3,
  item_id: 'deep-cleaning',
  item_type: 'homecare',
  item_name: 'Deep cleaning',
  item_description: null,
  item_price: '1499.00',
  item_category: null,
  price_was: '1299.00',
  available: true,
  quantity: 2,
  added_at: '2026-11-01T10:00:00.000Z',
};

describeAnswerChecks(
  [
    {
      name: 'cart',
      zod: getCartResponse,
      check: getCartAnswer,
      wrap: (l) => ({ success: true, cart: [line, l], totalItems: 4, totalPrice: 5996 }),
    },
    {
      name: 'add to cart',
      zod: addToCartResponse,
      check: addToCartAnswer,
      wrap: (l) => ({ success: true, msg: 'Item added to cart', item: l }),
    },
  ],
  line,
  {
    id: '3',
    item_id: null,
    item_type: 1,
    item_name: 5,
    item_description: false,
    item_price: 1499,
    item_category: [],
    price_was: 1299,
    available: 'yes',
    quantity: 1.5,
    added_at: undefined,
  },
);

describe('the other cart answer checks agree with their zod schemas', () => {
  const message = { zod: cartMessageResponse, check: cartMessageAnswer };
  const cart = { zod: getCartResponse, check: getCartAnswer };
  const empty = { success: true, cart: [], totalItems: 0, totalPrice: 0 };

  it.each([
    [message, { success: true, msg: 'Cart cleared' }, true],
    [message, { success: true, msg: 3 }, false],
    [cart, empty, true],
    [cart, { ...empty, totalItems: 0.5 }, false],
    [cart, { ...empty, totalPrice: undefined }, false],
  ])('%#', (pair, body, valid) => expectAgreement(pair, body, valid));
});

it('the zod-free entry point does not load zod', () => {
  expectLoadsWithoutZod(() => jest.requireActual('./index'));
});
