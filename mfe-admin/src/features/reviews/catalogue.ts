// The Listing reviews tab's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { REVIEWS_TEXT } from './messages';

export type ReviewsTexts = Translation<typeof REVIEWS_TEXT>;

export const reviewsCatalogue = defineCatalogue<ReviewsTexts>(REVIEWS_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-reviews" */ './messages.hi'),
});
