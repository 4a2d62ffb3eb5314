// The cart page's texts and toasts in every language (docs/i18n.md).
import { defineCatalogue } from '@marketplace/shared/ui';
import type { Texts } from '../../lib/texts';
import { CART_TEXT, CART_TOASTS } from './messages';

const CART_TEXTS = { text: CART_TEXT, toasts: CART_TOASTS };

export type CartTexts = Texts<typeof CART_TEXTS>;

export const cartCatalogue = defineCatalogue<CartTexts>(CART_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
