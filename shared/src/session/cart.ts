// What every app needs of the cart: the header's item count, and "Add to cart" from any remote.
// The count lives in `cartCountAtom`; the cart page and these helpers keep it up to date.
import { useCallback, useEffect } from 'react';
import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { apiRequest } from '@marketplace/shared/api-client';
import { authAtom, cartCountAtom, cartCountForAtom } from './atoms';
import { cartCountAnswer, cartMessageAnswer } from './cart-answers';
import { sessionCheckDoneAtom } from './hydration';
import { whenIdle } from '../ui/when-idle';

/** GET /cart, and the header's count set from its totalItems. Failures leave the count alone. */
export const refreshCartCountAtom = atom(null, async (get, set) => {
  const { token } = get(authAtom);
  if (!token) return;
  set(cartCountForAtom, token);
  try {
    const body = await apiRequest('/cart', {
      token,
      schema: cartCountAnswer,
      defaultMsg: ERROR_DEFAULTS.getCart,
    });
    // Only if the same session is still there.
    if (get(authAtom).token === token) set(cartCountAtom, body.totalItems);
  } catch {
    // The count is a hint in the header; the cart page shows the real error.
  }
});

export interface CartHook {
  /** Number of items (sum of quantities) in the cart. */
  totalItems: number;
  /**
   * POST /cart/addToCart for the logged-in user, then reloads the count. Rejects with the
   * ApiError (server msg or 'Failed to add item to cart'); the caller toasts.
   */
  addToCart: (itemType: string, itemId: string, quantity?: number) => Promise<string>;
  /** Reloads the count from GET /cart. */
  refreshCount: () => Promise<void>;
}

export function useCart(): CartHook {
  const totalItems = useAtomValue(cartCountAtom);
  const refreshCount = useSetAtom(refreshCartCountAtom);
  const store = useStore();

  const addToCart = useCallback(
    async (itemType: string, itemId: string, quantity?: number) => {
      const { token } = store.get(authAtom);
      const body = await apiRequest('/cart/addToCart', {
        method: 'POST',
        token,
        body: { item_type: itemType, item_id: itemId, ...(quantity ? { quantity } : {}) },
        schema: cartMessageAnswer,
        defaultMsg: ERROR_DEFAULTS.addToCart,
      });
      await refreshCount();
      return body.msg;
    },
    [store, refreshCount],
  );

  return { totalItems, addToCart, refreshCount };
}

/**
 * Loads the cart count once per session (after login, or a reload with a stored session once the
 * start-up check has accepted it), unless something has set it for this session already (the
 * cart page's own GET /cart). The shell's header calls it, so the count shows before the cart
 * page is ever opened.
 */
export function useCartCountLoader(): void {
  const { token } = useAtomValue(authAtom);
  // A restored token is first checked by the start-up session check; a rejected one never asks.
  const checked = useAtomValue(sessionCheckDoneAtom);
  const countFor = useAtomValue(cartCountForAtom);
  const refreshCount = useSetAtom(refreshCartCountAtom);
  useEffect(() => {
    if (!checked || !token || countFor === token) return;
    // The count is a hint in the header: asked for once the page's own first requests are done,
    // never beside them. On the cart page, the page's GET /cart has set it by then, and none
    // is sent for the header (a second GET /cart before the page's first paint).
    return whenIdle(() => void refreshCount());
  }, [checked, token, countFor, refreshCount]);
}
