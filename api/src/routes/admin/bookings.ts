import {
  ADMIN_BOOKINGS_LIMIT_DEFAULT,
  API_ERROR_CODES,
  BOOKING_MESSAGES,
  BOOKING_TRANSITIONS,
  adminBookingListQuery,
  allowedBookingMoves,
  adminBookingListResponse,
  adminBookingResponse,
  apiFailureSchema,
  bookingIdParams,
  bookingStatusBody,
  istDateOf,
  slotStartInstant,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseSlotPlace } from '../../db/repositories/booking-slots';
import { findBookingRow, moveBookingStatus } from '../../db/repositories/bookings';
import { listAdminBookings, loadAdminBooking } from '../../db/repositories/bookings-admin';
import { findUserLanguage } from '../../db/repositories/users';
import { bookingStatusMail } from '../../lib/booking-mail';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 403: apiFailureSchema };
const DAY_MS = 24 * 60 * 60_000;

/** The IST day's bounds as ISO UTC instants. */
function dayBounds(date: string): { from: string; before: string } {
  const start = slotStartInstant(date, '00:00');
  return {
    from: start.toISOString(),
    before: new Date(start.getTime() + DAY_MS).toISOString(),
  };
}

/**
 * The bookings board of the admin remote, for managers and admins: today's and upcoming
 * bookings by slot (or one day), and moving a booking on. Each change is e-mailed to the customer.
 */
const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = app.requireRole('manager', 'admin');

  app.get(
    '/admin/bookings',
    {
      onRequest: managers,
      schema: {
        summary: "Bookings by slot: today's and upcoming, or one day; filter by status",
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: adminBookingListQuery,
        response: { 200: adminBookingListResponse, ...failures },
      },
    },
    async (request) => {
      const now = new Date();
      const { date, status } = request.query;
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? ADMIN_BOOKINGS_LIMIT_DEFAULT;
      const bounds = dayBounds(date ?? istDateOf(now));
      const { rows, total } = await listAdminBookings(
        app.db,
        { from: bounds.from, before: date ? bounds.before : undefined, status, page, limit },
        now,
      );
      return { success: true as const, data: rows, total, page, limit };
    },
  );

  app.patch(
    '/admin/bookings/:id',
    {
      onRequest: managers,
      schema: {
        summary: 'Move a booking on: confirm, complete or cancel it',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: bookingIdParams,
        body: bookingStatusBody,
        response: {
          200: adminBookingResponse,
          ...failures,
          404: apiFailureSchema,
          409: apiFailureSchema,
        },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const row = id === undefined ? undefined : await findBookingRow(app.db, id);
      if (!row) throw new HttpError(404, BOOKING_MESSAGES.notFound, API_ERROR_CODES.notFound);
      const to = request.body.status;
      const now = new Date();
      if (!allowedBookingMoves(row, now).includes(to)) {
        throw new HttpError(
          409,
          BOOKING_TRANSITIONS[row.status].includes(to)
            ? BOOKING_MESSAGES.completeTooEarly
            : BOOKING_MESSAGES.transitionNotAllowed(row.status, to),
        );
      }
      const moved = await app.db.transaction().execute(async (trx) => {
        if (!(await moveBookingStatus(trx, row.id, row.status, to))) return false;
        if (to === 'cancelled') await releaseSlotPlace(trx, row.slot_start);
        return true;
      });
      const updated = await findBookingRow(app.db, row.id);
      if (!moved || !updated) {
        throw new HttpError(
          409,
          BOOKING_MESSAGES.transitionNotAllowed(updated?.status ?? row.status, to),
        );
      }
      const booking = await loadAdminBooking(app.db, updated, now);
      const language = await findUserLanguage(app.db, updated.user_id);
      app.mailer.sendInBackground(bookingStatusMail(booking.customer.email, booking, language));
      return { success: true as const, msg: BOOKING_MESSAGES.statusChanged(to), booking };
    },
  );
};

export default bookingAdminRoutes;
