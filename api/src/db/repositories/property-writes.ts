import { sql, type Kysely, type Transaction } from 'kysely';
import { fromJsonList, nowIso } from '../columns';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';
import { toListingColumns, toRow, type ListingFields, type PropertyInput } from './property-rows';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well below SQLite's 32,766 bound parameters (about 40 per row). */
const INSERT_BATCH = 500;

/**
 * Inserts properties in batches and returns the new ids in input order. Run it inside a
 * transaction to make it all-or-nothing (and fast on SQLite).
 */
export async function insertProperties(
  db: Db,
  inputs: readonly PropertyInput[],
  now: Date = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  const createdAt = nowIso(now);
  for (let start = 0; start < inputs.length; start += INSERT_BATCH) {
    const batch = inputs.slice(start, start + INSERT_BATCH);
    const inserted = await db
      .insertInto('properties')
      .values(batch.map((input) => toRow(input, createdAt)))
      .returning('id')
      .execute();
    // Both engines number the rows of one multi-row INSERT in VALUES order, so the ascending
    // ids pair with the inputs; RETURNING itself promises no order.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** PostgreSQL's type of each column a bulk insert fills that is not text. */
const COLUMN_TYPES: Record<string, string> = {
  price_value: 'bigint',
  deposit_value: 'bigint',
  bedrooms_count: 'integer',
  bathrooms: 'integer',
  floor: 'integer',
  total_floors: 'integer',
  schedule_visit_enabled: 'integer',
  owner_id: 'integer',
  area: 'double precision',
};

/**
 * Inserts many generated listings as fast as the engine allows: on PostgreSQL one statement per
 * call, every column sent as one array and unnested (a million rows in about a minute, where rows
 * of bound values take several); on SQLite, batches of rows (its inserts are cheap). Run it
 * inside a transaction. Returns how many were inserted.
 */
export async function insertPropertiesInBulk(
  db: Db,
  inputs: readonly PropertyInput[],
  now: Date = new Date(),
): Promise<number> {
  if (inputs.length === 0) return 0;
  if (detectDialect<Database>(db) !== 'postgres') {
    return (await insertProperties(db, inputs, now)).length;
  }
  const rows = inputs.map((input) => toRow(input, nowIso(now)));
  const columns = Object.keys(rows[0] as object) as (keyof (typeof rows)[number])[];
  const arrays = columns.map(
    (column) =>
      sql`${rows.map((row) => row[column])}::${sql.raw(COLUMN_TYPES[column] ?? 'text')}[]`,
  );
  await sql`insert into properties (${sql.join(columns.map((column) => sql.ref(column)))})
    select * from unnest(${sql.join(arrays)})`.execute(db);
  return rows.length;
}

/** What an administrator's save made: answered again to a retry with the same key. */
export interface SavedProperty {
  id: number;
  images: string[];
}

/** One property added by an administrator, under the Idempotency-Key of the attempt (if any). */
export async function insertAddedProperty(
  db: Db,
  input: PropertyInput,
  idempotencyKey: string | undefined,
): Promise<SavedProperty> {
  const row = await db
    .insertInto('properties')
    .values({ ...toRow(input, nowIso()), idempotency_key: idempotencyKey ?? null })
    .returning(['id', 'images'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), images: fromJsonList(row.images) };
}

/** The property `userId` added under `key`, if any. */
export async function findAddedProperty(
  db: Db,
  userId: number | null,
  key: string,
): Promise<SavedProperty | undefined> {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'images'])
    .where('owner_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && { id: Number(row.id), images: fromJsonList(row.images) };
}

/** A property's pictures and edit version, its row locked until the transaction ends. */
export async function lockPropertyForEdit(
  trx: Transaction<Database>,
  id: number,
): Promise<{ images: string[]; version: number } | undefined> {
  let query = trx.selectFrom('properties').select(['images', 'version']).where('id', '=', id);
  // SQLite has no row locks: its write transactions (BEGIN IMMEDIATE) already run one at a time.
  if (detectDialect<Database>(trx) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { images: fromJsonList(row.images), version: Number(row.version) };
}

/**
 * Replaces a listing's own fields (not whose it is, nor its status) and moves its edit version on,
 * noting the edit's Idempotency-Key; false when there is no such row. `listerPhone`, when given,
 * replaces the lister's phone too.
 */
export async function updateProperty(
  db: Db,
  id: number,
  fields: ListingFields,
  {
    now = new Date(),
    editKey,
    listerPhone,
  }: { now?: Date; editKey?: string; listerPhone?: string | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('properties')
    .set((eb) => ({
      ...toListingColumns(fields),
      ...(listerPhone === undefined ? {} : { lister_phone: listerPhone }),
      updated_at: nowIso(now),
      version: eb('version', '+', 1),
      last_edit_key: editKey ?? null,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The property as its last edit left it, when that edit came with `key`. */
export async function findEditedProperty(
  db: Db,
  id: number,
  key: string,
): Promise<SavedProperty | undefined> {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'images'])
    .where('id', '=', id)
    .where('last_edit_key', '=', key)
    .executeTakeFirst();
  return row && { id: Number(row.id), images: fromJsonList(row.images) };
}

/** Deletes a property (its wishlist rows cascade); its picture URLs, or undefined. */
export async function deleteProperty(db: Db, id: number): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom('properties')
    .where('id', '=', id)
    .returning('images')
    .executeTakeFirst();
  return row ? fromJsonList(row.images) : undefined;
}
