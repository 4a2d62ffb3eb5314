// The texts of the cards and widgets the listing, the detail page and the wishlist share, with a
// listing's facts, labels, price and dates (docs/i18n.md): English bundled, Hindi a chunk of its
// own, downloaded when Hindi is shown.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { FACT_TEXT } from '../lib/listing-facts';
import { PROPERTY_TEXT } from './messages';

export const CARD_TEXTS = { property: PROPERTY_TEXT, facts: FACT_TEXT };

export type CardTexts = Translation<typeof CARD_TEXTS>;

export const cardCatalogue = defineCatalogue(CARD_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-cards" */ './messages.hi'),
});
