// Saved searches and their e-mail alerts (docs/decisions/saved-search-alerts.md): the values, the
// messages and the answer checks the real-estate pages and the api agree on, without zod.
import {
  answerOf,
  isBoolean,
  isInteger,
  isString,
  isSuccess,
  listOf,
  objectOf,
} from '@marketplace/shared/contracts-core';
import type {
  SavedSearch,
  SavedSearchDeletedResponse,
  SavedSearchListResponse,
  SavedSearchResponse,
  UnsubscribeResponse,
} from '../contracts/saved-searches';

/** Saved searches one account may keep: enough for every city and budget a family weighs. */
export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** The longest listing query a saved search holds (the listing's own URLs stay far below). */
export const SAVED_SEARCH_QUERY_MAX = 1000;

/** Failures a client reacts to by code, not by message (docs/decisions/error-codes.md). */
export const SAVED_SEARCH_ERROR_CODES = {
  limit: 'SAVED_SEARCH_LIMIT',
  duplicate: 'SAVED_SEARCH_EXISTS',
} as const;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved. New matches come by e-mail, at most once a day.',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  notFound: 'Saved search not found',
  limit: `You can keep up to ${SAVED_SEARCH_MAX} saved searches. Delete one to save another.`,
  duplicate: (name: string) => `You already saved this search as "${name}".`,
  unsubscribeNotFound:
    'This unsubscribe link is not valid: it may be incomplete, or the saved search was deleted.',
  unsubscribed: (name: string) => `You will no longer get e-mails for "${name}".`,
} as const;

/**
 * The listing's URL parameters that say where one is in the results rather than what is
 * searched: a saved search leaves them out, so it always opens on its first page.
 */
const PLACE_PARAMS = ['page', 'limit'];

/**
 * A saved search's definition: the listing's query string (the parameters of GET
 * /getAllProperties and of the listing's URL) without the page, one value per parameter, empty
 * ones dropped, in the order of their names; so the same search saved twice reads the same.
 */
export function savedSearchQuery(query: string): string {
  const values = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(query.replace(/^[?#]/, ''))) {
    if (PLACE_PARAMS.includes(name) || value.trim() === '') continue;
    values.set(name, value);
  }
  const sorted = [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(sorted).toString();
}

const isSavedSearch = objectOf<SavedSearch>({
  id: isInteger,
  name: isString,
  query: isString,
  alerts: isBoolean,
  new_count: isInteger,
  seen_at: isString,
  created_at: isString,
});

export const savedSearchListAnswer = answerOf<SavedSearchListResponse>(
  objectOf<SavedSearchListResponse>({ success: isSuccess, data: listOf(isSavedSearch) }),
);

export const savedSearchAnswer = answerOf<SavedSearchResponse>(
  objectOf<SavedSearchResponse>({ success: isSuccess, msg: isString, data: isSavedSearch }),
);

export const unsubscribeAnswer = answerOf<UnsubscribeResponse>(
  objectOf<UnsubscribeResponse>({
    success: isSuccess,
    msg: (value) => value === undefined || isString(value),
    data: objectOf<UnsubscribeResponse['data']>({ name: isString, alerts: isBoolean }),
  }),
);

export const savedSearchDeletedAnswer = answerOf<SavedSearchDeletedResponse>(
  objectOf<SavedSearchDeletedResponse>({ success: isSuccess, msg: isString }),
);
