// Every user-visible text of My bookings and the booking page.
import { BOOKING_STATUS_LABELS, PAYMENT_LABEL } from '@marketplace/shared/contracts';

export const BOOKINGS_TEXT = {
  heading: 'My bookings',
  loading: 'Loading your bookings...',
  empty: 'You have no bookings yet',
  emptyHint: 'Add a service to your cart and book a time that suits you.',
  browse: 'Browse home services',
  view: (number: string) => `View booking ${number}`,
  itemsSummary: (count: number) => `${count} ${count === 1 ? 'service' : 'services'}`,
  bookingHeading: (number: string) => `Booking ${number}`,
  loadingOne: 'Loading your booking...',
  notFound: 'Booking not found',
  notFoundHint: 'This booking does not exist or belongs to another account.',
  backToList: 'Back to My bookings',
  confirmation: (number: string) =>
    `Thank you! Booking ${number} is received. We have e-mailed you the details and will confirm it shortly.`,
  status: 'Status',
  slot: 'When',
  address: 'Address',
  phone: 'Contact phone',
  note: 'Note for the professional',
  payment: 'Payment',
  services: 'Services and price',
  cancel: 'Cancel booking',
  cancelQuestion: 'Cancel this booking?',
  confirmCancel: 'Yes, cancel it',
  keep: 'Keep booking',
  cancelling: 'Cancelling...',
  cancelClosed: 'Online cancellation closes 3 hours before the slot. Please call us to change it.',
  landmark: (landmark: string) => `Landmark: ${landmark}`,
  paymentMethod: PAYMENT_LABEL,
  statusLabels: BOOKING_STATUS_LABELS,
  /** A slot's IST day: 'Tue, 24 Nov 2026'. */
} as const;

export const BOOKINGS_TOASTS = {
  cancelled: { text: 'Booking cancelled', ms: 3000 },
} as const;
