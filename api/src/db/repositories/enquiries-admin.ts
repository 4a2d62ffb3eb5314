import type { AdminEnquiry, EnquiryType } from '@marketplace/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

type Row = {
  id: number;
  type: string;
  payload: string;
  created_at: string;
  handled_at: string | null;
  property_name: string | null;
};

function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function toAdminEnquiry(row: Row, payload: Record<string, unknown>): AdminEnquiry {
  return {
    id: Number(row.id),
    type: row.type as EnquiryType,
    payload,
    created_at: row.created_at,
    handled: row.handled_at !== null,
    handled_at: row.handled_at,
    property_name: row.property_name,
  };
}

const COLUMNS = ['id', 'type', 'payload', 'created_at', 'handled_at'] as const;
type Stored = Omit<Row, 'property_name'>;

function propertyIdOf(payload: Record<string, unknown>): number | undefined {
  const id = payload.property_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * The enquiries with the name of the property each concerns (agent contacts and visit requests
 * carry a property_id in their payload), looked up in one query for the whole page.
 */
async function withPropertyNames(db: Db, rows: Stored[]): Promise<AdminEnquiry[]> {
  const parsed = rows.map((row) => ({ row, payload: parsePayload(row.payload) }));
  const ids = [
    ...new Set(parsed.map(({ payload }) => propertyIdOf(payload)).filter((id) => id !== undefined)),
  ];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .selectFrom('properties')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    for (const property of found) names.set(Number(property.id), property.name);
  }
  return parsed.map(({ row, payload }) => {
    const propertyId = propertyIdOf(payload);
    return toAdminEnquiry(
      { ...row, property_name: propertyId === undefined ? null : (names.get(propertyId) ?? null) },
      payload,
    );
  });
}

/** One page of the inbox, newest first, with the total and the number still open. */
export async function listEnquiriesPage(
  db: Db,
  options: { type?: EnquiryType; page: number; limit: number },
): Promise<{ rows: AdminEnquiry[]; total: number; unhandled: number }> {
  let page = db.selectFrom('enquiries').select(COLUMNS);
  let counts = db
    .selectFrom('enquiries')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('total'),
      sql<number | string | null>`sum(case when handled_at is null then 1 else 0 end)`.as(
        'unhandled',
      ),
    ]);
  if (options.type) {
    page = page.where('type', '=', options.type);
    counts = counts.where('type', '=', options.type);
  }
  const [rows, counted] = await Promise.all([
    page
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    counts.executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await withPropertyNames(db, rows),
    total: Number(counted.total),
    unhandled: Number(counted.unhandled ?? 0),
  };
}

/** Marks an enquiry handled (or open again); the updated enquiry, or undefined when unknown. */
export async function setEnquiryHandled(
  db: Db,
  id: number,
  handled: boolean,
  now: Date = new Date(),
): Promise<AdminEnquiry | undefined> {
  const result = await db
    .updateTable('enquiries')
    .set({ handled_at: handled ? nowIso(now) : null })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom('enquiries')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await withPropertyNames(db, [row]))[0] : undefined;
}
