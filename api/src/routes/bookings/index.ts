import {
  API_ERROR_CODES,
  BOOKING_MESSAGES,
  CART_MESSAGES,
  SLOT_TIMES,
  apiFailureSchema,
  bookableDates,
  bookingIdParams,
  bookingListResponse,
  bookingResponse,
  createBookingRequest,
  idempotencyHeaders,
  isWithinCancelWindow,
  slotListResponse,
  slotStartInstant,
  type PublicUser,
  type SlotDay,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseSlotPlace, takenPlaces } from '../../db/repositories/booking-slots';
import {
  findBookingRow,
  listAccountBookings,
  loadBooking,
  moveBookingStatus,
} from '../../db/repositories/bookings';
import { bookingReceivedMail, bookingStatusMail } from '../../lib/booking-mail';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';
import { placeBooking } from './place-booking';

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 404: apiFailureSchema };
const security = [{ bearerAuth: [] }];

function userOf(request: { user: PublicUser | null }) {
  if (!request.user) throw new HttpError(401, CART_MESSAGES.authRequired);
  const { id, email, language } = request.user;
  return { id: Number(id), email, language };
}

const bookingNotFound = () =>
  new HttpError(404, BOOKING_MESSAGES.notFound, API_ERROR_CODES.notFound);

/**
 * A customer's checkout and bookings. Every call needs a session; another account's
 * booking answers 404, exactly like one that does not exist.
 */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/bookings/slots',
    {
      schema: {
        summary: 'The bookable days and 2-hour slots (IST), with those past or full marked',
        tags: ['bookings'],
        security,
        response: { 200: slotListResponse, 401: apiFailureSchema },
      },
    },
    async () => {
      const now = new Date();
      const days = bookableDates(now).map((date) => ({
        date,
        slots: SLOT_TIMES.map((time) => ({ time, starts_at: slotStartInstant(date, time) })),
      }));
      const taken = await takenPlaces(
        app.db,
        days.flatMap((day) => day.slots.map((slot) => slot.starts_at.toISOString())),
      );
      const capacity = app.config.bookings.slotCapacity;
      const answer: SlotDay[] = days.map((day) => ({
        date: day.date,
        slots: day.slots.map(({ time, starts_at }) => {
          const iso = starts_at.toISOString();
          const reason =
            starts_at.getTime() <= now.getTime()
              ? ('past' as const)
              : (taken.get(iso) ?? 0) >= capacity
                ? ('full' as const)
                : null;
          return { time, starts_at: iso, available: reason === null, reason };
        }),
      }));
      return { success: true as const, days: answer };
    },
  );

  app.post(
    '/bookings',
    {
      schema: {
        summary: 'Book the cart for an address and a slot (once per Idempotency-Key)',
        tags: ['bookings'],
        security,
        headers: idempotencyHeaders,
        body: createBookingRequest,
        response: {
          200: bookingResponse,
          201: bookingResponse,
          ...failures,
          409: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const now = new Date();
      const { row, created } = await placeBooking(
        app,
        user.id,
        request.headers['idempotency-key'],
        request.body,
        now,
      );
      const booking = await loadBooking(app.db, row, now);
      if (created)
        app.mailer.sendInBackground(bookingReceivedMail(user.email, booking, user.language));
      return reply
        .code(created ? 201 : 200)
        .send({ success: true as const, msg: BOOKING_MESSAGES.booked, booking });
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        summary: "The account's bookings, upcoming first",
        tags: ['bookings'],
        security,
        response: { 200: bookingListResponse, 401: apiFailureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      bookings: await listAccountBookings(app.db, userOf(request).id, new Date()),
    }),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        summary: 'One of the account’s bookings',
        tags: ['bookings'],
        security,
        params: bookingIdParams,
        response: { 200: bookingResponse, ...failures },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const row =
        id === undefined ? undefined : await findBookingRow(app.db, id, userOf(request).id);
      if (!row) throw bookingNotFound();
      return { success: true as const, booking: await loadBooking(app.db, row, new Date()) };
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        summary: 'Cancel one of the account’s bookings (more than 3 hours before its slot)',
        tags: ['bookings'],
        security,
        params: bookingIdParams,
        response: { 200: bookingResponse, ...failures, 409: apiFailureSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const id = parsePathId(request.params.id);
      const row = id === undefined ? undefined : await findBookingRow(app.db, id, user.id);
      if (!row) throw bookingNotFound();
      const now = new Date();
      if (row.status !== 'requested' && row.status !== 'confirmed') {
        throw new HttpError(409, BOOKING_MESSAGES.cancelNotAllowed);
      }
      if (!isWithinCancelWindow(row.slot_start, now)) {
        throw new HttpError(409, BOOKING_MESSAGES.cancelTooLate);
      }
      const moved = await app.db.transaction().execute(async (trx) => {
        if (!(await moveBookingStatus(trx, row.id, row.status, 'cancelled'))) return false;
        await releaseSlotPlace(trx, row.slot_start);
        return true;
      });
      if (!moved) throw new HttpError(409, BOOKING_MESSAGES.cancelNotAllowed);
      const updated = await findBookingRow(app.db, row.id);
      if (!updated) throw bookingNotFound();
      const booking = await loadBooking(app.db, updated, now);
      app.mailer.sendInBackground(bookingStatusMail(user.email, booking, user.language));
      return { success: true as const, msg: BOOKING_MESSAGES.cancelled, booking };
    },
  );
};

export default bookingRoutes;
