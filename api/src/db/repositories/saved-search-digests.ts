import type {
  Language,
  Property as PropertyDto,
  PropertyListQuery,
} from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';
import { SERVED_PROPERTY_COLUMNS, toPropertyDto } from './property-rows';
import { listingsMatching } from './property-search';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * The daily e-mail of each saved search (docs/decisions/saved-search-alerts.md). A row of
 * saved_search_digests per (saved search, IST day) is inserted before the e-mail goes: its primary
 * key lets exactly one api instance send it, on SQLite and PostgreSQL alike.
 */

export interface DueSearch {
  id: number;
  name: string;
  query: string;
  unsubscribeToken: string;
  email: string;
  /** The account's language: its e-mails are written in it. */
  language: Language;
  /** Listings that went live after this are new to it. */
  after: string;
}

/**
 * Saved searches with alerts on that have had no e-mail on `day`. Their window starts where the
 * last sent e-mail ended, or when alerts began if later: an e-mail that was claimed but never
 * marked sent (a crash) leaves its listings to the next one.
 */
export async function dueSearches(db: Db, day: string): Promise<DueSearch[]> {
  const rows = await db
    .selectFrom('saved_searches as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      's.id',
      's.name',
      's.query',
      's.unsubscribe_token',
      's.alerts_from',
      'u.email',
      'u.language',
      eb
        .selectFrom('saved_search_digests as d')
        .select((d) => d.fn.max('d.listed_until').as('until'))
        .whereRef('d.saved_search_id', '=', 's.id')
        .where('d.status', '=', 'sent')
        .as('last_sent_until'),
    ])
    .where('s.alerts', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('saved_search_digests as today')
            .select('today.day')
            .whereRef('today.saved_search_id', '=', 's.id')
            .where('today.day', '=', day),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    query: row.query,
    unsubscribeToken: row.unsubscribe_token,
    email: row.email,
    language: row.language,
    after:
      row.last_sent_until && row.last_sent_until > row.alerts_from
        ? row.last_sent_until
        : row.alerts_from,
  }));
}

/** Whether any listing went live after `since` (a pass with none has nothing to send). */
export async function anyListedAfter(db: Db, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('status', '=', 'live')
    .where('live_since', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest `limit` live listings `filters` match that went live in (after, until], and how many in all. */
export async function listedBetween(
  db: Db,
  filters: PropertyListQuery,
  window: { after: string; until: string },
  limit: number,
): Promise<{ rows: PropertyDto[]; total: number }> {
  const inWindow = () =>
    listingsMatching(db, filters)
      .where('properties.live_since', '>', window.after)
      .where('properties.live_since', '<=', window.until);
  const [rows, counted] = await Promise.all([
    inWindow()
      .select(SERVED_PROPERTY_COLUMNS)
      .orderBy('properties.live_since', 'desc')
      .orderBy('properties.id', 'desc')
      .limit(limit)
      .execute(),
    inWindow()
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toPropertyDto), total: Number(counted.count) };
}

/**
 * Takes the day's e-mail of a saved search for this instance: true when this insert made the
 * row, false when another instance (or an earlier pass) already has it.
 */
export async function claimDigest(
  db: Db,
  digest: { savedSearchId: number; day: string; listedUntil: string; listings: number },
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto('saved_search_digests')
    .values({
      saved_search_id: digest.savedSearchId,
      day: digest.day,
      status: 'sending',
      listed_until: digest.listedUntil,
      listings: digest.listings,
      created_at: nowIso(now),
    })
    .onConflict((oc) => oc.columns(['saved_search_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The e-mail went: its listings are covered. */
export async function markDigestSent(
  db: Db,
  savedSearchId: number,
  day: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('saved_search_digests')
    .set({ status: 'sent', sent_at: nowIso(now) })
    .where('saved_search_id', '=', savedSearchId)
    .where('day', '=', day)
    .execute();
}

/** The mail server refused the e-mail: it never left, so a later pass of the day may send it. */
export async function releaseDigest(db: Db, savedSearchId: number, day: string): Promise<void> {
  await db
    .deleteFrom('saved_search_digests')
    .where('saved_search_id', '=', savedSearchId)
    .where('day', '=', day)
    .where('status', '=', 'sending')
    .execute();
}
