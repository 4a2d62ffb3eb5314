// The Enquiries tab's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { ENQUIRIES_TEXT } from './messages';

export type EnquiriesTexts = Translation<typeof ENQUIRIES_TEXT>;

export const enquiriesCatalogue = defineCatalogue<EnquiriesTexts>(ENQUIRIES_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-enquiries" */ './messages.hi'),
});
