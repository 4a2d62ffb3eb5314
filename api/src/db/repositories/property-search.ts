import type { Property as PropertyDto, PropertyListQuery } from '@marketplace/shared/contracts';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';
import { SERVED_PROPERTY_COLUMNS, toPropertyDto } from './property-rows';

type Db = Kysely<Database> | Transaction<Database>;

/** The listing's filters, sort and page, already validated (the query schema's output). */
export type PropertySearch = PropertyListQuery & { page: number; limit: number };

/** LIKE's own wildcards in `text` taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Like = (
  column: 'name' | 'location' | 'amenities',
  pattern: string,
) => ReturnType<typeof sql<boolean>>;

/**
 * Case-insensitive LIKE. SQLite's LIKE already ignores ASCII case (and its lower() knows no more
 * than ASCII either), so the column is compared as stored, which keeps the search on the covering
 * index without a function call per row; PostgreSQL has ILIKE.
 */
function likeFor(db: Db): Like {
  const operator = detectDialect<Database>(db) === 'postgres' ? sql`ilike` : sql`like`;
  return (column, pattern) =>
    sql<boolean>`properties.${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
}

/**
 * The amenities column is the JSON list the api wrote (`["Parking","Lift"]`). Inside a JSON string
 * every quote is escaped, so `"Lift"` right after `[` or `,` is the whole element Lift, never a
 * part of another name ('Valet Parking' does not match 'Parking').
 */
function hasAmenity(like: Like, name: string) {
  const element = likeLiteral(JSON.stringify(name));
  return sql<boolean>`(${like('amenities', `%[${element}%`)} or ${like('amenities', `%,${element}%`)})`;
}

/**
 * The WHERE of a search, shared by the page query and its count: live listings only, of the
 * purpose asked for (sale when none is).
 */
function applyFilters<O>(
  query: SelectQueryBuilder<Database, 'properties', O>,
  search: PropertyListQuery,
  like: Like,
): SelectQueryBuilder<Database, 'properties', O> {
  const contains = (text: string) => `%${likeLiteral(text)}%`;
  let q = query
    .where('properties.status', '=', 'live')
    .where('properties.purpose', '=', search.purpose ?? 'sale');
  if (search.q) {
    const pattern = contains(search.q);
    q = q.where((eb) => eb.or([like('name', pattern), like('location', pattern)]));
  }
  if (search.location) q = q.where(like('location', contains(search.location)));
  if (search.price_range) q = q.where('properties.price_range', '=', search.price_range);
  if (search.bedrooms !== undefined) q = q.where('properties.bedrooms_count', '=', search.bedrooms);
  if (search.area_min !== undefined) q = q.where('properties.area', '>=', search.area_min);
  if (search.area_max !== undefined) q = q.where('properties.area', '<=', search.area_max);
  for (const amenity of search.amenities ?? []) q = q.where(hasAmenity(like, amenity));
  return q;
}

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

/**
 * One page of the properties matching `search`, and how many match in all.
 * The page is found on ids alone, and the count too, from indexes that hold every filtered and
 * sorted column (migrations 2026-11-23T0400 and 2026-11-28T0000), and only the page's rows are
 * then read in full: sorting thousands of whole rows (descriptions, picture lists) is what made a
 * filtered page slow.
 */
export async function searchProperties(
  db: Db,
  search: PropertySearch,
): Promise<{ rows: PropertyDto[]; total: number }> {
  const like = likeFor(db);
  const pageIds = applySort(
    applyFilters(db.selectFrom('properties').select('properties.id'), search, like),
    search.sort,
  )
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const [rows, counted] = await Promise.all([
    applySort(
      db
        .selectFrom('properties')
        .innerJoin(pageIds.as('page'), 'page.id', 'properties.id')
        .select(SERVED_PROPERTY_COLUMNS),
      search.sort,
    ).execute(),
    applyFilters(db.selectFrom('properties'), search, like)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return { rows: rows.map(toPropertyDto), total: Number(counted.count) };
}
