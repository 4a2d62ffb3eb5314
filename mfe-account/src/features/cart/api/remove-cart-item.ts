import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS, cartMessageResponse } from '@marketplace/shared/contracts';

/** DELETE /cart/:cartId. */
export function removeCartItem(token: string, cartId: number) {
  return apiRequest(`/cart/${cartId}`, {
    method: 'DELETE',
    token,
    schema: cartMessageResponse,
    defaultMsg: ERROR_DEFAULTS.removeItem,
  });
}
