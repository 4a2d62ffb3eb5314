// How many listings match a search, and for each option of each group how many it would show
// with the other groups' filters applied (docs/decisions/search-counts.md). One SQL pass counts
// them all. Exact while the search's base (purpose, text, area, budget) holds at most
// EXACT_COUNT_LIMIT listings; beyond, the same pass runs over a fixed sample of one listing in
// SAMPLE_EVERY and the figures are scaled up and rounded, marked approximate.
import {
  FACET_GROUPS,
  FACET_OPTIONS,
  zeroFacets,
  type FacetGroup,
  type PropertyFacets,
  type PropertyListQuery,
} from '@marketplace/shared/contracts';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../schema';
import {
  all,
  baseConditions,
  groupConditions,
  optionCondition,
  type Condition,
} from './property-filters';

type Db = Kysely<Database> | Transaction<Database>;

/** Above this many listings in a search's base, its counts are estimated. */
const EXACT_COUNT_LIMIT = 20_000;
/** The sample: the listings whose id is a multiple of this. */
const SAMPLE_EVERY = 64;

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

/** The counts of `search`, in one pass over its base (or over the base's sample). */
export async function searchCounts(
  db: Db,
  search: PropertyListQuery,
  { exactLimit = EXACT_COUNT_LIMIT, sampleEvery = SAMPLE_EVERY } = {},
): Promise<SearchCounts> {
  const base = baseConditions(db, search);
  const approximate = await baseIsLarger(db, base, exactLimit);
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
  const sample = sql<SqlBool>`properties.id % ${sql.lit(sampleEvery)} = 0`;
  const row = await db
    .selectFrom('properties')
    .select([
      sql<number | string>`count(*) filter (where ${all(Object.values(groups))})`.as('total'),
      ...counted.map(({ alias, when }) =>
        sql<number | string>`count(*) filter (where ${when})`.as(alias),
      ),
    ])
    .where(all([...base, ...wanted, ...(approximate ? [sample] : [])]))
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
