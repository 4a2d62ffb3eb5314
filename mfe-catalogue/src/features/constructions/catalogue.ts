// The construction pages' texts in every language (docs/i18n.md): English bundled, Hindi a chunk
// of its own, downloaded when Hindi is shown. The cards' texts are in the cards' order.
import { defineCatalogue } from '@marketplace/shared/ui';
import { CONSTRUCTION_MESSAGES, CONSTRUCTION_PROCESS, CONSTRUCTION_REASONS } from './messages';

export const CONSTRUCTION_TEXTS = {
  ...CONSTRUCTION_MESSAGES,
  reasons: CONSTRUCTION_REASONS.map(({ title, text }) => ({ title, text })),
  process: CONSTRUCTION_PROCESS.map(({ title, text }) => ({ title, text })),
};

export const constructionCatalogue = defineCatalogue(CONSTRUCTION_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-constructions" */ './messages.hi'),
});
