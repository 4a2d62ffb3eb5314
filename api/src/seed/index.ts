import { sql, type Kysely } from 'kysely';
import { detectDialect } from '../db/migrate';
import { countProperties } from '../db/repositories/properties';
import type { PropertyInput } from '../db/repositories/property-rows';
import { insertPropertiesInBulk } from '../db/repositories/property-writes';
import type { Database } from '../db/schema';
import { readBytes, uploadName, type FileStore } from '../lib/file-store';
import { renderBrochure } from './brochure';
import { demoListings, type ListingPictures } from './listings';
import { renderPicturePool } from './pictures/render';
import { seededRandom } from './random';

/** Advisory lock key of the start-up seed on PostgreSQL (any constant unique to this purpose). */
const DEMO_SEED_LOCK = 8_2026_1123;

/** How many listings an empty database gets at start: 36 for sale, 24 to let, 4 plots and offices. */
export const DEMO_LISTING_COUNT = 64;
/** Brochures are drawn per listing (they carry its name), so at most this many per run. */
const MAX_BROCHURES = 6;
const BROCHURE_SHARE = 0.3;
/** Listings generated and inserted at a time. */
const INSERT_CHUNK = 5_000;

export interface SeedOptions {
  count: number;
  /** Where the pictures and brochures go. */
  files: FileStore;
  /** Seed of the random choices; the demo set is the same for the same seed. */
  seed?: number;
  /** Reuse these pictures instead of rendering a new pool. */
  pictures?: ListingPictures;
  /**
   * Insert only if the table is still empty when the transaction runs: api instances starting
   * together on one PostgreSQL must not each add a demo set.
   */
  onlyIntoEmptyTable?: boolean;
  now?: Date;
  /** Share of generated listings no longer live (sold, rented, expired); none in the demo set. */
  closedShare?: number;
}

export interface SeedResult {
  inserted: number;
  pictures: number;
  brochures: number;
  /** Milliseconds spent rendering pictures and brochures, and inserting. */
  timings: { pictures: number; brochures: number; insert: number };
}

/** The middle-sized variant of a listing's first picture, for its brochure, if stored. */
async function coverPicture(files: FileStore, url: string | undefined) {
  const name = url && uploadName(url.replace(/-1280\.webp$/, '-800.webp'));
  return name ? readBytes(files, name) : undefined;
}

/**
 * Adds `count` generated listings (pictures rendered once into a shared pool, brochures for some)
 * in one transaction.
 */
export async function seedProperties(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedResult> {
  const random = seededRandom(options.seed ?? 8);
  let started = Date.now();
  const pictures = options.pictures ?? (await renderPicturePool(options.files));
  const picturesMs = Date.now() - started;

  const listings = demoListings(options.count, random, pictures, {
    ...(options.now ? { now: options.now } : {}),
    closedShare: options.closedShare ?? 0,
  });
  /** The next chunk of listings (empty at the end). */
  const nextChunk = (): PropertyInput[] => {
    const chunk: PropertyInput[] = [];
    for (let next = listings.next(); !next.done; next = listings.next()) {
      chunk.push(next.value);
      if (chunk.length === INSERT_CHUNK) break;
    }
    return chunk;
  };
  // Brochures for a few of the first chunk, drawn before the transaction holds the write lock.
  let chunk = nextChunk();
  started = Date.now();
  const brochureRandom = seededRandom((options.seed ?? 8) + 1);
  let brochures = 0;
  for (const listing of chunk) {
    if (brochures >= MAX_BROCHURES || !brochureRandom.chance(BROCHURE_SHARE)) continue;
    const cover = await coverPicture(options.files, listing.images[0]);
    listing.brochureLink = await renderBrochure(listing, options.files, cover);
    brochures += 1;
  }
  const brochuresMs = Date.now() - started;

  started = Date.now();
  const inserted = await db.transaction().execute(async (trx) => {
    if (options.onlyIntoEmptyTable) {
      if (detectDialect(db) === 'postgres') {
        // Held until commit: a second instance waits here, then finds the rows and stops.
        await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`.execute(trx);
      }
      if ((await countProperties(trx)) > 0) return 0;
    }
    let count = 0;
    for (; chunk.length > 0; chunk = nextChunk()) {
      count += await insertPropertiesInBulk(trx, chunk);
    }
    return count;
  });
  // Fresh statistics after a bulk load, so the planner knows how selective each filter is
  // (SQLite has none until ANALYZE; PostgreSQL's autovacuum would get there later). The loaded
  // tables only: statistics of tables still tiny (accounts, sessions) would stay tiny in SQLite
  // and make its planner scan them as they grow (migration 2026-11-27T0000-planner-statistics).
  await sql`analyze properties`.execute(db);
  return {
    inserted,
    pictures: pictures.exteriors.length + pictures.interiors.length,
    brochures,
    timings: {
      pictures: picturesMs,
      brochures: brochuresMs,
      insert: Date.now() - started,
    },
  };
}

/** At start: the demo listings, only when there is no property at all. */
export async function seedDemoDataIfEmpty(
  db: Kysely<Database>,
  files: FileStore,
): Promise<SeedResult | undefined> {
  if ((await countProperties(db)) > 0) return undefined;
  const result = await seedProperties(db, {
    count: DEMO_LISTING_COUNT,
    files,
    onlyIntoEmptyTable: true,
  });
  return result.inserted > 0 ? result : undefined;
}
