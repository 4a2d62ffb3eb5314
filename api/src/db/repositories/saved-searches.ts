import {
  SAVED_SEARCH_MAX,
  type SavedSearch as SavedSearchDto,
} from '@marketplace/shared/contracts';
import { listingFiltersOf } from '@marketplace/shared/posting-schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { fromFlag, nowIso, toFlag } from '../columns';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';
import { listingsMatching } from './property-search';

type Db = Kysely<Database> | Transaction<Database>;
type SavedSearchRow = Selectable<Database['saved_searches']>;

/** Live listings matching a saved query that went live after `since`; 0 for a query the listing no longer reads. */
async function countListedAfter(db: Db, query: string, since: string): Promise<number> {
  const filters = listingFiltersOf(query);
  if (!filters) return 0;
  const row = await listingsMatching(db, filters)
    .where('properties.live_since', '>', since)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function toDto(db: Db, row: SavedSearchRow): Promise<SavedSearchDto> {
  return {
    id: Number(row.id),
    name: row.name,
    query: row.query,
    alerts: fromFlag(row.alerts),
    new_count: await countListedAfter(db, row.query, row.seen_at),
    seen_at: row.seen_at,
    created_at: row.created_at,
  };
}

/** An account's saved searches, the most recently saved first, each with its "new" count. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearchDto[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(rows.map((row) => toDto(db, row)));
}

/** One of the account's saved searches; undefined for another account's id as for none. */
export async function findSavedSearch(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchDto | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && toDto(db, row);
}

export type SaveOutcome =
  { saved: SavedSearchDto } | { refused: 'limit' } | { refused: 'duplicate'; name: string };

/**
 * Saves a search unless the account already keeps SAVED_SEARCH_MAX or the same query. The
 * account's row is locked first on PostgreSQL, so two saves at once cannot both pass the count;
 * SQLite's write transactions already run one at a time.
 */
export async function saveSearch(
  trx: Transaction<Database>,
  fields: { userId: number; name: string; query: string; unsubscribeToken: string },
  now = new Date(),
): Promise<SaveOutcome> {
  if (detectDialect<Database>(trx) === 'postgres') {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', fields.userId)
      .forUpdate()
      .execute();
  }
  const existing = await trx
    .selectFrom('saved_searches')
    .select(['name', 'query'])
    .where('user_id', '=', fields.userId)
    .execute();
  const same = existing.find((row) => row.query === fields.query);
  if (same) return { refused: 'duplicate', name: same.name };
  if (existing.length >= SAVED_SEARCH_MAX) return { refused: 'limit' };
  const at = nowIso(now);
  const row = await trx
    .insertInto('saved_searches')
    .values({
      user_id: fields.userId,
      name: fields.name,
      query: fields.query,
      alerts: 1,
      alerts_from: at,
      seen_at: at,
      unsubscribe_token: fields.unsubscribeToken,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { saved: await toDto(trx, row) };
}

/**
 * Renames a saved search or turns its e-mails on or off; false when the account has no such
 * search. Turning them back on starts from now: listings that went live while they were off are
 * not mailed all at once.
 */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  change: { name?: string; alerts?: boolean },
  now = new Date(),
): Promise<boolean> {
  const at = nowIso(now);
  let query = db
    .updateTable('saved_searches')
    .set({ updated_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId);
  if (change.name !== undefined) query = query.set({ name: change.name });
  if (change.alerts === false) query = query.set({ alerts: 0 });
  if (change.alerts === true) {
    // Already on: nothing to restart.
    query = query.set((eb) => ({
      alerts: 1,
      alerts_from: eb.case().when('alerts', '=', 0).then(at).else(eb.ref('alerts_from')).end(),
    }));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes that the visitor opened the search now: its "new" count starts again from zero. */
export async function markSavedSearchSeen(
  db: Db,
  userId: number,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('saved_searches')
    .set({ seen_at: nowIso(now) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The saved search an unsubscribe link is about: its name and whether it still e-mails. */
export async function findByUnsubscribeToken(
  db: Db,
  token: string,
): Promise<{ name: string; alerts: boolean } | undefined> {
  const row = await db
    .selectFrom('saved_searches')
    .select(['name', 'alerts'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return row && { name: row.name, alerts: fromFlag(row.alerts) };
}

/** Stops a saved search's e-mails by its link's token (idempotent); its name, or undefined. */
export async function unsubscribeByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .updateTable('saved_searches')
    .set({ alerts: toFlag(false), updated_at: nowIso(now) })
    .where('unsubscribe_token', '=', token)
    .returning('name')
    .executeTakeFirst();
  return row?.name;
}
