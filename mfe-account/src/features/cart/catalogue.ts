// The cart page's texts and toasts in every language (docs/i18n.md).
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';

import { CART_TEXT, CART_TOASTS } from './messages';

const CART_TEXTS = { text: CART_TEXT, toasts: CART_TOASTS };

export type CartTexts = Translation<typeof CART_TEXTS>;

export const cartCatalogue = defineCatalogue<CartTexts>(CART_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
