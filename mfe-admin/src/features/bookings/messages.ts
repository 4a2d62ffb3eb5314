// Texts of the Bookings tab.
import {
  BOOKING_STATUS_LABELS,
  slotLabel,
  type BookingStatus,
} from '@marketplace/shared/contracts';

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
const STATUS_ACTIONS: Record<BookingStatus, string> = {
  requested: 'Back to requested',
  confirmed: 'Confirm',
  completed: 'Mark completed',
  cancelled: 'Cancel booking',
};

export const BOOKINGS_TEXTS = {
  /** A spinner's label, read out while something loads. */
  loading: 'Loading',
  text: BOOKINGS_TAB_TEXT,
  actions: STATUS_ACTIONS,
  statusLabels: BOOKING_STATUS_LABELS,
  /** A slot as people read it, in IST: 'Tue, 24 Nov 2026, 10:00 - 12:00 IST'. */
  slot: (startsAt: string) => slotLabel(startsAt),
};
