// The catalogue-wide components' texts in every language (docs/i18n.md): English bundled,
// Hindi a chunk of its own, downloaded when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { CATALOGUE_DATA_MESSAGES } from '../lib/catalogue-data-messages';
import { COMPONENT_MESSAGES } from './messages';

export const COMPONENT_TEXTS = {
  contact: COMPONENT_MESSAGES,
  data: CATALOGUE_DATA_MESSAGES,
};

export const componentCatalogue = defineCatalogue(COMPONENT_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-home" */ './messages.hi'),
});
