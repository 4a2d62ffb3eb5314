import {
  PROPERTY_AMENITIES,
  type Property as PropertyDto,
  type PropertyListQuery,
} from '@marketplace/shared/contracts';
import { formatPropertyPrice } from '@marketplace/shared/config';
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { fromFlag, fromJsonList, nowIso, toFlag, toJsonList } from '../columns';
import { compiledOnce } from '../compiled-once';
import { detectDialect } from '../migrate';
import type { Database, Property as PropertyRow, PriceRange } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The listing's filters, sort and page, already validated (the query schema's output). */
export type PropertySearch = PropertyListQuery & { page: number; limit: number };

/** A property as a writer gives it: lists as arrays, the flag as a boolean. */
export interface PropertyInput {
  name: string;
  location: string;
  builder: string | null;
  /** Display text; derived from priceValue when null. */
  price: string | null;
  priceValue: number | null;
  priceRange: PriceRange;
  bedrooms: string;
  area: number;
  description: string | null;
  nearby: string[];
  amenities: string[];
  contactAgent: string | null;
  scheduleVisitEnabled: boolean;
  brochureLink: string | null;
  images: string[];
  createdBy?: number | null;
  createdAt?: string;
}

/** The number a '2 BHK' / '2BHK' text starts with; null when it has none. */
function bedroomsCountOf(bedrooms: string): number | null {
  const match = /^\s*(\d+)/.exec(bedrooms);
  return match ? Number(match[1]) : null;
}

/**
 * The amenities as the `amenity_mask` column stores them: bit i for PROPERTY_AMENITIES[i]
 * (the order the 2026-11-23T0400 migration froze). Names outside the list set no bit; the
 * listing's filter only accepts names from the list.
 */
export function amenityMaskOf(amenities: readonly string[]): number {
  let mask = 0;
  for (const name of amenities) {
    const bit = (PROPERTY_AMENITIES as readonly string[]).indexOf(name);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/**
 * The columns a served property is made of. Reads select these, not the whole row: better-sqlite3
 * builds a JS object per row with a key per column, and the 30-column row made reading a page of
 * 24 cost about twice as much as these 18 (docs/decisions/property-search-speed.md).
 */
export const SERVED_PROPERTY_COLUMNS = [
  'properties.id',
  'properties.name',
  'properties.location',
  'properties.builder',
  'properties.price',
  'properties.price_value',
  'properties.price_range',
  'properties.bedrooms',
  'properties.area',
  'properties.description',
  'properties.nearby',
  'properties.amenities',
  'properties.contact_agent',
  'properties.schedule_visit_enabled',
  'properties.brochure_link',
  'properties.image',
  'properties.images',
  'properties.created_at',
] as const;

type ServedColumn = (typeof SERVED_PROPERTY_COLUMNS)[number] extends `properties.${infer C}`
  ? C & keyof PropertyRow
  : never;

/** The part of a stored row the api serves. */
type ServedPropertyRow = Pick<PropertyRow, ServedColumn>;

/** A stored row as the api serves it. */
export function toPropertyDto(row: ServedPropertyRow): PropertyDto {
  const images = fromJsonList(row.images);
  const priceValue = row.price_value === null ? null : Number(row.price_value);
  return {
    id: Number(row.id),
    name: row.name,
    location: row.location,
    builder: row.builder,
    price: row.price ?? (priceValue === null ? '' : formatPropertyPrice(priceValue)),
    price_value: priceValue,
    price_range: row.price_range,
    bedrooms: row.bedrooms,
    area: Number(row.area),
    description: row.description,
    nearby: fromJsonList(row.nearby),
    amenities: fromJsonList(row.amenities),
    contact_agent: row.contact_agent,
    schedule_visit_enabled: fromFlag(row.schedule_visit_enabled),
    brochure_link: row.brochure_link,
    image: images[0] ?? row.image,
    images,
    created_at: row.created_at,
  };
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Contains = (column: 'name' | 'location', text: string) => ReturnType<typeof sql<boolean>>;

/**
 * Case-insensitive "contains". SQLite's LIKE already ignores ASCII case (and its lower() knows no
 * more than ASCII either), so the column is compared as stored, which keeps the search on the
 * covering index without a function call per row; PostgreSQL has ILIKE.
 */
function containsFor(db: Db): Contains {
  const operator = detectDialect<Database>(db) === 'postgres' ? sql`ilike` : sql`like`;
  return (column, text) =>
    sql<boolean>`properties.${sql.ref(column)} ${operator} ${containsPattern(text)} escape '\\'`;
}

/** The WHERE of a search, shared by the page query and its count. */
function applyFilters<O>(
  query: SelectQueryBuilder<Database, 'properties', O>,
  search: PropertyListQuery,
  contains: Contains,
): SelectQueryBuilder<Database, 'properties', O> {
  let q = query;
  if (search.q) {
    const text = search.q;
    q = q.where((eb) => eb.or([contains('name', text), contains('location', text)]));
  }
  if (search.location) q = q.where(contains('location', search.location));
  if (search.price_range) q = q.where('properties.price_range', '=', search.price_range);
  if (search.bedrooms !== undefined) q = q.where('properties.bedrooms_count', '=', search.bedrooms);
  if (search.area_min !== undefined) q = q.where('properties.area', '>=', search.area_min);
  if (search.area_max !== undefined) q = q.where('properties.area', '<=', search.area_max);
  if (search.amenities && search.amenities.length > 0) {
    // Every one of them: all their bits set, tested on the index entry (no per-amenity subquery).
    const mask = amenityMaskOf(search.amenities);
    q = q.where(sql<boolean>`(properties.amenity_mask & ${mask}) = ${mask}`);
  }
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
 * sorted column (2026-11-23T0400-property-search-speed), and only the page's rows are then read
 * in full: sorting thousands of whole rows (descriptions, picture lists) is what made a filtered
 * page slow. `version` is the properties' version read before (propertiesVersion): the count is
 * kept under it.
 */
export async function searchProperties(
  db: Db,
  search: PropertySearch,
  version: number,
): Promise<{ rows: PropertyDto[]; total: number }> {
  const contains = containsFor(db);
  const pageIds = applySort(
    applyFilters(db.selectFrom('properties').select('properties.id'), search, contains),
    search.sort,
  )
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
  const [rows, total] = await Promise.all([
    applySort(
      db
        .selectFrom('properties')
        .innerJoin(pageIds.as('page'), 'page.id', 'properties.id')
        .select(SERVED_PROPERTY_COLUMNS),
      search.sort,
    ).execute(),
    countMatching(db, search, contains, version),
  ]);
  return { rows: rows.map(toPropertyDto), total };
}

/** Distinct filter sets whose counts are kept; the oldest goes first. */
const COUNT_CACHE_SIZE = 500;

const countCaches = new WeakMap<object, Map<string, { total: number; version: number }>>();

/**
 * The count of a filter set is kept under the properties' version it was counted at (the count
 * is a third of a listing page's SQL; the pages of one filter share it) and counted again once
 * any write has changed the version (docs/decisions/property-search-speed.md).
 */
async function countMatching(
  db: Db,
  search: PropertySearch,
  contains: Contains,
  version: number,
): Promise<number> {
  const { q, location, price_range, bedrooms, area_min, area_max } = search;
  const amenities = [...(search.amenities ?? [])].sort();
  const key = JSON.stringify([q, location, price_range, bedrooms, area_min, area_max, amenities]);
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.total;
  const counted = await applyFilters(db.selectFrom('properties'), search, contains)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  const total = Number(counted.count);
  cache.delete(key);
  cache.set(key, { total, version });
  if (cache.size > COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return total;
}

/**
 * The properties' version: changes with every write to the table (its triggers). Every listing
 * and property request reads it first, so on SQLite the requests of one turn share the read.
 */
const readPropertiesVersion = compiledOnce(
  (db) => db.selectFrom('properties_version').select('version').where('id', '=', 1),
  { sharedThisTurn: true },
);

export async function propertiesVersion(db: Db): Promise<number> {
  const [row] = await readPropertiesVersion(db);
  if (!row) throw new Error('properties_version has no row: the migrations did not run');
  return Number(row.version);
}

const readProperty = compiledOnce((db, id: number) =>
  db.selectFrom('properties').select(SERVED_PROPERTY_COLUMNS).where('properties.id', '=', id),
);

export async function findPropertyById(db: Db, id: number): Promise<PropertyDto | undefined> {
  const [row] = await readProperty(db, id);
  return row ? toPropertyDto(row) : undefined;
}

export async function propertyExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of `ids`, those that are properties. */
export async function existingPropertyIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('properties').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => Number(row.id));
}

/** Whether visits can be booked: undefined when there is no such property. */
export async function scheduleVisitEnabled(db: Db, id: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('properties')
    .select('schedule_visit_enabled')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? fromFlag(row.schedule_visit_enabled) : undefined;
}

export async function countProperties(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

function toRow(input: PropertyInput, now: string) {
  return {
    name: input.name,
    location: input.location,
    builder: input.builder,
    price:
      input.price ?? (input.priceValue === null ? null : formatPropertyPrice(input.priceValue)),
    price_value: input.priceValue,
    price_range: input.priceRange,
    bedrooms: input.bedrooms,
    bedrooms_count: bedroomsCountOf(input.bedrooms),
    area: input.area,
    description: input.description,
    nearby: toJsonList(input.nearby),
    amenities: toJsonList(input.amenities),
    amenity_mask: amenityMaskOf(input.amenities),
    contact_agent: input.contactAgent,
    schedule_visit_enabled: toFlag(input.scheduleVisitEnabled),
    brochure_link: input.brochureLink,
    image: input.images[0] ?? null,
    images: toJsonList(input.images),
    created_by: input.createdBy ?? null,
    created_at: input.createdAt ?? now,
  };
}

/** Rows per INSERT: well below SQLite's 32,766 bound parameters (about 20 per row). */
const INSERT_BATCH = 500;

/**
 * Inserts properties with their amenity rows, in batches, and returns the new ids in input order.
 * Run it inside a transaction to make it all-or-nothing (and fast on SQLite).
 */
export async function insertProperties(
  db: Db,
  inputs: readonly PropertyInput[],
  now: Date = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  const createdAt = nowIso(now);
  for (let start = 0; start < inputs.length; start += INSERT_BATCH) {
    const batch = inputs.slice(start, start + INSERT_BATCH);
    const inserted = await db
      .insertInto('properties')
      .values(batch.map((input) => toRow(input, createdAt)))
      .returning('id')
      .execute();
    // Both engines number the rows of one multi-row INSERT in VALUES order, so the ascending
    // ids pair with the inputs; RETURNING itself promises no order.
    const batchIds = inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
    const amenityRows = batch.flatMap((input, index) =>
      [...new Set(input.amenities)].map((amenity) => ({
        property_id: batchIds[index] as number,
        amenity,
      })),
    );
    for (let i = 0; i < amenityRows.length; i += INSERT_BATCH * 4) {
      await db
        .insertInto('property_amenities')
        .values(amenityRows.slice(i, i + INSERT_BATCH * 4))
        .execute();
    }
    ids.push(...batchIds);
  }
  return ids;
}

/**
 * The pictures existing listings use, split into first pictures (exteriors) and the others,
 * so generated listings can share them; undefined when no listing has pictures.
 */
export async function existingPicturePool(
  db: Db,
): Promise<{ exteriors: string[]; interiors: string[] } | undefined> {
  const rows = await db
    .selectFrom('properties')
    .select('images')
    .orderBy('id')
    .limit(500)
    .execute();
  const exteriors = new Set<string>();
  const interiors = new Set<string>();
  for (const row of rows) {
    const [first, ...rest] = fromJsonList(row.images);
    if (first) exteriors.add(first);
    for (const url of rest) interiors.add(url);
  }
  if (exteriors.size === 0 || interiors.size === 0) return undefined;
  return { exteriors: [...exteriors], interiors: [...interiors] };
}

/* ---- Administration: writes and statistics ---- */

/** Replaces a property's fields and amenity rows; false when there is no such property. */
export async function updateProperty(
  db: Db,
  id: number,
  input: PropertyInput,
  now: Date = new Date(),
): Promise<boolean> {
  const { created_at: _createdAt, created_by: _createdBy, ...fields } = toRow(input, nowIso(now));
  const result = await db
    .updateTable('properties')
    .set({ ...fields, updated_at: nowIso(now) })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('property_amenities').where('property_id', '=', id).execute();
  const amenities = [...new Set(input.amenities)];
  if (amenities.length > 0) {
    await db
      .insertInto('property_amenities')
      .values(amenities.map((amenity) => ({ property_id: id, amenity })))
      .execute();
  }
  return true;
}

/** Deletes a property (its amenities and wishlist rows cascade); its picture URLs, or undefined. */
export async function deleteProperty(db: Db, id: number): Promise<string[] | undefined> {
  const row = await db
    .deleteFrom('properties')
    .where('id', '=', id)
    .returning('images')
    .executeTakeFirst();
  return row ? fromJsonList(row.images) : undefined;
}

/** Counts per price range and the rounded mean price, in one SQL query. */
export async function propertyStats(db: Db): Promise<{
  total: number;
  budget: number;
  mid: number;
  premium: number;
  average_price: number | null;
}> {
  const countWhere = (range: PriceRange) =>
    sql<number | string>`sum(case when price_range = ${range} then 1 else 0 end)`;
  const row = await db
    .selectFrom('properties')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('total'),
      countWhere('budget').as('budget'),
      countWhere('mid').as('mid'),
      countWhere('premium').as('premium'),
      sql<number | string | null>`round(avg(price_value))`.as('average_price'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers sums and averages as numeric strings, SQLite as numbers; empty sums are null.
  return {
    total: Number(row.total),
    budget: Number(row.budget ?? 0),
    mid: Number(row.mid ?? 0),
    premium: Number(row.premium ?? 0),
    average_price: row.average_price === null ? null : Number(row.average_price),
  };
}
