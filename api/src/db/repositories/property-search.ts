import type {
  PropertyFacets,
  Property as PropertyDto,
  PropertyListQuery,
} from '@marketplace/shared/contracts';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../schema';
import { searchCounts, type SearchCounts } from './property-facets';
import { all, searchConditions } from './property-filters';
import { SERVED_PROPERTY_COLUMNS, toPropertyDto } from './property-rows';

type Db = Kysely<Database> | Transaction<Database>;

/** The listing's filters, sort and page, already validated (the query schema's output). */
export type PropertySearch = PropertyListQuery & { page: number; limit: number };

function applySort<O>(
  query: SelectQueryBuilder<Database, 'properties', O>,
  sort: PropertyListQuery['sort'],
): SelectQueryBuilder<Database, 'properties', O> {
  // The id as the last key keeps pages stable when values tie.
  switch (sort) {
    case 'price_asc':
      return query
        .orderBy('properties.price_value', (ob) => ob.asc().nullsLast())
        .orderBy('properties.id', 'asc');
    case 'price_desc':
      return query
        .orderBy('properties.price_value', (ob) => ob.desc().nullsLast())
        .orderBy('properties.id', 'desc');
    case 'area':
      return query.orderBy('properties.area', 'desc').orderBy('properties.id', 'desc');
    case 'newest':
    case undefined:
      return query.orderBy('properties.created_at', 'desc').orderBy('properties.id', 'desc');
  }
}

export interface SearchAnswer {
  rows: PropertyDto[];
  total: number;
  facets: PropertyFacets;
  approximate: boolean;
}

/**
 * The listings matching `search`, to sort and page. When few match (`fewMatches`, the sample's
 * estimate), they are found first and sorted after: PostgreSQL's planner otherwise walks the
 * index in the page's order and tests every listing of the purpose until 24 match, half a second
 * for a search matching none at a million listings, where finding the few on the budget's index
 * and sorting them takes a millisecond. A materialized CTE is the fence that keeps it that way.
 */
function matchingIds(db: Db, search: PropertySearch, fewMatches: boolean) {
  const where = all(searchConditions(db, search));
  const matching = db.selectFrom('properties').where(where);
  if (!fewMatches) return matching;
  // Named as the table, with every sort key, so the sort reads the same columns either way.
  const sortKeys = ['id', 'created_at', 'price_value', 'area'] as const;
  return db
    .with(
      (cte) => cte('matching').materialized(),
      () => matching.select(sortKeys.map((key) => `properties.${key}` as const)),
    )
    .selectFrom('matching as properties') as unknown as typeof matching;
}

/**
 * One page of the properties matching `search`, how many match in all, and the counts beside
 * each filter's options (property-facets.ts). The page is found on ids alone, from indexes that
 * hold every filtered and sorted column, and only the page's rows are then read in full: sorting
 * thousands of whole rows (descriptions, picture lists) is what made a filtered page slow.
 */
export async function searchProperties(
  db: Db,
  search: PropertySearch,
  countsOf: (db: Db, search: PropertySearch) => Promise<SearchCounts> = searchCounts,
  { fewMatches = false } = {},
): Promise<SearchAnswer> {
  const pageIds = applySort(
    matchingIds(db, search, fewMatches).select('properties.id'),
    search.sort,
  )
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const [rows, counts] = await Promise.all([
    applySort(
      db
        .selectFrom('properties')
        .innerJoin(pageIds.as('page'), 'page.id', 'properties.id')
        .select(SERVED_PROPERTY_COLUMNS),
      search.sort,
    ).execute(),
    countsOf(db, search),
  ]);
  const offset = (search.page - 1) * search.limit;
  // A page that is not full ends the list: the total is then known exactly, estimate or not.
  const total =
    rows.length > 0 && rows.length < search.limit
      ? offset + rows.length
      : Math.max(counts.total, rows.length > 0 ? offset + rows.length : 0);
  return { ...counts, rows: rows.map(toPropertyDto), total };
}

/**
 * The live listings `search` matches, as a query to narrow further: saved searches find their new
 * listings with the listing's own filters, so an alert and the listing never disagree.
 */
export function listingsMatching(db: Db, search: PropertyListQuery) {
  return db.selectFrom('properties').where(all(searchConditions(db, search)));
}
