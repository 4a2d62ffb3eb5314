import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { getCartAnswer, type CartLine } from '@marketplace/shared/contracts-cart';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { useSession } from '@marketplace/shared/session';

/** GET /cart: the lines the booking will copy (the api prices them again when booking). */
async function getCheckoutCart(token: string): Promise<CartLine[]> {
  const body = await apiRequest('/cart', {
    token,
    schema: getCartAnswer,
    defaultMsg: ERROR_DEFAULTS.getCart,
  });
  return body.cart;
}

export function useCheckoutCart() {
  const { token } = useSession();
  // Its own key: the cart page caches its mapped cart state under ['/cart', token].
  return useSWR(token ? ['checkout-cart', token] : null, ([, bearer]) => getCheckoutCart(bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
}
