import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredEnquiry {
  id: number;
  type: string;
  payload: unknown;
  created_at: string;
}

/**
 * Stores a validated enquiry (contact form, job application, ...) and returns its id. One about a
 * listing (`propertyId`) is also a lead of that listing's lister.
 */
export async function insertEnquiry(
  db: Db,
  input: { type: string; payload: unknown; propertyId?: number; now?: Date },
): Promise<number> {
  const row = await db
    .insertInto('enquiries')
    .values({
      type: input.type,
      payload: JSON.stringify(input.payload),
      property_id: input.propertyId ?? null,
      created_at: nowIso(input.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Newest first. */
export async function listEnquiries(
  db: Db,
  options: { type?: string; limit?: number; offset?: number } = {},
): Promise<StoredEnquiry[]> {
  let query = db.selectFrom('enquiries').selectAll();
  if (options.type !== undefined) query = query.where('type', '=', options.type);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    payload: JSON.parse(row.payload) as unknown,
    created_at: row.created_at,
  }));
}

export async function countEnquiries(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return Number(count);
}
