import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getProperty } from '../../../lib/get-property';

const propertyKey = (id: string) => ['/getPropertyById', id] as const;

/**
 * The property of the detail page: fetched on open and cleared on leave (spec), so coming back
 * later shows fresh data rather than a stale copy.
 */
export function useProperty(id: string) {
  const { mutate } = useSWRConfig();
  useEffect(
    () => () => {
      void mutate(propertyKey(id), undefined, { revalidate: false });
    },
    [id, mutate],
  );
  return useSWR(propertyKey(id), ([, propertyId]) => getProperty(propertyId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
