// The saved properties page's texts in every language (docs/i18n.md): English bundled, Hindi
// downloaded with the cards' Hindi, which the page shows too.
import { defineCatalogue } from '@marketplace/shared/ui';
import { WISHLIST_TEXT } from './messages';

export const wishlistCatalogue = defineCatalogue(WISHLIST_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-cards" */ './messages.hi'),
});
