/**
 * Checkout, bookings and saved addresses. The client sends what it chose (an address,
 * a slot, a phone, a note); lines, prices and totals are read by the api from the cart and the
 * catalogue and frozen into the booking.
 */
import { z } from 'zod';
import { pageNumber } from './admin';
import { SLOT_TIMES } from './booking-slots';
import { isCalendarDate } from './enquiries';
import { idempotencyKeySchema } from './idempotency';

export const BOOKING_STATUSES = ['requested', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Where a manager or admin may move a booking from each status; the last two are final. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/**
 * The moves a manager or admin may make on a booking now: its status's transitions, but
 * `completed` only once the slot has started. The api refuses any other move (409), and the
 * Bookings tab offers only these.
 */
export function allowedBookingMoves(
  booking: { status: BookingStatus; slot_start: string },
  now: Date,
): BookingStatus[] {
  const started = new Date(booking.slot_start).getTime() <= now.getTime();
  return BOOKING_TRANSITIONS[booking.status].filter((to) => to !== 'completed' || started);
}

/** The only payment offered today. */
export const PAYMENT_METHODS = ['pay_after_service'] as const;
export const PAYMENT_LABEL = 'Pay after service (cash or UPI)';

/** Saved addresses per account (docs/decisions/booking-addresses.md). */
export const ADDRESS_LIMIT = 10;
export const BOOKING_NOTE_MAX = 500;
export const ADMIN_BOOKINGS_LIMIT_DEFAULT = 20;
export const ADMIN_BOOKINGS_LIMIT_MAX = 100;

export const BOOKING_MESSAGES = {
  cartEmpty: 'Your cart is empty!',
  itemUnavailable:
    'An item in your cart is no longer offered. Remove it from the cart and try again.',
  booked: 'Booking received',
  cancelled: 'Booking cancelled',
  notFound: 'Booking not found',
  addressNotFound: 'Address not found',
  addressRequired: 'Choose a saved address or enter a new one',
  addressLimit: `You can save up to ${ADDRESS_LIMIT} addresses. Delete one to add another.`,
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  dateOutOfRange: 'Choose a date within the next 7 days',
  slotInvalid: 'Choose one of the offered time slots',
  slotPast: 'That time slot has already started. Please choose a later slot.',
  slotFull: 'That time slot is fully booked. Please choose another slot.',
  cancelTooLate: 'This booking starts within 3 hours and can no longer be cancelled online',
  cancelNotAllowed: 'This booking can no longer be cancelled',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  transitionNotAllowed: (from: BookingStatus, to: BookingStatus) =>
    `A ${from} booking cannot be marked ${to}`,
  completeTooEarly: 'A booking can be marked completed only once its slot has started',
  statusChanged: (status: BookingStatus) => `Booking marked ${status}`,
} as const;

/** Failures a client reacts to by code (docs/decisions/error-codes.md), never by their text. */
export const BOOKING_ERROR_CODES = {
  /** The chosen slot filled up meanwhile: the checkout asks for another slot. */
  slotFull: 'SLOT_FULL',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A new address; `pincode` is India's 6-digit PIN code (never starts with 0). */
export const addressInputSchema = z.strictObject({
  house: text('House/flat', 100),
  street: text('Street', 120),
  area: text('Area', 120),
  city: text('City', 60),
  pincode: z
    .string({ error: 'PIN code is required' })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits'),
  landmark: z.string().trim().max(120, 'Landmark must be at most 120 characters').optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  house: z.string(),
  street: z.string(),
  area: z.string(),
  city: z.string(),
  pincode: z.string(),
  landmark: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

/** An Indian mobile number: 10 digits starting 6-9 (the client strips spaces and +91). */
export const indianMobileSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Phone must be a 10-digit Indian mobile number');

/** 98765 43210, +91 98765-43210 or 098765 43210 -> 9876543210 (anything else is left as typed). */
export function normalizeIndianMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  const match = /^(?:\+91|0)?(\d{10})$/.exec(digits);
  return match?.[1] ?? value.trim();
}

export const createBookingRequest = z.strictObject({
  address_id: z.number().int().positive().optional(),
  address: addressInputSchema.optional(),
  date: z
    .string({ error: 'Date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
  slot: z.enum(SLOT_TIMES as [string, ...string[]], {
    error: BOOKING_MESSAGES.slotInvalid,
  }),
  phone: indianMobileSchema,
  note: z
    .string()
    .trim()
    .max(BOOKING_NOTE_MAX, `Note must be at most ${BOOKING_NOTE_MAX} characters`)
    .optional(),
  payment: z.enum(PAYMENT_METHODS, { error: 'Choose how you will pay' }),
  /**
   * The cart lines as the page showed them: the booking goes ahead only if the cart and today's
   * prices are exactly these (409 PRICE_CHANGED otherwise), so nobody pays a price not shown.
   */
  shown_lines: z
    .array(
      z.strictObject({
        cart_id: z.number().int().positive(),
        unit_price: z.number().int().min(0),
        quantity: z.number().int().min(1),
      }),
      { error: 'The lines shown are required' },
    )
    .max(200),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequest>;

export const idempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeySchema(BOOKING_MESSAGES.idempotencyKeyRequired),
});

export const bookingLineSchema = z.object({
  item_type: z.string(),
  item_id: z.string(),
  name: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
});
export type BookingLine = z.infer<typeof bookingLineSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  /** What the customer quotes, e.g. BK-000042. */
  number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Slot start as ISO UTC; shown in IST. */
  slot_start: z.string(),
  address: addressSchema.omit({ id: true }),
  phone: z.string(),
  note: z.string().nullable(),
  payment: z.enum(PAYMENT_METHODS),
  lines: z.array(bookingLineSchema),
  subtotal: z.number().int(),
  service_fee: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the customer may still cancel it now. */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const adminBookingSchema = bookingSchema.extend({
  customer: z.object({ username: z.string(), email: z.string(), name: z.string().nullable() }),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const bookingIdParams = z.object({ id: z.string().max(20) });
export const addressIdParams = z.object({ id: z.string().max(20) });

export const bookingResponse = z.object({
  success: z.literal(true),
  msg: z.string().optional(),
  booking: bookingSchema,
});
export const bookingListResponse = z.object({
  success: z.literal(true),
  bookings: z.array(bookingSchema),
});
export const addressListResponse = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
});
export const addressResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  address: addressSchema,
});
export const bookingMessageResponse = z.object({ success: z.literal(true), msg: z.string() });

export const slotAvailabilitySchema = z.object({
  time: z.string(),
  starts_at: z.string(),
  available: z.boolean(),
  /** Why it is not offered. */
  reason: z.enum(['past', 'full']).nullable(),
});
export const slotDaySchema = z.object({ date: z.string(), slots: z.array(slotAvailabilitySchema) });
export type SlotDay = z.infer<typeof slotDaySchema>;
export const slotListResponse = z.object({
  success: z.literal(true),
  days: z.array(slotDaySchema),
});

export const adminBookingListQuery = z.strictObject({
  /** One IST day; without it, today's and upcoming slots. */
  date: z.string().refine(isCalendarDate, 'date must be a calendar day as YYYY-MM-DD').optional(),
  status: z
    .enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` })
    .optional(),
  page: pageNumber('page', 100_000).optional(),
  limit: pageNumber('limit', ADMIN_BOOKINGS_LIMIT_MAX).optional(),
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuery>;

export const adminBookingListResponse = z.object({
  success: z.literal(true),
  data: z.array(adminBookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminBookingListResponse = z.infer<typeof adminBookingListResponse>;

export const bookingStatusBody = z.strictObject({
  status: z.enum(BOOKING_STATUSES, {
    error: `status must be one of ${BOOKING_STATUSES.join(', ')}`,
  }),
});
export const adminBookingResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  booking: adminBookingSchema,
});
