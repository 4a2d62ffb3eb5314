import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import type { KeyedMutator } from 'swr';
import { cartCountAtom, useSession } from '@marketplace/shared/session';
import { notify } from '@marketplace/shared/ui';
import { clearCart } from '../api/clear-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartQuantity } from '../api/update-cart-quantity';
import { EMPTY_CART, isSilentCartError, withTotals, type CartState } from '../cart-model';
import { CART_TOASTS } from '../messages';

/** A server error as an error toast, except messages about an empty cart (spec section 8). */
function showError(error: unknown): void {
  const message = error instanceof Error ? error.message : '';
  if (message && !isSilentCartError(message)) notify.error(message);
}

/**
 * The cart page's changes. Each one calls the api, then updates the page's copy of the cart
 * (recomputing totals, spec section 4) and the header's count without another round trip.
 */
export function useCartActions(cart: CartState, mutate: KeyedMutator<CartState>) {
  const { token } = useSession();
  const setCount = useSetAtom(cartCountAtom);

  const apply = useCallback(
    async (next: CartState) => {
      setCount(next.totalItems);
      await mutate(next, { revalidate: false });
    },
    [mutate, setCount],
  );

  const remove = useCallback(
    async (cartId: number) => {
      if (!token) return;
      try {
        await removeCartItem(token, cartId);
        await apply(withTotals(cart.items.filter((item) => item.id !== cartId)));
        notify.success(CART_TOASTS.removed.text, { autoClose: CART_TOASTS.removed.ms });
      } catch (error) {
        showError(error);
      }
    },
    [token, cart, apply],
  );

  const setQuantity = useCallback(
    async (cartId: number, quantity: number) => {
      if (!token) return;
      try {
        await updateCartQuantity(token, cartId, quantity);
        // Setting a quantity to 0 removes the item (spec section 4).
        const items =
          quantity <= 0
            ? cart.items.filter((item) => item.id !== cartId)
            : cart.items.map((item) => (item.id === cartId ? { ...item, quantity } : item));
        await apply(withTotals(items));
        const toast = quantity <= 0 ? CART_TOASTS.removed : CART_TOASTS.quantityUpdated;
        notify.success(toast.text, { autoClose: toast.ms });
      } catch (error) {
        showError(error);
      }
    },
    [token, cart, apply],
  );

  const clear = useCallback(async () => {
    if (!token) return;
    try {
      await clearCart(token);
      await apply(EMPTY_CART);
      notify.success(CART_TOASTS.cleared.text, { autoClose: CART_TOASTS.cleared.ms });
    } catch (error) {
      showError(error);
    }
  }, [token, apply]);

  const refresh = useCallback(async () => {
    const next = await mutate();
    if (next) notify.success(CART_TOASTS.refreshed.text, { autoClose: CART_TOASTS.refreshed.ms });
  }, [mutate]);

  const checkout = useCallback(() => {
    if (cart.items.length === 0) {
      notify.error(CART_TOASTS.emptyCheckout.text, { autoClose: CART_TOASTS.emptyCheckout.ms });
      return;
    }
    // A real booking flow is future work (PRODUCT-DECISIONS.md): the toast is all it does.
    notify.success(CART_TOASTS.checkout.text, { autoClose: CART_TOASTS.checkout.ms });
  }, [cart.items.length]);

  return { remove, setQuantity, clear, refresh, checkout };
}
