// The privacy page's texts in every language (docs/i18n.md): English bundled with the page, Hindi a
// chunk of its own, downloaded only when this page is shown in Hindi.
import { defineCatalogue } from '@marketplace/shared/ui';
import { PRIVACY_MESSAGES } from './messages';

export const privacyCatalogue = defineCatalogue(PRIVACY_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-privacy" */ './messages.hi'),
});
