// The account's saved searches (bearer) and the unsubscribe link of their e-mails (no login).
import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import {
  savedSearchAnswer,
  savedSearchDeletedAnswer,
  savedSearchListAnswer,
  unsubscribeAnswer,
} from '@marketplace/shared/contracts-properties';
import { useSession } from '@marketplace/shared/session';

const generic = { defaultMsg: ERROR_DEFAULTS.generic };

/** GET /saved-searches: newest first, each with the number of listings new since it was opened. */
export function useSavedSearches() {
  const { token } = useSession();
  return useSWR(
    token ? ['/saved-searches', token] : null,
    async ([path, bearer]) =>
      (await apiRequest(path, { token: bearer, schema: savedSearchListAnswer, ...generic })).data,
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
}

/** PATCH /saved-searches/:id: a new name, or e-mails on or off. */
export function updateSavedSearch(id: number, change: { name?: string; alerts?: boolean }) {
  return apiRequest(`/saved-searches/${id}`, {
    method: 'PATCH',
    body: change,
    schema: savedSearchAnswer,
    ...generic,
  });
}

/** POST /saved-searches/:id/seen: the visitor opens the search, so its new count starts again. */
export function markSavedSearchSeen(id: number) {
  return apiRequest(`/saved-searches/${id}/seen`, {
    method: 'POST',
    schema: savedSearchAnswer,
    ...generic,
  });
}

export function deleteSavedSearch(id: number) {
  return apiRequest(`/saved-searches/${id}`, {
    method: 'DELETE',
    schema: savedSearchDeletedAnswer,
    ...generic,
  });
}

/** GET /saved-searches/unsubscribe/:token: which search the link stops, and whether it still e-mails. */
export function useUnsubscribeLink(token: string) {
  return useSWR(
    ['/saved-searches/unsubscribe', token],
    async ([path, linkToken]) =>
      (
        await apiRequest(`${path}/${encodeURIComponent(linkToken)}`, {
          token: null,
          schema: unsubscribeAnswer,
          ...generic,
        })
      ).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** POST /saved-searches/unsubscribe/:token: stops the e-mails (idempotent). */
export function unsubscribe(token: string) {
  return apiRequest(`/saved-searches/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    token: null,
    schema: unsubscribeAnswer,
    ...generic,
  });
}
