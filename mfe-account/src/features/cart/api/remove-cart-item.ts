import { apiRequest } from '@marketplace/shared/api-client';
import { cartMessageAnswer } from '@marketplace/shared/contracts-cart';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';

/** DELETE /cart/:cartId. */
export function removeCartItem(token: string, cartId: number) {
  return apiRequest(`/cart/${cartId}`, {
    method: 'DELETE',
    token,
    schema: cartMessageAnswer,
    defaultMsg: ERROR_DEFAULTS.removeItem,
  });
}
