// The admin page's own texts: its heading and the tabs.
import { BOOKINGS_TAB_TEXT } from '../features/bookings/messages';
import { CATALOGUE_TAB } from '../features/catalogue/messages';
import { HEALTH_TEXT } from '../features/health/messages';
import { PROPERTIES_TEXT } from '../features/properties/components/messages';
import { REVIEWS_TAB_TEXT } from '../features/reviews/api/review-queue';

export const ADMIN_PAGE_TEXT = {
  /** A spinner's label, read out while something loads. */
  loading: 'Loading',
  heading: PROPERTIES_TEXT.heading,
  sections: 'Administration sections',
  properties: 'Properties',
  catalogue: CATALOGUE_TAB,
  users: 'Users',
  bookings: BOOKINGS_TAB_TEXT.tab,
  enquiries: 'Enquiries',
  unhandled: (count: number) => `${count} unhandled`,
  reviews: REVIEWS_TAB_TEXT.tab,
  waiting: REVIEWS_TAB_TEXT.waiting,
  health: HEALTH_TEXT.tab,
} as const;
