import type { Kysely } from 'kysely';
import {
  currentVersionId,
  versionItems,
  type PublishedItem,
} from '../db/repositories/catalogue-versions';
import type { Database } from '../db/schema';

/** What the site shows: one published version, its items indexed by key. */
export interface PublishedCatalogue {
  /** 0 before anything was published. */
  readonly version: number;
  readonly items: readonly PublishedItem[];
  readonly byKey: ReadonlyMap<string, PublishedItem>;
  /** Answers built from this version, by name (pages.ts), made at their first request. */
  readonly answers: Map<string, unknown>;
}

function snapshotOf(version: number, items: readonly PublishedItem[]): PublishedCatalogue {
  return {
    version,
    items,
    byKey: new Map(items.map((item) => [item.key, item])),
    answers: new Map(),
  };
}

/**
 * The published catalogue of this process (docs/decisions/catalogue-content-model.md "Public
 * reads and caching"): every call reads the current version id (one index lookup) and answers
 * from the copy of that version, loading and parsing it once when another instance (or this one)
 * has published since. So a publish is seen by every api instance on its next request.
 */
export class PublishedCatalogueCache {
  private copy: PublishedCatalogue = snapshotOf(0, []);

  async current(db: Kysely<Database>): Promise<PublishedCatalogue> {
    const version = await currentVersionId(db);
    if (version === this.copy.version) return this.copy;
    const items = version === 0 ? [] : ((await versionItems(db, version)) ?? []);
    const loaded = snapshotOf(version, items);
    // Versions only grow: a slower load of an older one never replaces a newer copy.
    if (version > this.copy.version) this.copy = loaded;
    return loaded;
  }
}
