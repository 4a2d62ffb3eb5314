// The listing's filters as SQL: the base every search has (live listings of one purpose, the
// search text, area and budget), and the groups of options whose counts are shown beside them
// (facets). A group's filter and the test of one of its options are written once here, for the
// page query and for the counts alike.
import type { FacetGroup, PropertyListQuery } from '@marketplace/shared/contracts';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;
export type Condition = Expression<SqlBool>;

/** LIKE's own wildcards in `text` taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Like = (column: 'name' | 'location' | 'amenities', pattern: string) => Condition;

/**
 * Case-insensitive LIKE. SQLite's LIKE already ignores ASCII case (and its lower() knows no more
 * than ASCII either), so the column is compared as stored, which keeps the search on the covering
 * index without a function call per row; PostgreSQL has ILIKE.
 */
function likeFor(db: Db): Like {
  const operator = detectDialect<Database>(db) === 'postgres' ? sql`ilike` : sql`like`;
  return (column, pattern) =>
    sql<SqlBool>`properties.${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
}

const contains = (text: string) => `%${likeLiteral(text)}%`;

/**
 * Whether a listing has the amenity. The column is the JSON list the api wrote
 * (`["Parking","Lift"]`); inside a JSON string every quote is escaped, so `"Lift"` right after `[`
 * or `,` is the whole element Lift, never a part of another name ('Valet Parking' is not
 * 'Parking').
 */
function hasAmenity(db: Db, name: string): Condition {
  const like = likeFor(db);
  const element = likeLiteral(JSON.stringify(name));
  return sql<SqlBool>`(${like('amenities', `%[${element}%`)} or ${like('amenities', `%,${element}%`)})`;
}

/** All of `conditions` (true when there are none). */
export const all = (conditions: Condition[]): Condition =>
  conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;

const inList = (column: string, values: readonly string[]): Condition =>
  sql<SqlBool>`properties.${sql.ref(column)} in (${sql.join(values)})`;

/** What every search has, whatever its groups: live listings of one purpose, text, area, budget. */
export function baseConditions(db: Db, search: PropertyListQuery): Condition[] {
  const like = likeFor(db);
  const conditions: Condition[] = [
    sql<SqlBool>`properties.status = 'live'`,
    sql<SqlBool>`properties.purpose = ${search.purpose ?? 'sale'}`,
  ];
  if (search.q) {
    const pattern = contains(search.q);
    conditions.push(sql<SqlBool>`(${like('name', pattern)} or ${like('location', pattern)})`);
  }
  if (search.area_min !== undefined) {
    conditions.push(sql<SqlBool>`properties.area >= ${search.area_min}`);
  }
  if (search.area_max !== undefined) {
    conditions.push(sql<SqlBool>`properties.area <= ${search.area_max}`);
  }
  if (search.budget_min !== undefined) {
    conditions.push(sql<SqlBool>`properties.price_value >= ${search.budget_min}`);
  }
  if (search.budget_max !== undefined) {
    conditions.push(sql<SqlBool>`properties.price_value <= ${search.budget_max}`);
  }
  return conditions;
}

/** Whether a listing is one of `option` of `group` (what a count beside the option counts). */
export function optionCondition(db: Db, group: FacetGroup, option: string): Condition {
  switch (group) {
    case 'price_range':
      return sql<SqlBool>`properties.price_range = ${option}`;
    case 'type':
      return sql<SqlBool>`properties.property_type = ${option}`;
    case 'possession':
      return sql<SqlBool>`properties.possession = ${option}`;
    case 'furnishing':
      return sql<SqlBool>`properties.furnishing = ${option}`;
    case 'suits':
      return inList('suits', [option, 'any']);
    case 'posted_by':
      return sql<SqlBool>`properties.posted_by = ${option}`;
    case 'bedrooms':
      return sql<SqlBool>`properties.bedrooms_count = ${Number(option)}`;
    case 'baths_min':
      return sql<SqlBool>`properties.bathrooms >= ${Number(option)}`;
    case 'rera':
      return sql<SqlBool>`properties.rera_number is not null`;
    case 'amenities':
      return hasAmenity(db, option);
    case 'location':
      return likeFor(db)('location', contains(option));
  }
}

/** The options a search chose in each group it uses (a group it does not use is absent). */
export function chosenOptions(search: PropertyListQuery): Partial<Record<FacetGroup, string[]>> {
  const chosen: Partial<Record<FacetGroup, string[]>> = {};
  const one = (group: FacetGroup, option: string | number | undefined) => {
    if (option !== undefined) chosen[group] = [String(option)];
  };
  one('price_range', search.price_range);
  one('possession', search.possession);
  one('suits', search.suits);
  one('bedrooms', search.bedrooms);
  one('baths_min', search.baths_min);
  one('rera', search.rera);
  if (search.location) chosen.location = [search.location];
  if (search.type?.length) chosen.type = search.type;
  if (search.furnishing?.length) chosen.furnishing = search.furnishing;
  if (search.posted_by?.length) chosen.posted_by = search.posted_by;
  if (search.amenities?.length) chosen.amenities = search.amenities;
  return chosen;
}

const GROUP_COLUMNS: Partial<Record<FacetGroup, string>> = {
  type: 'property_type',
  furnishing: 'furnishing',
  posted_by: 'posted_by',
};

/** The filter of each group the search uses (a group it does not use is absent). */
export function groupConditions(
  db: Db,
  search: PropertyListQuery,
): Partial<Record<FacetGroup, Condition>> {
  const groups: Partial<Record<FacetGroup, Condition>> = {};
  for (const [group, options] of Object.entries(chosenOptions(search)) as [
    FacetGroup,
    string[],
  ][]) {
    const column = GROUP_COLUMNS[group];
    if (group === 'amenities') {
      // Amenities are all wanted: each one chosen narrows the list.
      groups.amenities = all(options.map((name) => hasAmenity(db, name)));
    } else if (column) {
      // Within a group of several choices, any of them (an apartment or a villa).
      groups[group] = inList(column, options);
    } else {
      groups[group] = optionCondition(db, group, options[0]!);
    }
  }
  return groups;
}

/** Every condition of a search: the base and each group used. */
export function searchConditions(db: Db, search: PropertyListQuery): Condition[] {
  return [...baseConditions(db, search), ...Object.values(groupConditions(db, search))];
}
