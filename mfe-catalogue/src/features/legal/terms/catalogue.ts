// The terms page's texts in every language (docs/i18n.md): English bundled with the page, Hindi a
// chunk of its own, downloaded only when this page is shown in Hindi.
import { defineCatalogue } from '@marketplace/shared/ui';
import { TERMS_MESSAGES } from './messages';

export const termsCatalogue = defineCatalogue(TERMS_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-terms" */ './messages.hi'),
});
