// The lister's pages' shared listing words in every language (docs/i18n.md): Hindi a chunk of
// its own, downloaded when Hindi is shown.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { LISTER_LABELS } from './messages';

export type ListerLabels = Translation<typeof LISTER_LABELS>;

export const listerLabelsCatalogue = defineCatalogue<ListerLabels>(LISTER_LABELS, {
  hi: () => import(/* webpackChunkName: "hi-lister-labels" */ './messages.hi'),
});
