import type {
  CatalogueKind,
  CatalogueTranslations,
  CatalogueVersion,
} from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { CatalogueVersionRow, Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One item of a published version, as the snapshot keeps it. */
export interface PublishedItem {
  key: string;
  kind: CatalogueKind;
  visible: boolean;
  position: number;
  body: Record<string, unknown>;
  /** Missing in versions published before items had translations. */
  translations?: CatalogueTranslations;
}

function toVersion(row: Omit<CatalogueVersionRow, 'content' | 'published_by'>): CatalogueVersion {
  return {
    id: Number(row.id),
    published_at: row.published_at,
    published_by: row.published_by_name,
    restored_from: row.restored_from === null ? null : Number(row.restored_from),
    items: Number(row.item_count),
  };
}

const SUMMARY = ['id', 'published_at', 'published_by_name', 'restored_from', 'item_count'] as const;

/** The version the site shows: the newest publish (0 before the first). One index lookup. */
export async function currentVersionId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : 0;
}

export async function findVersionSummary(
  db: Db,
  id: number,
): Promise<CatalogueVersion | undefined> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select(SUMMARY)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** A version's items, or undefined when there is no such version. */
export async function versionItems(db: Db, id: number): Promise<PublishedItem[] | undefined> {
  const row = await db
    .selectFrom('catalogue_versions')
    .select('content')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (JSON.parse(row.content) as PublishedItem[]) : undefined;
}

/** Every version, newest first. */
export async function listVersions(db: Db): Promise<CatalogueVersion[]> {
  const rows = await db
    .selectFrom('catalogue_versions')
    .select(SUMMARY)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVersion);
}

export async function insertVersion(
  db: Db,
  version: {
    items: readonly PublishedItem[];
    userId: number | null;
    username: string | null;
    restoredFrom: number | null;
  },
): Promise<CatalogueVersion> {
  const published_at = nowIso();
  const { id } = await db
    .insertInto('catalogue_versions')
    .values({
      content: JSON.stringify(version.items),
      item_count: version.items.length,
      published_at,
      published_by: version.userId,
      published_by_name: version.username,
      restored_from: version.restoredFrom,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toVersion({
    id,
    published_at,
    published_by_name: version.username,
    restored_from: version.restoredFrom,
    item_count: version.items.length,
  });
}
