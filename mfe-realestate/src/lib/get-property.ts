import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { propertyAnswer, type Property } from '@marketplace/shared/contracts-properties';

/** GET /getPropertyById/:id. */
export async function getProperty(id: string | number): Promise<Property> {
  const body = await apiRequest(`/getPropertyById/${encodeURIComponent(String(id))}`, {
    token: null,
    schema: propertyAnswer,
    defaultMsg: ERROR_DEFAULTS.fetchProperty,
  });
  return body.data;
}
