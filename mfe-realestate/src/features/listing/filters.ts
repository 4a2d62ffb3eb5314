// The listing's filters as they live in the URL query (inside the hash route), so a filtered list
// can be shared, survives a reload and follows Back. Only values that narrow the list are written.
import {
  BATHROOM_MINIMUMS,
  BEDROOM_OPTIONS,
  FURNISHINGS,
  POSSESSION_STATES,
  POSTED_BY,
  PRICE_RANGES,
  PROPERTY_AMENITIES,
  PROPERTY_AREA_DEFAULTS,
  PROPERTY_PAGE_LIMIT_DEFAULT,
  PROPERTY_PURPOSES,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  TENANT_FILTERS,
  toPropertyListSearch,
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

/** The known names of a comma-separated list, in their own spelling, each once. */
function someOf<T extends string>(values: readonly T[], value: string | null): T[] | undefined {
  const chosen = (value ?? '')
    .split(',')
    .map((name) => values.find((v) => v.toLowerCase() === name.trim().toLowerCase()))
    .filter((name): name is T => name !== undefined);
  return chosen.length > 0 ? [...new Set(chosen)] : undefined;
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
  const purpose = oneOf(PROPERTY_PURPOSES, search.get('purpose'));
  const filters: ListingFilters = {
    purpose,
    q: q || undefined,
    price_range: oneOf(PRICE_RANGES, search.get('price_range')),
    budget_min: wholeNumber(search.get('budget_min'), 1),
    budget_max: wholeNumber(search.get('budget_max'), 1),
    type: someOf(PROPERTY_TYPES, search.get('type')),
    possession: oneOf(POSSESSION_STATES, search.get('possession')),
    furnishing: someOf(FURNISHINGS, search.get('furnishing')),
    // Who a tenant is means nothing to a buyer.
    suits: purpose === 'rent' ? oneOf(TENANT_FILTERS, search.get('suits')) : undefined,
    posted_by: someOf(POSTED_BY, search.get('posted_by')),
    bedrooms: wholeNumber(search.get('bedrooms'), 1, BEDROOM_OPTIONS.length),
    baths_min: wholeNumber(search.get('baths_min'), 1, BATHROOM_MINIMUMS.length),
    rera: search.get('rera') === 'true' || undefined,
    area_min: wholeNumber(search.get('area_min'), PROPERTY_AREA_DEFAULTS.min + 1),
    area_max: wholeNumber(search.get('area_max'), 0, PROPERTY_AREA_DEFAULTS.max - 1),
    location: location || undefined,
    amenities: someOf(PROPERTY_AMENITIES, search.get('amenities')),
    sort: oneOf(PROPERTY_SORTS, search.get('sort')),
    page: wholeNumber(search.get('page'), 2),
  };
  return normalise(filters);
}

/**
 * Drops values that do not narrow the list: sale (the default purpose), the area defaults (0 and
 * the top of the range, which reads '3000+'), the default sort and page 1; an inverted area range
 * loses its minimum, an inverted budget swaps.
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
  if (
    next.budget_min !== undefined &&
    next.budget_max !== undefined &&
    next.budget_min > next.budget_max
  ) {
    // Typed the wrong way round: both amounts are meant, so they swap rather than one going.
    [next.budget_min, next.budget_max] = [next.budget_max, next.budget_min];
  }
  if (next.purpose !== 'rent') {
    delete next.purpose;
    delete next.suits;
  }
  if (!next.rera) delete next.rera;
  for (const list of ['type', 'furnishing', 'posted_by', 'amenities'] as const) {
    if (!next[list]?.length) delete next[list];
  }
  if (next.sort === DEFAULT_SORT) delete next.sort;
  if (!next.page || next.page <= 1) delete next.page;
  if (!next.q) delete next.q;
  if (!next.location) delete next.location;
  for (const key of Object.keys(next) as (keyof ListingFilters)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

/** The order of the query's parameters, so one search has one address whatever was chosen first. */
const QUERY_ORDER: (keyof ListingFilters)[] = [
  'purpose',
  'q',
  'price_range',
  'budget_min',
  'budget_max',
  'type',
  'possession',
  'furnishing',
  'suits',
  'posted_by',
  'bedrooms',
  'baths_min',
  'rera',
  'area_min',
  'area_max',
  'location',
  'amenities',
  'sort',
  'page',
];

/** The URL query of `filters` (the inverse of filtersFromSearch). */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const normalised = normalise(filters);
  const ordered = Object.fromEntries(QUERY_ORDER.map((key) => [key, normalised[key]]));
  return toPropertyListSearch(ordered);
}

/** The api request: the filters plus page and page size (the UI never asks for every row). */
export function requestSearch(filters: ListingFilters): string {
  const params = searchFromFilters(filters);
  params.set('page', String(filters.page ?? 1));
  params.set('limit', String(PAGE_SIZE));
  return params.toString();
}

/**
 * How many filters narrow the list (the drawer button's badge): a range counts once; the purpose
 * (a tab), the sort and the page are not filters.
 */
export function activeFilterCount(filters: ListingFilters): number {
  const {
    purpose: _purpose,
    sort: _sort,
    page: _page,
    area_min,
    area_max,
    budget_min,
    budget_max,
    ...rest
  } = normalise(filters);
  const ranges = [area_min ?? area_max, budget_min ?? budget_max];
  return [...ranges, ...Object.values(rest)].filter((value) => value !== undefined).length;
}

/**
 * The change of choosing Buy or Rent: a budget, a band and who a tenant is are of one purpose
 * only (a rent of ₹25k is no price), so they go; the other filters stay.
 */
export function purposeChange(purpose: ListingFilters['purpose']): Partial<ListingFilters> {
  return {
    purpose,
    price_range: undefined,
    budget_min: undefined,
    budget_max: undefined,
    suits: undefined,
  };
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
