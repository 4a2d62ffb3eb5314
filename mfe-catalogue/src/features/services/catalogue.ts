// The service pages' texts in every language (docs/i18n.md): English bundled, Hindi a chunk of its own, downloaded
// when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { SERVICE_MESSAGES } from './messages';

export const serviceCatalogue = defineCatalogue(SERVICE_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi-services" */ './messages.hi'),
});
