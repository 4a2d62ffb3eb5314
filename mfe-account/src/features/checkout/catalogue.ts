// The checkout's texts and toasts in every language (docs/i18n.md).
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';

import { CHECKOUT_TEXT, CHECKOUT_TOASTS } from './messages';

const CHECKOUT_TEXTS = { text: CHECKOUT_TEXT, toasts: CHECKOUT_TOASTS };

export type CheckoutTexts = Translation<typeof CHECKOUT_TEXTS>;

export const checkoutCatalogue = defineCatalogue<CheckoutTexts>(CHECKOUT_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
