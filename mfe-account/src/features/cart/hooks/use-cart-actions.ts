import { useCallback, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { KeyedMutator } from 'swr';
import { paths } from '@marketplace/shared/config';
import { cartCountAtom, useSession } from '@marketplace/shared/session';
import { notify, useMessages } from '@marketplace/shared/ui';
import { getCart } from '../api/get-cart';
import { clearCart } from '../api/clear-cart';
import { removeCartItem } from '../api/remove-cart-item';
import { updateCartQuantity } from '../api/update-cart-quantity';
import {
  EMPTY_CART,
  isSilentCartError,
  withTotals,
  type CartItem,
  type CartState,
} from '../cart-model';
import { cartCatalogue } from '../catalogue';

/** A server error as an error toast, except messages about an empty cart (docs/product/cart.md "Errors and toasts"). */
function showError(error: unknown): void {
  const message = error instanceof Error ? error.message : '';
  if (message && !isSilentCartError(error)) notify.error(message);
}

type ItemsChange = (items: CartItem[]) => CartItem[];

/**
 * The cart page's changes. Each one calls the api, then updates the page's copy of the cart
 * (recomputing totals, docs/product/cart.md "Behaviour and totals") and the header's count without another round trip.
 *
 * A line with a change in flight is `busy`: its stepper and Remove are disabled until the server
 * answers, so a quick second click can never send the same stale quantity again.
 */
export function useCartActions(cart: CartState, mutate: KeyedMutator<CartState>) {
  const t = useMessages(cartCatalogue);
  const { token } = useSession();
  const navigate = useNavigate();
  const setCount = useSetAtom(cartCountAtom);
  // The ref guards clicks that arrive before React re-renders the disabled buttons.
  const inFlight = useRef(new Set<number>());
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const apply = useCallback(
    async (next: CartState) => {
      setCount(next.totalItems);
      await mutate(next, { revalidate: false });
    },
    [mutate, setCount],
  );

  /** Applies a change to the cart as it is now (another line may have changed meanwhile). */
  const applyToItems = useCallback(
    async (change: ItemsChange) => {
      await mutate(
        (current) => {
          const next = withTotals(change((current ?? EMPTY_CART).items));
          setCount(next.totalItems);
          return next;
        },
        { revalidate: false },
      );
    },
    [mutate, setCount],
  );

  /** After a failed change the server may still have applied it: show what it holds. */
  const resync = useCallback(async () => {
    if (!token) return;
    try {
      await apply(await getCart(token));
    } catch {
      // The change's own error is already shown; keep the page as it was.
    }
  }, [token, apply]);

  /** Runs one change of line `cartId`, unless one is already in flight for it. */
  const lineChange = useCallback(
    async (cartId: number, send: () => Promise<void>) => {
      if (!token || inFlight.current.has(cartId)) return;
      inFlight.current.add(cartId);
      setBusyIds(new Set(inFlight.current));
      try {
        await send();
      } catch (error) {
        showError(error);
        await resync();
      } finally {
        inFlight.current.delete(cartId);
        setBusyIds(new Set(inFlight.current));
      }
    },
    [token, resync],
  );

  const remove = useCallback(
    (cartId: number) =>
      lineChange(cartId, async () => {
        await removeCartItem(token ?? '', cartId);
        await applyToItems((items) => items.filter((item) => item.id !== cartId));
        notify.success(t.toasts.removed.text, { autoClose: t.toasts.removed.ms });
      }),
    [token, lineChange, applyToItems, t],
  );

  const setQuantity = useCallback(
    (cartId: number, quantity: number) =>
      lineChange(cartId, async () => {
        await updateCartQuantity(token ?? '', cartId, quantity);
        // Setting a quantity to 0 removes the item (docs/product/cart.md "Behaviour and totals").
        await applyToItems((items) =>
          quantity <= 0
            ? items.filter((item) => item.id !== cartId)
            : items.map((item) => (item.id === cartId ? { ...item, quantity } : item)),
        );
        const toast = quantity <= 0 ? t.toasts.removed : t.toasts.quantityUpdated;
        notify.success(toast.text, { autoClose: toast.ms });
      }),
    [token, lineChange, applyToItems, t],
  );

  const clear = useCallback(async () => {
    if (!token) return;
    try {
      await clearCart(token);
      await apply(EMPTY_CART);
      notify.success(t.toasts.cleared.text, { autoClose: t.toasts.cleared.ms });
    } catch (error) {
      showError(error);
    }
  }, [token, apply, t]);

  // Fetched here rather than with SWR's mutate(): that resolves with the cached cart when the
  // reload fails, which would announce a refresh that did not happen.
  const refresh = useCallback(async () => {
    if (!token) return;
    try {
      await apply(await getCart(token));
      notify.success(t.toasts.refreshed.text, { autoClose: t.toasts.refreshed.ms });
    } catch (error) {
      showError(error);
    }
  }, [token, apply, t]);

  const checkout = useCallback(() => {
    if (cart.items.length === 0) {
      notify.error(t.toasts.emptyCheckout.text, { autoClose: t.toasts.emptyCheckout.ms });
      return;
    }
    // Checkout would refuse it: nothing that can no longer be booked is booked.
    if (cart.items.some((item) => !item.available)) {
      notify.error(t.text.unavailableSummary);
      return;
    }
    // The spec's toast stays, and leads to the booking page.
    notify.success(t.toasts.checkout.text, { autoClose: t.toasts.checkout.ms });
    navigate(paths.checkout());
  }, [cart.items, navigate, t]);

  return { remove, setQuantity, clear, refresh, checkout, busyIds };
}
