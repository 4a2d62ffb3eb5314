// The counts beside the filters depend on the filters alone, not on the page or the order: a
// visitor who pages or sorts gets them from memory, under the properties' version they were
// counted at (answer-cache.ts says how the version follows every write), instead of counting
// every option again (docs/decisions/search-counts.md).
import type { PropertyListQuery } from '@marketplace/shared/contracts';
import type { SearchCounts } from '../../db/repositories/property-facets';
import { listingKey } from './answer-cache';

interface Kept {
  version: number;
  counts: Promise<SearchCounts>;
}

export class CountsCache {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly size: number) {}

  /**
   * The counts of `search` at `version`: kept ones, or `count()`'s, kept in turn. Requests that
   * arrive while a count runs share it; a failed count is not kept.
   */
  get(
    search: PropertyListQuery,
    version: number,
    count: () => Promise<SearchCounts>,
  ): Promise<SearchCounts> {
    const {
      sort: _sort,
      page: _page,
      limit: _limit,
      ...filters
    } = search as PropertyListQuery & {
      page?: number;
      limit?: number;
    };
    const key = listingKey(filters);
    const found = this.kept.get(key);
    this.kept.delete(key);
    if (found && found.version === version) {
      this.kept.set(key, found); // most recently used last
      return found.counts;
    }
    const counts = count();
    this.kept.set(key, { version, counts });
    counts.catch(() => {
      if (this.kept.get(key)?.counts === counts) this.kept.delete(key);
    });
    if (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value as string);
    return counts;
  }
}
