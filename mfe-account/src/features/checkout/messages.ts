// Every user-visible text of /checkout. The empty-cart toast is the cart's own.
import { PAYMENT_LABEL } from '@marketplace/shared/contracts';

export const CHECKOUT_TEXT = {
  heading: 'Checkout',
  loading: 'Loading your cart...',
  addressHeading: '1. Where',
  savedAddresses: 'Saved addresses',
  newAddress: 'A new address',
  house: 'House/flat',
  street: 'Street',
  area: 'Area',
  city: 'City',
  pincode: 'PIN code',
  landmark: 'Landmark (optional)',
  newAddressHint: 'We save it to your account for next time.',
  slotHeading: '2. When',
  date: 'Date',
  /** A bookable IST day: 'Tue, 24 Nov 2026'. */
  slot: 'Time slot (India Standard Time)',
  slotsLoading: 'Loading free slots...',
  noSlots: 'No free slots on this day. Please choose another date.',
  full: 'full',
  chooseSlot: 'Choose a time slot',
  chooseDate: 'Choose a date',
  contactHeading: '3. Contact and payment',
  phone: 'Contact phone',
  phoneHint: '10-digit mobile number',
  note: 'Note for the professional (optional)',
  payment: 'Payment',
  paymentMethod: PAYMENT_LABEL,
  summaryHeading: 'Your booking',
  confirm: 'Confirm booking',
  confirming: 'Booking...',
  backToCart: 'Back to cart',
  priceChanged: (was: string, now: string) => `Price changed from ${was} to ${now}`,
  unavailable: 'No longer available to book',
  removeUnavailable: 'Remove the items no longer available from your cart to continue.',
} as const;

export const CHECKOUT_TOASTS = {
  emptyCart: { text: 'Your cart is empty!', ms: 2000 },
  booked: { text: 'Booking received!', ms: 3000 },
} as const;
