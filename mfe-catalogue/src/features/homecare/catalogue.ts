// The homecare page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of
// its own, downloaded when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { HOMECARE_MESSAGES } from './messages';

export const homecareCatalogue = defineCatalogue(HOMECARE_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-homecare" */ './messages.hi'),
});
