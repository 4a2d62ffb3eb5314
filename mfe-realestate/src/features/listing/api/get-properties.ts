import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  propertyListResponse,
  type PropertyListResponse,
} from '@marketplace/shared/contracts';
import { requestSearch, type ListingFilters } from '../filters';

/** GET /getAllProperties?<filters>&page&limit (filtering, sorting and paging on the server). */
export function getProperties(search: string): Promise<PropertyListResponse> {
  return apiRequest(`/getAllProperties?${search}`, {
    token: null,
    schema: propertyListResponse,
    defaultMsg: ERROR_DEFAULTS.fetchProperties,
  });
}

/** One page of the listing; the previous page stays on screen while the next one loads. */
export function useProperties(filters: ListingFilters) {
  const search = requestSearch(filters);
  return useSWR(['/getAllProperties', search] as const, ([, query]) => getProperties(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
