import { useEffect } from 'react';
import useSWR, { mutate as mutateDefaultCache, unstable_serialize, useSWRConfig } from 'swr';
import { getProperty } from '../../../lib/get-property';
import { createFetchAhead } from '../../../lib/fetch-ahead';

const propertyKey = (id: string) => ['/getPropertyById', id] as const;

/** The property requested on arrival at its page, by id. */
const ahead = createFetchAhead(getProperty);

/**
 * Arriving on a property's page: the property is asked for while the remote's code is evaluated
 * (app/routes.tsx), beside the page's own chunk, and drawn by the page's first render.
 */
export function preloadProperty(id: string): void {
  ahead.start(propertyKey(id), mutateDefaultCache);
}

/**
 * The property of the detail page: fetched on open and cleared on leave (spec), so coming back
 * later shows fresh data rather than a stale copy.
 */
export function useProperty(id: string) {
  const { cache } = useSWRConfig();
  const key = propertyKey(id);
  // Dropped from the cache (not mutated: the provider may already be gone when a page unmounts).
  useEffect(() => () => cache.delete(unstable_serialize(propertyKey(id))), [id, cache]);
  return useSWR(key, ahead.fetch, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // Fetched on arrival a moment ago: not asked for again.
    revalidateIfStale: !ahead.justCached(key),
  });
}
