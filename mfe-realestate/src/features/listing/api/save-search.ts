import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import {
  savedSearchAnswer,
  type SavedSearchResponse,
} from '@marketplace/shared/contracts-properties';

/** POST /saved-searches: keeps the listing's current query under a name, with e-mails on. */
export function saveSearch(name: string, query: string): Promise<SavedSearchResponse> {
  return apiRequest('/saved-searches', {
    method: 'POST',
    body: { name, query },
    schema: savedSearchAnswer,
    defaultMsg: ERROR_DEFAULTS.generic,
  });
}
