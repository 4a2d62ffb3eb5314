// The listing page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of
// its own, downloaded when Hindi is shown.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { LISTING_TEXT, SAVE_SEARCH_TEXT } from './messages';

export const LISTING_TEXTS = { listing: LISTING_TEXT, saveSearch: SAVE_SEARCH_TEXT };

export type ListingTexts = Translation<typeof LISTING_TEXTS>;

export const listingCatalogue = defineCatalogue(LISTING_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-listing" */ './messages.hi'),
});
