// The checkout's texts and toasts in every language (docs/i18n.md).
import { defineCatalogue } from '@marketplace/shared/ui';
import type { Texts } from '../../lib/texts';
import { CHECKOUT_TEXT, CHECKOUT_TOASTS } from './messages';

const CHECKOUT_TEXTS = { text: CHECKOUT_TEXT, toasts: CHECKOUT_TOASTS };

export type CheckoutTexts = Texts<typeof CHECKOUT_TEXTS>;

export const checkoutCatalogue = defineCatalogue<CheckoutTexts>(CHECKOUT_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
