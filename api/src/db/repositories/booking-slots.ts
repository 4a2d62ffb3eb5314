import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes one place in a slot if fewer than `capacity` are taken; false when the slot is full.
 * One statement on both engines: concurrent bookings of the last place queue on the slot's row
 * (PostgreSQL re-checks the condition after the wait; SQLite runs writers one at a time), so
 * exactly one of them gets it.
 */
export async function takeSlotPlace(db: Db, slotStart: string, capacity: number): Promise<boolean> {
  const cap = sql`cast(${capacity} as integer)`;
  const row = await db
    .insertInto('booking_slots')
    .values({ slot_start: slotStart, taken: 1 })
    .onConflict((oc) =>
      oc
        .column('slot_start')
        .doUpdateSet({ taken: sql<number>`booking_slots.taken + 1` })
        .where(sql<boolean>`booking_slots.taken < ${cap}`),
    )
    .returning('taken')
    .executeTakeFirst();
  // A first booking when the capacity is 0 cannot happen: the capacity is at least 1 (config).
  return row !== undefined;
}

/** Gives a place back (a cancelled booking). */
export async function releaseSlotPlace(db: Db, slotStart: string): Promise<void> {
  await db
    .updateTable('booking_slots')
    .set({ taken: sql<number>`taken - 1` })
    .where('slot_start', '=', slotStart)
    .where('taken', '>', 0)
    .execute();
}

/** Places taken in each of the given slots (missing slots have none). */
export async function takenPlaces(db: Db, slotStarts: string[]): Promise<Map<string, number>> {
  if (slotStarts.length === 0) return new Map();
  const rows = await db
    .selectFrom('booking_slots')
    .select(['slot_start', 'taken'])
    .where('slot_start', 'in', slotStarts)
    .execute();
  return new Map(rows.map((row) => [row.slot_start, Number(row.taken)]));
}
