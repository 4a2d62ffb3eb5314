import {
  isWithinCancelWindow,
  type Booking,
  type BookingStatus,
} from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { BookingLineRow, BookingRow, Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a customer quotes: BK-000042. */
function bookingNumber(id: number): string {
  return `BK-${String(id).padStart(6, '0')}`;
}

/** Statuses a customer may still cancel from. */
const OPEN_STATUSES: BookingStatus[] = ['requested', 'confirmed'];

export function toBooking(row: BookingRow, lines: BookingLineRow[], now: Date): Booking {
  const id = Number(row.id);
  return {
    id,
    number: bookingNumber(id),
    status: row.status,
    slot_start: row.slot_start,
    address: {
      house: row.house,
      street: row.street,
      area: row.area,
      city: row.city,
      pincode: row.pincode,
      landmark: row.landmark,
    },
    phone: row.phone,
    note: row.note,
    payment: 'pay_after_service',
    lines: lines.map((line) => ({
      item_type: line.item_type,
      item_id: line.item_id,
      name: line.name,
      unit_price: Number(line.unit_price),
      quantity: Number(line.quantity),
      line_total: Number(line.unit_price) * Number(line.quantity),
    })),
    subtotal: Number(row.subtotal),
    service_fee: Number(row.service_fee),
    tax: Number(row.tax),
    total: Number(row.total),
    created_at: row.created_at,
    updated_at: row.updated_at,
    cancellable: OPEN_STATUSES.includes(row.status) && isWithinCancelWindow(row.slot_start, now),
  };
}

/** The lines of each booking, in one query, keyed by booking id. */
export async function linesOf(
  db: Db,
  bookingIds: number[],
): Promise<Map<number, BookingLineRow[]>> {
  const byBooking = new Map<number, BookingLineRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .selectFrom('booking_lines')
    .selectAll()
    .where('booking_id', 'in', bookingIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const id = Number(row.booking_id);
    byBooking.set(id, [...(byBooking.get(id) ?? []), row]);
  }
  return byBooking;
}

export type NewBookingInput = Omit<BookingRow, 'id' | 'status' | 'created_at' | 'updated_at'>;
export type NewBookingLine = Omit<BookingLineRow, 'id' | 'booking_id'>;

/** Stores a booking (status requested) and its lines; returns the booking's row. */
export async function insertBooking(
  db: Db,
  booking: NewBookingInput,
  lines: NewBookingLine[],
): Promise<BookingRow> {
  const now = nowIso();
  const row = await db
    .insertInto('bookings')
    .values({ ...booking, status: 'requested', created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('booking_lines')
    .values(lines.map((line) => ({ ...line, booking_id: Number(row.id) })))
    .execute();
  return row;
}

/** A booking row; with `userId`, only when it belongs to that account. */
export async function findBookingRow(
  db: Db,
  id: number,
  userId?: number,
): Promise<BookingRow | undefined> {
  let query = db.selectFrom('bookings').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

export async function findBookingByKey(
  db: Db,
  userId: number,
  key: string,
): Promise<BookingRow | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A booking with its lines, as the api serves it. */
export async function loadBooking(db: Db, row: BookingRow, now: Date): Promise<Booking> {
  const lines = await linesOf(db, [Number(row.id)]);
  return toBooking(row, lines.get(Number(row.id)) ?? [], now);
}

/** Most bookings one account lists; far above what a household books. */
const ACCOUNT_LIST_CAP = 200;

/** The account's bookings: upcoming ones first (soonest first), then past ones (latest first). */
export async function listAccountBookings(db: Db, userId: number, now: Date): Promise<Booking[]> {
  const nowText = nowIso(now);
  const upcoming = await db
    .selectFrom('bookings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('slot_start', '>=', nowText)
    .orderBy('slot_start')
    .orderBy('id')
    .limit(ACCOUNT_LIST_CAP)
    .execute();
  const past = await db
    .selectFrom('bookings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('slot_start', '<', nowText)
    .orderBy('slot_start', 'desc')
    .orderBy('id', 'desc')
    .limit(ACCOUNT_LIST_CAP)
    .execute();
  const rows = [...upcoming, ...past].slice(0, ACCOUNT_LIST_CAP);
  const lines = await linesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => toBooking(row, lines.get(Number(row.id)) ?? [], now));
}

/**
 * Moves a booking from `from` to `to`; false when its status is no longer `from` (someone else
 * moved it first), so two concurrent changes cannot both apply.
 */
export async function moveBookingStatus(
  db: Db,
  id: number,
  from: BookingStatus,
  to: BookingStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
