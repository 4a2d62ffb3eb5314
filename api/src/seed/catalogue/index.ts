import { sql, type Kysely } from 'kysely';
import { toFlag, nowIso } from '../../db/columns';
import { detectDialect } from '../../db/migrate';
import type { PublishedItem } from '../../db/repositories/catalogue-versions';
import type { Database } from '../../db/schema';
import { PACKAGES } from './constructions';
import { FAQS, FIGURES, SLIDES } from './home';
import { HINDI } from './hindi';
import { HOMECARE } from './homecare';
import { DESIGNS, FURNITURE } from './interior';
import { MAINTENANCE, SERVICES } from './services';

export { putSeedPictures } from './pictures';

/** Advisory lock key of the catalogue's seed on PostgreSQL (instances starting together). */
const CATALOGUE_SEED_LOCK = 8_2026_1128;

/** Today's content, each list in its display order. */
export const CATALOGUE_SEED = [
  ...SLIDES,
  ...SERVICES,
  ...FAQS,
  ...FIGURES,
  ...HOMECARE,
  ...MAINTENANCE,
  ...PACKAGES,
  ...DESIGNS,
  ...FURNITURE,
];

/** The seed as the items of a version: visible, numbered in order within each kind. */
function seedItems(): PublishedItem[] {
  const next = new Map<string, number>();
  return CATALOGUE_SEED.map((item) => {
    const position = next.get(item.kind) ?? 0;
    next.set(item.kind, position + 1);
    const hi = HINDI[item.key];
    return {
      key: item.key,
      kind: item.kind,
      visible: true,
      position,
      body: item.body,
      translations: hi ? { hi } : {},
    };
  });
}

/**
 * Once per database: today's content becomes the working copy and the first published version
 * (no publisher: the content the catalogue started with). Nothing happens when the catalogue has
 * ever been published or edited. Returns how many items were seeded.
 */
export async function seedCatalogueIfEmpty(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (detectDialect(db) === 'postgres') {
      // Held until commit: a second instance waits here, then finds the rows and stops.
      await sql`select pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK})`.execute(trx);
    }
    const existing = await trx
      .selectFrom('catalogue_versions')
      .select('id')
      .union(trx.selectFrom('catalogue_items').select('id'))
      .limit(1)
      .execute();
    if (existing.length > 0) return 0;
    const items = seedItems();
    const now = nowIso();
    await trx
      .insertInto('catalogue_items')
      .values(
        items.map((item) => ({
          key: item.key,
          kind: item.kind,
          body: JSON.stringify(item.body),
          translations: JSON.stringify(item.translations),
          visible: toFlag(item.visible),
          position: item.position,
          revision: 1,
          updated_at: now,
          updated_by: null,
        })),
      )
      .execute();
    await trx
      .insertInto('catalogue_versions')
      .values({
        content: JSON.stringify(items),
        item_count: items.length,
        published_at: now,
        published_by: null,
        published_by_name: null,
        restored_from: null,
      })
      .execute();
    return items.length;
  });
}
