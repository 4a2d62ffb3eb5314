// The Catalogue tab's texts in every language (docs/i18n.md).
import { defineCatalogue } from '@marketplace/shared/ui';
import { CATALOGUE_TEXT } from './messages';

export const catalogueTabCatalogue = defineCatalogue(CATALOGUE_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-catalogue" */ './messages.hi'),
});
