// The listing's search: its filters as the UI holds them, the query string the api reads, and
// the groups of options the api counts beside each option (facets). Without zod: the real-estate
// pages build and read these on their first load.
import {
  FURNISHINGS,
  POSSESSION_STATES,
  POSTED_BY,
  PRICE_RANGES,
  PROPERTY_TYPES,
  type Furnishing,
  type PossessionState,
  type PostedBy,
  type PriceRange,
  type PropertyPurpose,
  type PropertyType,
} from './listing';
import { PROPERTY_AMENITIES, PROPERTY_LOCATIONS, type PropertySort } from './values';

/**
 * Who a tenant is: a listing for `family` or for `bachelors` is found by them, and one that suits
 * `any` by both.
 */
export const TENANT_FILTERS = ['family', 'bachelors'] as const;
export type TenantFilter = (typeof TENANT_FILTERS)[number];
/** "At least n bathrooms". */
export const BATHROOM_MINIMUMS = [1, 2, 3, 4] as const;

/** Filters the UI holds; `toPropertyListSearch` turns them into the query string. */
export interface PropertyFilters {
  /** Absent: sale. */
  purpose?: PropertyPurpose;
  q?: string;
  location?: string;
  price_range?: PriceRange;
  /** Whole rupees: the price, or the monthly rent. */
  budget_min?: number;
  budget_max?: number;
  type?: PropertyType[];
  possession?: PossessionState;
  furnishing?: Furnishing[];
  suits?: TenantFilter;
  posted_by?: PostedBy[];
  bedrooms?: number;
  baths_min?: number;
  /** Only listings with a RERA registration. */
  rera?: boolean;
  area_min?: number;
  area_max?: number;
  amenities?: string[];
  sort?: PropertySort;
  page?: number;
  limit?: number;
}

/** URLSearchParams of a listing request, omitting empty values; lists comma-joined. */
export function toPropertyListSearch(filters: PropertyFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * The groups of options counted for the current search, each with the other groups' filters
 * applied (so a count says what choosing that option would show), and their options.
 */
export const FACET_OPTIONS = {
  price_range: PRICE_RANGES,
  type: PROPERTY_TYPES,
  possession: POSSESSION_STATES,
  furnishing: FURNISHINGS,
  suits: TENANT_FILTERS,
  posted_by: POSTED_BY,
  // As the query string writes them (the answer's keys are text).
  bedrooms: ['1', '2', '3', '4', '5'],
  baths_min: ['1', '2', '3', '4'],
  rera: ['true'],
  amenities: PROPERTY_AMENITIES,
  location: PROPERTY_LOCATIONS,
} as const;
export type FacetGroup = keyof typeof FACET_OPTIONS;
export const FACET_GROUPS = Object.keys(FACET_OPTIONS) as FacetGroup[];

/** The counts of one search: per group, per option. */
export type PropertyFacets = {
  [G in FacetGroup]: Record<(typeof FACET_OPTIONS)[G][number], number>;
};

/** Counts of nothing: every option of every group at 0. */
export function zeroFacets(): PropertyFacets {
  return Object.fromEntries(
    FACET_GROUPS.map((group) => [
      group,
      Object.fromEntries(FACET_OPTIONS[group].map((option) => [option, 0])),
    ]),
  ) as PropertyFacets;
}
