// The Bookings tab's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { BOOKINGS_TEXTS } from './messages';

export type BookingsTexts = Translation<typeof BOOKINGS_TEXTS>;

export const bookingsCatalogue = defineCatalogue<BookingsTexts>(BOOKINGS_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-bookings" */ './messages.hi'),
});
