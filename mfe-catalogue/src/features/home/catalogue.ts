// The home page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of its
// own, downloaded when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { HOME_MESSAGES } from './messages';

export const homeCatalogue = defineCatalogue(HOME_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-home" */ './messages.hi'),
});
