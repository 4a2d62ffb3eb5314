// The catalogue-wide components' texts in every language (docs/i18n.md): English bundled,
// Hindi a chunk of its own, downloaded when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { CATALOGUE_DATA_MESSAGES } from '../lib/catalogue-data-messages';
import { COMPONENT_MESSAGES } from './messages';
import { CART_BUTTON_MESSAGES, PRICE_ACTION_MESSAGES } from './price-action-messages';

export const COMPONENT_TEXTS = {
  contact: COMPONENT_MESSAGES,
  priceAction: PRICE_ACTION_MESSAGES,
  cart: CART_BUTTON_MESSAGES,
  data: CATALOGUE_DATA_MESSAGES,
};

export const componentCatalogue = defineCatalogue(COMPONENT_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-home" */ './messages.hi'),
});
