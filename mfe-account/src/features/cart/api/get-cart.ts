import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import useSWR from 'swr';
import { apiRequest, isRejectedSession } from '@marketplace/shared/api-client';
import { getCartAnswer } from '@marketplace/shared/contracts-cart';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { cartCountAtom, useSession } from '@marketplace/shared/session';
import { notify } from '@marketplace/shared/ui';
import {
  EMPTY_CART,
  isSilentCartError,
  toCartItem,
  withTotals,
  type CartState,
} from '../cart-model';

/** GET /cart, mapped to the spec's cart state. */
export async function getCart(token: string): Promise<CartState> {
  const body = await apiRequest('/cart', {
    token,
    schema: getCartAnswer,
    defaultMsg: ERROR_DEFAULTS.getCart,
  });
  return withTotals(body.cart.map(toCartItem));
}

const cartKey = (token: string) => ['/cart', token] as const;

/**
 * The logged-in user's cart. A failed fetch reads as an empty cart (docs/product/cart.md "Behaviour and totals") with the
 * error beside it; the header's count follows whatever the page shows.
 */
export function useCartItems() {
  const { token } = useSession();
  const setCount = useSetAtom(cartCountAtom);
  const swr = useSWR(token ? cartKey(token) : null, ([, bearer]) => getCart(bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // Items are added from other pages (Add to cart): every visit of the cart asks the server,
    // even one a moment after the last fetch.
    dedupingInterval: 0,
    // docs/product/cart.md "Errors and toasts": a server error is shown as an error toast, except one about an empty cart.
    onError: (error: unknown) => {
      // A rejected token (401) ends the session, and the page says 'Login Required' instead.
      if (isRejectedSession(error)) return;
      if (error instanceof Error && error.message && !isSilentCartError(error)) {
        notify.error(error.message);
      }
    },
  });
  const cart = swr.error ? EMPTY_CART : (swr.data ?? EMPTY_CART);
  useEffect(() => {
    if (swr.data && !swr.error) setCount(swr.data.totalItems);
  }, [swr.data, swr.error, setCount]);
  return { ...swr, cart };
}
