// The listing's filters as they live in the URL query (inside the hash route), so a filtered list
// can be shared, survives a reload and follows Back. Only values that narrow the list are written.
import {
  BEDROOM_OPTIONS,
  PRICE_RANGES,
  PROPERTY_AMENITIES,
  PROPERTY_AREA_DEFAULTS,
  PROPERTY_PAGE_LIMIT_DEFAULT,
  PROPERTY_SORTS,
  toPropertyListSearch,
  type PriceRange,
  type PropertyFilters,
  type PropertySort,
} from '@marketplace/shared/contracts-properties';

export const DEFAULT_SORT: PropertySort = 'newest';
export const PAGE_SIZE = PROPERTY_PAGE_LIMIT_DEFAULT;

/** What the page holds: the request's filters without the page size. */
export type ListingFilters = Omit<PropertyFilters, 'limit'>;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

function wholeNumber(value: string | null, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Reads the filters from a URL query; unknown or malformed values are dropped, never sent. */
export function filtersFromSearch(search: URLSearchParams): ListingFilters {
  const q = search.get('q')?.trim();
  const location = search.get('location')?.trim();
  const amenities = (search.get('amenities') ?? '')
    .split(',')
    .map((name) => PROPERTY_AMENITIES.find((a) => a.toLowerCase() === name.trim().toLowerCase()))
    .filter((name): name is (typeof PROPERTY_AMENITIES)[number] => Boolean(name));
  const filters: ListingFilters = {
    q: q || undefined,
    price_range: oneOf<PriceRange>(PRICE_RANGES, search.get('price_range')),
    bedrooms: wholeNumber(search.get('bedrooms'), 1, BEDROOM_OPTIONS.length),
    area_min: wholeNumber(search.get('area_min'), PROPERTY_AREA_DEFAULTS.min + 1),
    area_max: wholeNumber(search.get('area_max'), 0, PROPERTY_AREA_DEFAULTS.max - 1),
    location: location || undefined,
    amenities: amenities.length > 0 ? [...new Set(amenities)] : undefined,
    sort: oneOf<PropertySort>(PROPERTY_SORTS, search.get('sort')),
    page: wholeNumber(search.get('page'), 2),
  };
  return normalise(filters);
}

/**
 * Drops values that do not narrow the list: the area defaults (0 and the top of the range, which
 * reads '3000+'), the default sort and page 1; an inverted area range loses its minimum.
 */
function normalise(filters: ListingFilters): ListingFilters {
  const next: ListingFilters = { ...filters };
  if (!next.area_min || next.area_min <= PROPERTY_AREA_DEFAULTS.min) delete next.area_min;
  if (next.area_max === undefined || next.area_max >= PROPERTY_AREA_DEFAULTS.max) {
    delete next.area_max;
  }
  if (next.area_min !== undefined && next.area_max !== undefined && next.area_min > next.area_max) {
    delete next.area_min;
  }
  if (next.sort === DEFAULT_SORT) delete next.sort;
  if (!next.page || next.page <= 1) delete next.page;
  if (!next.q) delete next.q;
  if (!next.location) delete next.location;
  if (!next.amenities?.length) delete next.amenities;
  for (const key of Object.keys(next) as (keyof ListingFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** The URL query of `filters` (the inverse of filtersFromSearch). */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  return toPropertyListSearch(normalise(filters));
}

/** The api request: the filters plus page and page size (the UI never asks for every row). */
export function requestSearch(filters: ListingFilters): string {
  const params = searchFromFilters(filters);
  params.set('page', String(filters.page ?? 1));
  params.set('limit', String(PAGE_SIZE));
  return params.toString();
}

/** How many filters narrow the list (the drawer button's badge); sort and page are not filters. */
export function activeFilterCount(filters: ListingFilters): number {
  const { q, price_range, bedrooms, area_min, area_max, location, amenities } = normalise(filters);
  return [q, price_range, bedrooms, area_min ?? area_max, location, amenities].filter(
    (value) => value !== undefined,
  ).length;
}

/** The filters after a change of filters: back to page 1 unless the change is the page. */
export function applyChange(filters: ListingFilters, change: Partial<ListingFilters>) {
  const page = 'page' in change ? change.page : undefined;
  return normalise({ ...filters, ...change, page });
}

/** Clear All Filters keeps the chosen sort: it is an order, not a filter. */
export function clearedFilters(filters: ListingFilters): ListingFilters {
  return normalise({ sort: filters.sort });
}
