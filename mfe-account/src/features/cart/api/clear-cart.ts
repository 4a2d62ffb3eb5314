import { apiRequest } from '@marketplace/shared/api-client';
import { cartMessageAnswer } from '@marketplace/shared/contracts-cart';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';

/** DELETE /cart. */
export function clearCart(token: string) {
  return apiRequest('/cart', {
    method: 'DELETE',
    token,
    schema: cartMessageAnswer,
    defaultMsg: ERROR_DEFAULTS.clearCart,
  });
}
