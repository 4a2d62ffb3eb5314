// The cards' texts in every language (docs/i18n.md): English bundled with the cards, Hindi a
// chunk of its own in each app that draws them, downloaded when Hindi is shown.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { CARD_MESSAGES } from './messages';

type HindiModule = Promise<{ default: Translation<typeof CARD_MESSAGES> }>;

export const cardCatalogue = defineCatalogue(CARD_MESSAGES, {
  // The apps bundle this package's sources as ES modules, where `default` is the module's default
  // export; only this package's own CommonJS type check sees the whole module there.
  hi: () => import(/* webpackChunkName: "hi-cards" */ './messages.hi.js') as unknown as HindiModule,
});
