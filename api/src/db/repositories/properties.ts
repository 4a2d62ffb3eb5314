import type { Property as PropertyDto } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { fromFlag, nowIso } from '../columns';
import type { Database } from '../schema';
import { SERVED_PROPERTY_COLUMNS, toPropertyDto } from './property-rows';

// Reads of single properties, their existence and the table's version. The listing's search, the
// writes and the statistics have files of their own (property-search.ts, property-writes.ts,
// property-stats.ts). The public reads see live listings only: a draft, a listing waiting for
// review, a rejected, sold, rented or expired one is answered like one that does not exist.

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The properties' version: changes with every write to the table (its triggers). The listing's
 * kept answers are valid while it has not moved (routes/properties/answer-cache.ts).
 */
export async function propertiesVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('properties_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) throw new Error('properties_version has no row: the migrations did not run');
  return Number(row.version);
}

/** A live listing, as a visitor sees it. */
export async function findLiveProperty(db: Db, id: number): Promise<PropertyDto | undefined> {
  const row = await db
    .selectFrom('properties')
    .select(SERVED_PROPERTY_COLUMNS)
    .where('properties.id', '=', id)
    .where('properties.status', '=', 'live')
    .where('properties.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? toPropertyDto(row) : undefined;
}

/** Whether there is a listing `id`, whatever its status (the administration's writes). */
export async function propertyExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `id` is a live listing. */
export async function livePropertyExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'live')
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** Of `ids`, those that are live listings. */
export async function livePropertyIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('properties')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'live')
    .where('expires_at', '>', nowIso())
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Whether visits can be booked: undefined when there is no such live listing. */
export async function scheduleVisitEnabled(db: Db, id: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('properties')
    .select('schedule_visit_enabled')
    .where('id', '=', id)
    .where('status', '=', 'live')
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? fromFlag(row.schedule_visit_enabled) : undefined;
}

export async function countProperties(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
