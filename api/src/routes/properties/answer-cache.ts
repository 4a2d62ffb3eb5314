// Listing and property answers kept in memory, as the JSON sent, under the properties' version
// they were read at (a number the database's triggers bump on every write to properties, whoever writes). A
// request reads the version (one indexed row) and gets the kept answer when it matches; otherwise
// it searches, and keeps that answer. So an edit is seen by the next request of every api
// instance and worker, and a popular page (the first page of a filter) costs one small read
// instead of the search, its count and serialising 24 rows; a property's page, one small read
// instead of its row and its serialising (docs/decisions/property-listing-cache.md).

/** Distinct listing queries kept, least recently used dropped first: about 23 KB each at 24 rows. */
export const LISTING_CACHE_SIZE = 256;
/** Properties kept, least recently viewed dropped first: about 2 KB each. */
export const PROPERTY_CACHE_SIZE = 2000;

interface Kept {
  version: number;
  body: string;
}

export class AnswerCache {
  private readonly answers = new Map<string, Kept>();

  constructor(private readonly size: number) {}

  /** The answer kept for `key` at `version`, or undefined (never kept, or older). */
  get(key: string, version: number): string | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    this.answers.delete(key);
    if (kept.version !== version) return undefined;
    this.answers.set(key, kept); // most recently used last
    return kept.body;
  }

  set(key: string, version: number, body: string): void {
    this.answers.delete(key);
    this.answers.set(key, { version, body });
    if (this.answers.size > this.size) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
  }
}

/** One key per distinct query: parameter order does not matter, values do. */
export function listingKey(query: Record<string, unknown>): string {
  const names = Object.keys(query).sort();
  return JSON.stringify(names.map((name) => [name, query[name]]));
}
