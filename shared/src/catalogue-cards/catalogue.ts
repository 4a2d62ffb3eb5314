// The cards' texts in every language (docs/i18n.md): English bundled with the cards, Hindi a
// chunk of its own in each app that draws them, downloaded when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { CARD_MESSAGES } from './messages';

export const cardCatalogue = defineCatalogue(CARD_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-cards" */ './messages.hi.js'),
});
