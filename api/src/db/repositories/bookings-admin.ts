import type { AdminBooking, BookingStatus } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { BookingRow, Database } from '../schema';
import { linesOf, toBooking } from './bookings';

type Db = Kysely<Database> | Transaction<Database>;

export interface AdminBookingFilter {
  /** Slots starting at or after this instant (ISO UTC). */
  from: string;
  /** Slots starting before this instant, when given. */
  before?: string;
  status?: BookingStatus;
  page: number;
  limit: number;
}

async function withCustomers(db: Db, rows: BookingRow[], now: Date): Promise<AdminBooking[]> {
  const ids = rows.map((row) => Number(row.id));
  const userIds = [...new Set(rows.map((row) => Number(row.user_id)))];
  const lines = await linesOf(db, ids);
  const users =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'username', 'email', 'name'])
          .where('id', 'in', userIds)
          .execute();
  const byId = new Map(users.map((user) => [Number(user.id), user]));
  return rows.map((row) => {
    const user = byId.get(Number(row.user_id));
    return {
      ...toBooking(row, lines.get(Number(row.id)) ?? [], now),
      customer: {
        username: user?.username ?? '',
        email: user?.email ?? '',
        name: user?.name ?? null,
      },
    };
  });
}

/** One page of bookings by slot (soonest first), with the number matching the filter. */
export async function listAdminBookings(
  db: Db,
  filter: AdminBookingFilter,
  now: Date,
): Promise<{ rows: AdminBooking[]; total: number }> {
  let query = db.selectFrom('bookings').where('slot_start', '>=', filter.from);
  if (filter.before) query = query.where('slot_start', '<', filter.before);
  if (filter.status) query = query.where('status', '=', filter.status);
  const { count } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('slot_start')
    .orderBy('id')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows: await withCustomers(db, rows, now), total: Number(count) };
}

/** One booking with its customer, for the admin's answer after a change. */
export async function loadAdminBooking(db: Db, row: BookingRow, now: Date): Promise<AdminBooking> {
  const [booking] = await withCustomers(db, [row], now);
  if (!booking) throw new Error(`booking ${row.id} vanished`);
  return booking;
}
