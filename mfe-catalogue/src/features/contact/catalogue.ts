// The contact page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of
// its own, downloaded when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { CONTACT_MESSAGES } from './messages';

export const contactCatalogue = defineCatalogue(CONTACT_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-contact" */ './messages.hi'),
});
