import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS, cartMessageResponse } from '@marketplace/shared/contracts';

/** DELETE /cart. */
export function clearCart(token: string) {
  return apiRequest('/cart', {
    method: 'DELETE',
    token,
    schema: cartMessageResponse,
    defaultMsg: ERROR_DEFAULTS.clearCart,
  });
}
