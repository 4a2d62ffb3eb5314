import useSWR, { preload } from 'swr';
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
const fetchListing = ([, query]: readonly [string, string]) => getProperties(query);

/** Starts the request before the page's code has arrived; useProperties picks the answer up. */
export function preloadProperties(filters: ListingFilters): void {
  void preload(listingKey(filters), fetchListing).catch(() => {
    // useProperties asks again and shows the error.
  });
}

/** One page of the listing; the previous page stays on screen while the next one loads. */
export function useProperties(filters: ListingFilters) {
  return useSWR(listingKey(filters), fetchListing, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
