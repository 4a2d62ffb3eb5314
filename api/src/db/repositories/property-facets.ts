// How many listings match a search, and for each option of each group how many it would show
// with the other groups' filters applied (docs/decisions/search-counts.md). One SQL pass counts
// them all. Exact while the search's base (purpose, text, area, budget) holds at most
// EXACT_COUNT_LIMIT listings; beyond, the same pass runs over a fixed sample of one listing in
// SAMPLE_EVERY and the figures are scaled up and rounded, marked approximate; an api instance
// counts that sample in its memory once it holds a current copy (property-sample.ts).
import {
  FACET_GROUPS,
  FACET_OPTIONS,
  zeroFacets,
  type FacetGroup,
  type PropertyFacets,
  type PropertyListQuery,
} from '@marketplace/shared/contracts';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { detectDialect } from '../migrate';
import type { Database } from '../schema';
import {
  all,
  baseConditions,
  groupConditions,
  optionCondition,
  type Condition,
} from './property-filters';
import { SAMPLE_EVERY, SAMPLE_OPTIONS, type SampleAt, type SampleCounts } from './property-sample';

type Db = Kysely<Database> | Transaction<Database>;

/** Above this many listings in a search's base, its counts are estimated. */
const EXACT_COUNT_LIMIT = 20_000;
/**
 * A base the sample puts above this many times the limit is taken as large without asking SQL:
 * at the limit the sample holds about 310 listings of the base, so its estimate strays by about
 * 6 % (one standard deviation); 1.5 times is over 8 of them. Below, SQL says (up to limit + 1
 * index entries read). Either way only whether the counts are exact or estimated depends on it.
 */
const CLEARLY_LARGER = 1.5;

export interface SearchCounts {
  total: number;
  facets: PropertyFacets;
  approximate: boolean;
}

/** `n` to two significant figures (an estimate claims no more). */
function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/** Whether the base holds more than `limit` listings (it reads at most limit + 1 of them). */
async function baseIsLarger(db: Db, base: Condition[], limit: number): Promise<boolean> {
  const capped = db
    .selectFrom('properties')
    .select(sql`1`.as('one'))
    .where(all(base))
    .limit(limit + 1);
  const row = await db
    .selectFrom(capped.as('base'))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) > limit;
}

/**
 * On PostgreSQL, a small base narrowed by the budget or the area is read by id, the ids found on
 * the search index that leads with that column (as `baseIsLarger` just did). Left to itself the
 * planner scans the whole table in parallel: it takes `price_value <= 30 L` for a quarter of all
 * listings, because every rent is below it, where the live sales below it are 17,000 of a
 * million (300 ms and three processes a search; 110 ms and one by id). The base is known to
 * hold at most `limit` listings, so the limit drops none.
 */
function exactBaseById(
  db: Db,
  search: PropertyListQuery,
  base: Condition[],
  limit: number,
): Condition[] {
  const ranged = [search.budget_min, search.budget_max, search.area_min, search.area_max].some(
    (bound) => bound !== undefined,
  );
  if (!ranged || detectDialect<Database>(db) !== 'postgres') return [];
  const ids = db
    .selectFrom('properties')
    .select('properties.id')
    .where(all(base))
    .limit(limit + 1);
  return [sql<SqlBool>`properties.id = any(array(${ids}))`];
}

/** The counts of `search`, in one pass over its base (or over the base's sample). */
export async function searchCounts(
  db: Db,
  search: PropertyListQuery,
  {
    exactLimit = EXACT_COUNT_LIMIT,
    sampleEvery = SAMPLE_EVERY,
    sample,
  }: { exactLimit?: number; sampleEvery?: number; sample?: SampleAt } = {},
): Promise<SearchCounts> {
  const base = baseConditions(db, search);
  const inMemory = sample?.counts(search);
  const clearlyLarger = inMemory && inMemory.base * inMemory.every > exactLimit * CLEARLY_LARGER;
  const approximate = clearlyLarger || (await baseIsLarger(db, base, exactLimit));
  if (approximate && inMemory) return scaledUp(inMemory);
  if (approximate) sample?.wanted(search.purpose ?? 'sale');
  // Amenities are all wanted, so the amenities chosen hold for every count, their own included:
  // they are tested once per listing, in the WHERE, rather than inside each count.
  const { amenities: chosenAmenities, ...groups } = groupConditions(db, search);
  const wanted = chosenAmenities ? [chosenAmenities] : [];
  /** The filters of every used group but `group`. */
  const others = (group: FacetGroup) =>
    all(
      Object.entries(groups)
        .filter(([name]) => name !== group)
        .map(([, condition]) => condition),
    );
  const counted: { alias: string; group: FacetGroup; option: string; when: Condition }[] = [];
  for (const group of FACET_GROUPS) {
    const rest = others(group);
    FACET_OPTIONS[group].forEach((option, i) => {
      const when = sql<SqlBool>`${rest} and ${optionCondition(db, group, option)}`;
      counted.push({ alias: `${group}_${i}`, group, option, when });
    });
  }
  // A literal, not a parameter: PostgreSQL's index on (id % 64) serves only the same expression.
  const sampled = sql<SqlBool>`properties.id % ${sql.lit(sampleEvery)} = 0`;
  const readBase = approximate ? [sampled] : exactBaseById(db, search, base, exactLimit);
  const row = await db
    .selectFrom('properties')
    .select([
      sql<number | string>`count(*) filter (where ${all(Object.values(groups))})`.as('total'),
      ...counted.map(({ alias, when }) =>
        sql<number | string>`count(*) filter (where ${when})`.as(alias),
      ),
    ])
    .where(all([...base, ...wanted, ...readBase]))
    .executeTakeFirstOrThrow();
  const scale = (value: unknown) =>
    approximate ? roughly(Number(value) * sampleEvery) : Number(value);
  const facets = zeroFacets();
  const counts = facets as Record<FacetGroup, Record<string, number>>;
  for (const { alias, group, option } of counted) {
    counts[group][option] = scale((row as Record<string, unknown>)[alias]);
  }
  return { total: scale(row.total), facets, approximate };
}

/** The counts of a sample counted in memory, scaled up and rounded as SQL's sampled ones. */
function scaledUp({ every, total, options }: SampleCounts): SearchCounts {
  const facets = zeroFacets();
  const counts = facets as Record<FacetGroup, Record<string, number>>;
  SAMPLE_OPTIONS.forEach(({ group, option }, i) => {
    counts[group][option] = roughly(options[i]! * every);
  });
  return { total: roughly(total * every), facets, approximate: true };
}
