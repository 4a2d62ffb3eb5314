// The account's wishlist (bearer; contract): list, save, remove and the merge at login.
import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import {
  wishlistMergeAnswer,
  wishlistMessageAnswer,
  wishlistAnswer,
  type Property,
} from '@marketplace/shared/contracts-properties';

export const wishlistKey = (token: string) => ['/wishlist', token] as const;

/** GET /wishlist: the saved properties, most recently saved first. */
export async function getWishlist(token: string): Promise<Property[]> {
  const body = await apiRequest('/wishlist', {
    token,
    schema: wishlistAnswer,
    defaultMsg: ERROR_DEFAULTS.generic,
  });
  return body.data;
}

/** PUT /wishlist/:id (save) or DELETE /wishlist/:id (remove); both are idempotent. */
export function setWishlisted(token: string, propertyId: number, saved: boolean) {
  return apiRequest(`/wishlist/${propertyId}`, {
    method: saved ? 'PUT' : 'DELETE',
    token,
    schema: wishlistMessageAnswer,
    defaultMsg: ERROR_DEFAULTS.generic,
  });
}

/** POST /wishlist/merge: adds this browser's hearts to the account; answers all saved ids. */
export async function mergeWishlist(token: string, propertyIds: readonly number[]) {
  const body = await apiRequest('/wishlist/merge', {
    method: 'POST',
    token,
    body: { property_ids: propertyIds },
    schema: wishlistMergeAnswer,
    defaultMsg: ERROR_DEFAULTS.generic,
  });
  return body.data;
}
