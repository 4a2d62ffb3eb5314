import { useCallback } from 'react';
import useSWR, { mutate as mutateDefaultCache, useSWRConfig } from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import {
  propertyListAnswer,
  type PropertyListResponse,
} from '@marketplace/shared/contracts-properties';
import { createFetchAhead } from '../../../lib/fetch-ahead';
import { requestSearch, type ListingFilters } from '../filters';

/** GET /getAllProperties?<filters>&page&limit (filtering, sorting and paging on the server). */
function getProperties(search: string): Promise<PropertyListResponse> {
  return apiRequest(`/getAllProperties?${search}`, {
    token: null,
    schema: propertyListAnswer,
    defaultMsg: ERROR_DEFAULTS.fetchProperties,
  });
}

const listingKey = (filters: ListingFilters) =>
  ['/getAllProperties', requestSearch(filters)] as const;

/** Listing requests started on arrival or at a filter click, by query. */
const ahead = createFetchAhead(getProperties);

/**
 * Arriving on the listing: the first page is asked for while the remote's code is evaluated
 * (app/routes.tsx), and drawn by the page's first render: cards at once, not a spinner first.
 */
export function preloadProperties(filters: ListingFilters): void {
  ahead.start(listingKey(filters), mutateDefaultCache);
}

/**
 * Starts the request of a filter change at the click: the router's render of the new URL (a
 * transition, started a few ms after the click and time-sliced) then shows the new cards at once,
 * in one render and one paint, instead of the old cards dimmed, a paint, then the new ones
 * (bench/realestate-ui.mjs, filter repaint). With a slower answer the previous page stays dimmed.
 */
export function usePrefetchProperties(): (filters: ListingFilters) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (filters: ListingFilters) => ahead.start(listingKey(filters), mutate),
    [mutate],
  );
}

/** One page of the listing; the previous page stays on screen while the next one loads. */
export function useProperties(filters: ListingFilters) {
  const key = listingKey(filters);
  return useSWR(key, ahead.fetch, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // An answer fetched ahead and cached a moment ago is not asked for again.
    revalidateIfStale: !ahead.justCached(key),
  });
}
