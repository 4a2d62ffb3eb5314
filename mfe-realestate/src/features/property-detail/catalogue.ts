// The property page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of
// its own, downloaded when Hindi is shown.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { DETAIL_TEXT } from './messages';

export type DetailTexts = Translation<typeof DETAIL_TEXT>;

export const detailCatalogue = defineCatalogue(DETAIL_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-detail" */ './messages.hi'),
});
