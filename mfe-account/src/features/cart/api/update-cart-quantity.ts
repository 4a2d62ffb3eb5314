import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  cartMessageResponse,
  type UpdateCartQuantityRequest,
} from '@marketplace/shared/contracts';

/** PUT /cart/:cartId; quantity 0 removes the line. */
export function updateCartQuantity(token: string, cartId: number, quantity: number) {
  const body: UpdateCartQuantityRequest = { quantity };
  return apiRequest(`/cart/${cartId}`, {
    method: 'PUT',
    token,
    body,
    schema: cartMessageResponse,
    defaultMsg: ERROR_DEFAULTS.updateQuantity,
  });
}
