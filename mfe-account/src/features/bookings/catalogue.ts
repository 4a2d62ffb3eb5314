// My bookings' and the booking page's texts in every language (docs/i18n.md).
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';

import { BOOKINGS_TEXT, BOOKINGS_TOASTS } from './messages';

const BOOKINGS_TEXTS = { text: BOOKINGS_TEXT, toasts: BOOKINGS_TOASTS };

export type BookingsTexts = Translation<typeof BOOKINGS_TEXTS>;

export const bookingsCatalogue = defineCatalogue<BookingsTexts>(BOOKINGS_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
