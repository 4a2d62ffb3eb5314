// The reviews page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of its own, downloaded
// when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { REVIEWS_MESSAGES } from './messages';

export const reviewsCatalogue = defineCatalogue(REVIEWS_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-company" */ './messages.hi'),
});
