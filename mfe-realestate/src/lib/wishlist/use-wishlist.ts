// One wishlist for every heart: the account's (api) when logged in, this browser's (localStorage)
// when not. See docs/decisions/realestate-wishlist.md.
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { Property } from '@marketplace/shared/contracts-properties';
import { useSession } from '@marketplace/shared/session';
import { notify } from '@marketplace/shared/ui';
import { toggleLocalWishlist, useLocalWishlist } from './local-wishlist';
import { getWishlist, setWishlisted, wishlistKey } from './wishlist-api';

type WishlistChange = 'added' | 'removed';

export interface Wishlist {
  isSaved: (id: number) => boolean;
  /**
   * Saves or removes the property: what happened, for the heart to say in the page's language,
   * or null when it failed (the api's reason is toasted here).
   */
  toggle: (property: Pick<Property, 'id'>) => Promise<WishlistChange | null>;
}

/** The logged-in user's saved properties (null key when logged out). */
export function useAccountWishlist() {
  const { token } = useSession();
  return useSWR(token ? wishlistKey(token) : null, ([, bearer]) => getWishlist(bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function useWishlist(): Wishlist {
  const { token } = useSession();
  const localIds = useLocalWishlist();
  const account = useAccountWishlist();
  const { mutate } = account;

  const saved = useMemo(
    () => new Set(token ? (account.data ?? []).map((p) => p.id) : localIds),
    [token, account.data, localIds],
  );

  const toggle = useCallback(
    async ({ id }: Pick<Property, 'id'>): Promise<WishlistChange | null> => {
      if (!token) return toggleLocalWishlist(id) ? 'added' : 'removed';
      const nowSaved = !saved.has(id);
      let change: WishlistChange | null = null;
      try {
        await setWishlisted(token, id, nowSaved);
        change = nowSaved ? 'added' : 'removed';
      } catch (error) {
        notify.error(error instanceof Error ? error.message : String(error));
      }
      // The server's list is the truth (order, removed properties): ask it again either way.
      await mutate();
      return change;
    },
    [token, saved, mutate],
  );

  return useMemo(() => ({ isSaved: (id: number) => saved.has(id), toggle }), [saved, toggle]);
}
