// Hearts given while logged out are merged into the account as soon as a session exists on a page
// of this remote (contract: POST /wishlist/merge, then the local key is cleared).
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@marketplace/shared/session';
import { WISHLIST_MERGE_MAX } from '@marketplace/shared/contracts-properties';
import { clearLocalWishlist, useLocalWishlist } from './local-wishlist';
import { mergeWishlist, wishlistKey } from './wishlist-api';

// One merge at a time across every mounted hook (StrictMode mounts effects twice).
let inFlight: Promise<void> | null = null;

/** Runs the merge when needed; answers true while it is under way. */
export function useWishlistMerge(): boolean {
  const { token } = useSession();
  const localIds = useLocalWishlist();
  const { mutate } = useSWRConfig();
  const pending = Boolean(token) && localIds.length > 0;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token || localIds.length === 0 || inFlight || failed) return;
    inFlight = mergeWishlist(token, localIds.slice(0, WISHLIST_MERGE_MAX))
      .then(async () => {
        clearLocalWishlist();
        await mutate(wishlistKey(token));
      })
      // Kept locally for the next visit; the page shows the account's list meanwhile.
      .catch(() => setFailed(true))
      .finally(() => {
        inFlight = null;
      });
  }, [token, localIds, mutate, failed]);

  return pending && !failed;
}
