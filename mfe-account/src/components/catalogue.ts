// The shared controls' texts in every language (docs/i18n.md).
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';

import { PRICE_MESSAGES } from './messages';

// The password field's texts are the auth pages' (its only users): /checkout, which shows the
// price table, has no room for them.
const CONTROL_TEXTS = { price: PRICE_MESSAGES };

export type ControlTexts = Translation<typeof CONTROL_TEXTS>;

export const controlsCatalogue = defineCatalogue<ControlTexts>(CONTROL_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
