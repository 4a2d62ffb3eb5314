import type { CatalogueKind, CatalogueTranslations } from '@marketplace/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromFlag, nowIso, toFlag } from '../columns';
import type { CatalogueItemRow, Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** An item of the catalogue as the api works with it: the body parsed, the flag a boolean. */
export interface CatalogueItem {
  id: number;
  key: string;
  kind: CatalogueKind;
  body: Record<string, unknown>;
  translations: CatalogueTranslations;
  visible: boolean;
  position: number;
  revision: number;
  updated_at: string;
  /** The username of the last editor, when the list asked for it. */
  updated_by_name?: string | null;
}

function toItem(row: CatalogueItemRow & { updated_by_name?: string | null }): CatalogueItem {
  return {
    id: Number(row.id),
    key: row.key,
    kind: row.kind,
    body: JSON.parse(row.body) as Record<string, unknown>,
    translations: JSON.parse(row.translations) as CatalogueTranslations,
    visible: fromFlag(Number(row.visible)),
    position: Number(row.position),
    revision: Number(row.revision),
    updated_at: row.updated_at,
    ...(row.updated_by_name === undefined ? {} : { updated_by_name: row.updated_by_name }),
  };
}

/** Whether any text or number of a body holds `needle` (lower case). */
function holds(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(needle);
  if (typeof value === 'number') return String(value).includes(needle);
  if (Array.isArray(value)) return value.some((entry) => holds(entry, needle));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).some((entry) => holds(entry, needle));
  }
  return false;
}

/**
 * The working copy, by kind then display order; `q` keeps the items whose key or any field of
 * whose body holds the text, case-insensitive (a few hundred items: filtered here, not in SQL,
 * so a search never matches the JSON's field names).
 */
export async function listCatalogueItems(
  db: Db,
  filter: { kind?: CatalogueKind; q?: string } = {},
): Promise<CatalogueItem[]> {
  let query = db
    .selectFrom('catalogue_items')
    .leftJoin('users', 'users.id', 'catalogue_items.updated_by')
    .selectAll('catalogue_items')
    .select('users.username as updated_by_name')
    .orderBy('catalogue_items.kind')
    .orderBy('catalogue_items.position')
    .orderBy('catalogue_items.id');
  if (filter.kind) query = query.where('catalogue_items.kind', '=', filter.kind);
  const items = (await query.execute()).map(toItem);
  const needle = filter.q?.trim().toLowerCase();
  if (!needle) return items;
  return items.filter(
    (item) =>
      item.key.includes(needle) || holds(item.body, needle) || holds(item.translations, needle),
  );
}

export async function findCatalogueItem(db: Db, id: number): Promise<CatalogueItem | undefined> {
  const row = await db
    .selectFrom('catalogue_items')
    .leftJoin('users', 'users.id', 'catalogue_items.updated_by')
    .selectAll('catalogue_items')
    .select('users.username as updated_by_name')
    .where('catalogue_items.id', '=', id)
    .executeTakeFirst();
  return row ? toItem(row) : undefined;
}

/** Whether another item of the kind already has this slug (its web address). */
export async function slugTaken(
  db: Db,
  kind: CatalogueKind,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const items = await db
    .selectFrom('catalogue_items')
    .select(['id', 'body'])
    .where('kind', '=', kind)
    .execute();
  return items.some(
    (row) =>
      Number(row.id) !== exceptId && (JSON.parse(row.body) as { slug?: unknown }).slug === slug,
  );
}

export async function keyExists(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('catalogue_items')
    .select('id')
    .where('key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new draft at the end of its kind's order. */
export async function insertCatalogueItem(
  db: Db,
  item: {
    key: string;
    kind: CatalogueKind;
    body: unknown;
    translations: CatalogueTranslations;
    visible: boolean;
    userId: number | null;
  },
): Promise<number> {
  const last = await db
    .selectFrom('catalogue_items')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('kind', '=', item.kind)
    .executeTakeFirst();
  const { id } = await db
    .insertInto('catalogue_items')
    .values({
      key: item.key,
      kind: item.kind,
      body: JSON.stringify(item.body),
      translations: JSON.stringify(item.translations),
      visible: toFlag(item.visible),
      position: Number(last?.position ?? -1) + 1,
      revision: 1,
      updated_at: nowIso(),
      updated_by: item.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * Saves a draft if it is still at `revision`; false when someone saved over it since (or it is
 * gone). One conditional statement, so two saves racing on two api instances cannot both win.
 */
export async function updateCatalogueItem(
  db: Db,
  id: number,
  revision: number,
  changes: {
    body: unknown;
    /** Left out: the stored translations stay. */
    translations?: CatalogueTranslations;
    visible: boolean;
    userId: number | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('catalogue_items')
    .set({
      body: JSON.stringify(changes.body),
      ...(changes.translations ? { translations: JSON.stringify(changes.translations) } : {}),
      visible: toFlag(changes.visible),
      revision: sql<number>`revision + 1`,
      updated_at: nowIso(),
      updated_by: changes.userId,
    })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Swaps the item with its neighbour of the same kind, if it is still at `revision`. Returns
 * 'moved', 'stale' (saved over since), or 'edge' (already first or last: nothing to do).
 */
export async function moveCatalogueItem(
  trx: Transaction<Database>,
  item: CatalogueItem,
  revision: number,
  direction: 'up' | 'down',
  userId: number | null,
): Promise<'moved' | 'stale' | 'edge'> {
  const up = direction === 'up';
  const neighbour = await trx
    .selectFrom('catalogue_items')
    .select(['id', 'position'])
    .where('kind', '=', item.kind)
    .where('position', up ? '<' : '>', item.position)
    .orderBy('position', up ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  const bump = { revision: sql<number>`revision + 1`, updated_at: nowIso(), updated_by: userId };
  const moved = await trx
    .updateTable('catalogue_items')
    .set({ ...bump, position: neighbour ? Number(neighbour.position) : item.position })
    .where('id', '=', item.id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return 'stale';
  if (!neighbour) return 'edge';
  await trx
    .updateTable('catalogue_items')
    .set({ ...bump, position: item.position })
    .where('id', '=', Number(neighbour.id))
    .execute();
  return 'moved';
}

/** An item of a version, as it goes back into the working copy. */
export interface RestoredItem {
  key: string;
  kind: CatalogueKind;
  body: unknown;
  /** Missing in versions published before items had translations. */
  translations?: CatalogueTranslations;
  visible: boolean;
  position: number;
}

/**
 * Makes the working copy exactly `items`: an item with the same key keeps its row (and gets a new
 * revision, so an editor who had it open is told), the others are inserted, and the rest deleted.
 */
export async function replaceCatalogueItems(
  trx: Transaction<Database>,
  items: readonly RestoredItem[],
  userId: number | null,
): Promise<void> {
  const keys = items.map((item) => item.key);
  const now = nowIso();
  if (keys.length === 0) await trx.deleteFrom('catalogue_items').execute();
  else await trx.deleteFrom('catalogue_items').where('key', 'not in', keys).execute();
  for (const item of items) {
    const values = {
      body: JSON.stringify(item.body),
      translations: JSON.stringify(item.translations ?? {}),
      visible: toFlag(item.visible),
      position: item.position,
      updated_at: now,
      updated_by: userId,
    };
    const updated = await trx
      .updateTable('catalogue_items')
      .set({ ...values, revision: sql<number>`revision + 1` })
      .where('key', '=', item.key)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('catalogue_items')
        .values({ ...values, key: item.key, kind: item.kind, revision: 1 })
        .execute();
    }
  }
}
