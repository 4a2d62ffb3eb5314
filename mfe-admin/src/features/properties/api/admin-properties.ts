// The property calls of the admin page: one page of the listing (the public endpoint, paged on
// the server), the statistics, and delete. Writes with pictures go through upload.ts. The answers
// are checked without zod's property schemas, which only the lazy form downloads.
import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  propertyListAnswer,
  propertyStatsResponse,
  toPropertyListSearch,
  type PriceRange,
  type PropertyListResponse,
  type PropertyPurpose,
  type PropertyStats,
} from '@marketplace/shared/contracts';
import { propertyWriteAnswer } from '@marketplace/shared/contracts-posting';

/** Cards per page of the admin grid. */
export const ADMIN_PAGE_SIZE = 12;

export interface AdminListFilters {
  purpose: PropertyPurpose;
  q: string;
  priceRange: PriceRange | '';
  page: number;
}

export function fetchPropertyPage(filters: AdminListFilters): Promise<PropertyListResponse> {
  const search = toPropertyListSearch({
    purpose: filters.purpose,
    q: filters.q.trim() || undefined,
    price_range: filters.priceRange || undefined,
    sort: 'newest',
    page: filters.page,
    limit: ADMIN_PAGE_SIZE,
  });
  return apiRequest(`/getAllProperties?${search.toString()}`, {
    defaultMsg: ERROR_DEFAULTS.fetchProperties,
    schema: propertyListAnswer,
  });
}

export async function fetchPropertyStats(purpose: PropertyPurpose): Promise<PropertyStats> {
  const body = await apiRequest(`/admin/stats?purpose=${purpose}`, {
    defaultMsg: ERROR_DEFAULTS.fetchProperties,
    schema: propertyStatsResponse,
  });
  return body.data;
}

export async function deleteProperty(id: number): Promise<string> {
  const body = await apiRequest(`/deleteProperty/${id}`, {
    method: 'DELETE',
    defaultMsg: ERROR_DEFAULTS.deleteProperty,
    schema: propertyWriteAnswer,
  });
  return body.msg;
}
