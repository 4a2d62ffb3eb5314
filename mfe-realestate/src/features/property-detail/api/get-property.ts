import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { getProperty } from '../../../lib/get-property';

const propertyKey = (id: string) => ['/getPropertyById', id] as const;

/**
 * The property of the detail page: fetched on open and cleared on leave (spec), so coming back
 * later shows fresh data rather than a stale copy.
 */
export function useProperty(id: string) {
  const { cache } = useSWRConfig();
  // Dropped from the cache (not mutated: the provider may already be gone when a page unmounts).
  useEffect(() => () => cache.delete(unstable_serialize(propertyKey(id))), [id, cache]);
  return useSWR(propertyKey(id), ([, propertyId]) => getProperty(propertyId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
