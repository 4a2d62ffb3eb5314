// The shared controls' texts in every language (docs/i18n.md).
import { defineCatalogue } from '@marketplace/shared/ui';
import type { Texts } from '../lib/texts';
import { FORM_MESSAGES, PRICE_MESSAGES } from './messages';

const CONTROL_TEXTS = { form: FORM_MESSAGES, price: PRICE_MESSAGES };

export type ControlTexts = Texts<typeof CONTROL_TEXTS>;

export const controlsCatalogue = defineCatalogue<ControlTexts>(CONTROL_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
