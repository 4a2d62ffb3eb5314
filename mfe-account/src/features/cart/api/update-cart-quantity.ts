import { apiRequest } from '@marketplace/shared/api-client';
import {
  cartMessageAnswer,
  type UpdateCartQuantityRequest,
} from '@marketplace/shared/contracts-cart';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';

/** PUT /cart/:cartId; quantity 0 removes the line. */
export function updateCartQuantity(token: string, cartId: number, quantity: number) {
  const body: UpdateCartQuantityRequest = { quantity };
  return apiRequest(`/cart/${cartId}`, {
    method: 'PUT',
    token,
    body,
    schema: cartMessageAnswer,
    defaultMsg: ERROR_DEFAULTS.updateQuantity,
  });
}
