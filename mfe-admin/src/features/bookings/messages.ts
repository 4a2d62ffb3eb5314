// Texts of the Bookings tab.
import type { BookingStatus } from '@marketplace/shared/contracts';

export const BOOKINGS_TAB_TEXT = {
  tab: 'Bookings',
  heading: 'Bookings',
  intro: "Today's and upcoming bookings by slot (India Standard Time).",
  date: 'Day',
  clearDate: 'Today and upcoming',
  status: 'Status',
  allStatuses: 'All statuses',
  none: 'No bookings match.',
  pages: 'Booking pages',
  customer: 'Customer',
  phone: 'Phone',
  address: 'Address',
  services: 'Services',
  total: 'Total',
  note: 'Note',
  bookingTitle: (number: string, name: string) => `${number} for ${name}`,
} as const;

/** The button that moves a booking to each status. */
export const STATUS_ACTIONS: Record<BookingStatus, string> = {
  requested: 'Back to requested',
  confirmed: 'Confirm',
  completed: 'Mark completed',
  cancelled: 'Cancel booking',
};
