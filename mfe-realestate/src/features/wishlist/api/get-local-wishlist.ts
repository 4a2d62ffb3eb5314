import useSWR from 'swr';
import { isApiError } from '@marketplace/shared/api-client';
import type { Property } from '@marketplace/shared/contracts-properties';
import { getProperty } from '../../../lib/get-property';

/** The properties behind this browser's hearts, by id; ones that no longer exist are left out. */
async function getLocalWishlist(ids: readonly number[]): Promise<Property[]> {
  const found = await Promise.all(
    ids.map((id) =>
      getProperty(id).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return found.filter((property): property is Property => property !== null);
}

export function useLocalWishlistProperties(ids: readonly number[], enabled: boolean) {
  return useSWR(
    enabled && ids.length > 0 ? ['/wishlist/local', ids.join(',')] : null,
    () => getLocalWishlist(ids),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
