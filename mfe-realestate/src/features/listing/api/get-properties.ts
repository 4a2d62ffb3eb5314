import { useCallback } from 'react';
import useSWR, { mutate as mutateDefaultCache, useSWRConfig } from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  propertyListResponse,
  type PropertyListResponse,
} from '@marketplace/shared/contracts';
import { requestSearch, type ListingFilters } from '../filters';

/** GET /getAllProperties?<filters>&page&limit (filtering, sorting and paging on the server). */
function getProperties(search: string): Promise<PropertyListResponse> {
  return apiRequest(`/getAllProperties?${search}`, {
    token: null,
    schema: propertyListResponse,
    defaultMsg: ERROR_DEFAULTS.fetchProperties,
  });
}

const listingKey = (filters: ListingFilters) =>
  ['/getAllProperties', requestSearch(filters)] as const;

/** Requests started before the page asked (arrival, a filter click), by query, until taken. */
const ahead = new Map<string, Promise<PropertyListResponse>>();
/** When an answer fetched ahead was written to the cache, by query. */
const cachedAhead = new Map<string, number>();
/** SWR's default deduplication interval: an answer this young is not asked for again. */
const FRESH_MS = 2000;

function startAhead(query: string): Promise<PropertyListResponse> {
  const request = getProperties(query);
  ahead.set(query, request);
  // A failure stays in the map: useProperties takes it and shows the error (Try Again asks anew).
  request.catch(() => undefined);
  return request;
}

const fetchListing = ([, query]: readonly [string, string]) => {
  const started = ahead.get(query);
  if (!started) return getProperties(query);
  ahead.delete(query);
  return started;
};

function justCachedAhead(query: string): boolean {
  const at = cachedAhead.get(query);
  if (at === undefined) return false;
  if (Date.now() - at < FRESH_MS) return true;
  cachedAhead.delete(query);
  return false;
}

type ListingKey = ReturnType<typeof listingKey>;
type CacheWrite = (
  key: ListingKey,
  answer: PropertyListResponse,
  options: { revalidate: false },
) => Promise<unknown>;

/**
 * Starts the request of `key` ahead of the page. An answer that comes before the page has asked
 * for it goes straight into the cache, so the page's first render already has it; a slower one is
 * taken by useProperties (fetchListing), and a failure stays in `ahead` for it to show.
 */
function fetchAhead(key: ListingKey, writeCache: CacheWrite): void {
  const query = key[1];
  const request = startAhead(query);
  void request.then(
    (answer) => {
      if (ahead.get(query) !== request) return; // taken: SWR caches it itself
      ahead.delete(query);
      cachedAhead.set(query, Date.now());
      void writeCache(key, answer, { revalidate: false });
    },
    () => undefined,
  );
}

/**
 * Arriving on the listing: the request starts before the page's code has run, and its answer,
 * there by the time React renders the page (bench/realestate-ui.mjs), is drawn in the first
 * render: cards at once, not a spinner, a paint, then the cards.
 */
export function preloadProperties(filters: ListingFilters): void {
  fetchAhead(listingKey(filters), mutateDefaultCache);
}

/**
 * Starts the request of a filter change at the click. An answer that comes before the page has
 * asked for it goes straight into the cache: the router's render of the new URL (a transition,
 * started a few ms after the click and time-sliced) then shows the new cards at once, in one
 * render and one paint, instead of the old cards dimmed, a paint, then the new ones
 * (bench/realestate-ui.mjs, filter repaint). A slower answer is taken by useProperties as before,
 * the previous page staying dimmed meanwhile.
 */
export function usePrefetchProperties(): (filters: ListingFilters) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (filters: ListingFilters) => fetchAhead(listingKey(filters), mutate),
    [mutate],
  );
}

/** One page of the listing; the previous page stays on screen while the next one loads. */
export function useProperties(filters: ListingFilters) {
  const key = listingKey(filters);
  return useSWR(key, fetchListing, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // An answer fetched ahead and cached a moment ago is not asked for again on arrival.
    revalidateIfStale: !justCachedAhead(key[1]),
  });
}
