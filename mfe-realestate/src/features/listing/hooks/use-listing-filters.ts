import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify, useMessages } from '@marketplace/shared/ui';
import { usePrefetchProperties } from '../api/get-properties';
import { listingCatalogue } from '../catalogue';
import {
  applyChange,
  clearedFilters,
  filtersFromSearch,
  searchFromFilters,
  type ListingFilters,
} from '../filters';

export interface ListingFiltersApi {
  filters: ListingFilters;
  /**
   * Applies a change. A click is a new history entry (Back undoes it); typing replaces the entry
   * so Back does not walk through every keystroke.
   */
  update: (change: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
  clear: () => void;
}

/** The filters, read from and written to the URL query of the hash route. */
export function useListingFilters(): ListingFiltersApi {
  const { listing: t } = useMessages(listingCatalogue);
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // Parsed once per distinct query, so the object is stable for hooks that depend on it.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(key)), [key]);
  const prefetch = usePrefetchProperties();

  const update = useCallback(
    (change: Partial<ListingFilters>, options: { replace?: boolean } = {}) => {
      const changed = applyChange(filters, change);
      const next = searchFromFilters(changed);
      if (next.toString() === key) return;
      // The request starts now, not after the page has re-rendered for the new URL.
      prefetch(changed);
      setSearch(next, { replace: options.replace ?? false });
    },
    [filters, key, prefetch, setSearch],
  );

  const clear = useCallback(() => {
    const cleared = clearedFilters(filters);
    prefetch(cleared);
    setSearch(searchFromFilters(cleared));
    notify.success(t.cleared);
  }, [filters, prefetch, setSearch, t]);

  return { filters, update, clear };
}
