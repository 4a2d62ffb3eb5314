// The texts of the buttons that book, subscribe or ask for a quote, and of the request form:
// English with the pages that show them (not the home page), Hindi a chunk of its own.
import { defineCatalogue } from '@marketplace/shared/ui';
import { CART_BUTTON_MESSAGES, ENQUIRY_DIALOG_MESSAGES, PRICE_ACTION_MESSAGES } from './messages';

export const PRICE_ACTION_TEXTS = {
  priceAction: PRICE_ACTION_MESSAGES,
  dialog: ENQUIRY_DIALOG_MESSAGES,
  cart: CART_BUTTON_MESSAGES,
};

export const priceActionCatalogue = defineCatalogue(PRICE_ACTION_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-price-action" */ './messages.hi'),
});
