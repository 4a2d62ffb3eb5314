import type { ListingStatus } from '@marketplace/shared/contracts';
import type { MyListing } from '@marketplace/shared/contracts-posting';
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromJsonList, nowIso } from '../columns';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';
import { SERVED_PROPERTY_COLUMNS, toPropertyDto, type ServedPropertyRow } from './property-rows';

// A lister's own listings in every status, with their views, phone reveals and leads
// (docs/decisions/listing-statuses.md). Every read and write here is of one owner's rows: another
// account's listing is not found, exactly like one that does not exist.

type Db = Kysely<Database> | Transaction<Database>;

/** A listing's own columns beyond the served ones, as its lister reads them. */
const LISTER_COLUMNS = [
  ...SERVED_PROPERTY_COLUMNS,
  'properties.owner_id',
  'properties.rejection_reason',
  'properties.submitted_at',
  'properties.live_since',
  'properties.expires_at',
  'properties.updated_at',
] as const;

export type ListerRow = ServedPropertyRow & {
  owner_id: number | null;
  rejection_reason: string | null;
  submitted_at: string | null;
  live_since: string | null;
  expires_at: string | null;
  updated_at: string | null;
};

/**
 * The status as of `now`: a live listing whose time is up is expired, whether or not the expiry
 * job has written it yet (it runs every minute).
 */
export function statusAt(row: Pick<ListerRow, 'status' | 'expires_at'>, now: Date): ListingStatus {
  if (row.status === 'live' && row.expires_at !== null && row.expires_at <= nowIso(now)) {
    return 'expired';
  }
  return row.status;
}

interface Counts {
  views: number | string | null;
  phone_reveals: number | string | null;
  leads: number | string | null;
  open_leads: number | string | null;
}

export function toMyListing(row: ListerRow & Partial<Counts>, now: Date): MyListing {
  return {
    ...toPropertyDto(row),
    status: statusAt(row, now),
    rejection_reason: row.rejection_reason,
    submitted_at: row.submitted_at,
    live_since: row.live_since,
    expires_at: row.expires_at,
    updated_at: row.updated_at,
    lister_phone: row.lister_phone,
    views: Number(row.views ?? 0),
    phone_reveals: Number(row.phone_reveals ?? 0),
    leads: Number(row.leads ?? 0),
    open_leads: Number(row.open_leads ?? 0),
  };
}

/** Listings with the columns and counts their lister reads. */
export function listerColumnsQuery(db: Db) {
  return db
    .selectFrom('properties')
    .leftJoin('property_views', 'property_views.property_id', 'properties.id')
    .select(LISTER_COLUMNS)
    .select((eb) => [
      eb.fn.coalesce('property_views.views', sql<number>`0`).as('views'),
      eb
        .selectFrom('phone_reveals')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('phone_reveals.property_id', '=', 'properties.id')
        .as('phone_reveals'),
      eb
        .selectFrom('enquiries')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('enquiries.property_id', '=', 'properties.id')
        .as('leads'),
      eb
        .selectFrom('enquiries')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('enquiries.property_id', '=', 'properties.id')
        .where('enquiries.lead_handled_at', 'is', null)
        .as('open_leads'),
    ]);
}

/** The owner's listings with their counts. */
function listerQuery(db: Db, ownerId: number) {
  return listerColumnsQuery(db).where('properties.owner_id', '=', ownerId);
}

export async function listMyListings(
  db: Db,
  ownerId: number,
  now: Date = new Date(),
): Promise<MyListing[]> {
  const rows = await listerQuery(db, ownerId)
    .orderBy('properties.created_at', 'desc')
    .orderBy('properties.id', 'desc')
    .execute();
  return rows.map((row) => toMyListing(row, now));
}

export async function findMyListing(
  db: Db,
  ownerId: number,
  id: number,
  now: Date = new Date(),
): Promise<MyListing | undefined> {
  const row = await listerQuery(db, ownerId).where('properties.id', '=', id).executeTakeFirst();
  return row ? toMyListing(row, now) : undefined;
}

/** Whether listing `id` is the owner's. */
export async function isOwnListing(db: Db, ownerId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The owner's listing `id` with what a move needs to decide, its row locked until the
 * transaction ends (on SQLite a write transaction already runs alone).
 */
export async function lockMyListing(trx: Transaction<Database>, ownerId: number, id: number) {
  let query = trx
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId);
  if (detectDialect<Database>(trx) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { ...row, images: fromJsonList(row.images), version: Number(row.version) };
}
export type LockedListing = NonNullable<Awaited<ReturnType<typeof lockMyListing>>>;

/**
 * Holds the owner's account row until the transaction ends, so two requests of one account that
 * count its listings (the limits) run one after the other on PostgreSQL.
 */
export async function lockOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
  if (detectDialect<Database>(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
}

/** The owner's listings waiting for review or live (not expired) as of `now`, but `except`. */
export async function countActive(
  db: Db,
  ownerId: number,
  now: Date,
  except?: number,
): Promise<number> {
  let query = db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'live'), eb('expires_at', '>', nowIso(now))]),
      ]),
    );
  if (except !== undefined) query = query.where('id', '!=', except);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

export async function countDrafts(db: Db, ownerId: number): Promise<number> {
  const { n } = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('status', '=', 'draft')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Moves the listing to `status` with the columns given; its version moves on. */
export async function setListingStatus(
  db: Db,
  id: number,
  status: ListingStatus,
  columns: {
    submitted_at?: string;
    live_since?: string;
    expires_at?: string;
    rejection_reason?: string | null;
  } = {},
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable('properties')
    .set((eb) => ({ ...columns, status, updated_at: nowIso(now), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the owner's listing; its picture URLs, or undefined when it is not theirs. */
export async function deleteMyListing(
  db: Db,
  ownerId: number,
  id: number,
): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom('properties')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returning('images')
    .executeTakeFirst();
  return row ? fromJsonList(row.images) : undefined;
}
