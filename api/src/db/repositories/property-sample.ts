// The counts of a large search, worked out in the api's memory (docs/decisions/search-counts.md).
// Above the exact limit the counts come from a fixed sample, the live listings whose id is a
// multiple of SAMPLE_EVERY. Counting it in SQL reads every sampled row from the table (about
// 70 ms at a million listings); an api instance instead keeps each purpose's sample as columns:
// the price and area, and for every counted option whether the listing has it, as the very SQL
// test of that option (property-filters.ts) answered when the copy was read, so memory and SQL
// cannot disagree on what an option means. The copy is read again when the properties' version
// moves, one read at a time; until it is current the counts are SQL's.
import {
  FACET_GROUPS,
  FACET_OPTIONS,
  PROPERTY_LOCATIONS,
  type FacetGroup,
  type PropertyListQuery,
  type PropertyPurpose,
} from '@marketplace/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema';
import { all, chosenOptions, optionCondition } from './property-filters';

type Db = Kysely<Database> | Transaction<Database>;

/** The sample: the listings whose id is a multiple of this. */
export const SAMPLE_EVERY = 64;

/** Every counted option, in the order of the answer's groups. */
export const SAMPLE_OPTIONS = FACET_GROUPS.flatMap((group) =>
  FACET_OPTIONS[group].map((option: string) => ({ group, option })),
);
const optionIndex = new Map(
  SAMPLE_OPTIONS.map(({ group, option }, i) => [`${group}:${option}`, i]),
);
const indexOf = (group: FacetGroup, option: string) => optionIndex.get(`${group}:${option}`);

/** One purpose's sampled live listings, as columns. */
export interface Sample {
  every: number;
  size: number;
  /** The price or rent; NaN where there is none (as SQL's null, it passes no budget). */
  price: Float64Array;
  area: Float64Array;
  /** Per option (SAMPLE_OPTIONS' order), 1 for each listing that has it. */
  has: Uint8Array[];
}

/** Reads the sample of `purpose`'s live listings (the index on (status, purpose, id % 64)). */
async function loadSample(db: Db, purpose: PropertyPurpose, every: number): Promise<Sample> {
  const rows = await db
    .selectFrom('properties')
    .select([
      'properties.price_value as price',
      'properties.area as area',
      ...SAMPLE_OPTIONS.map(({ group, option }, i) =>
        sql<number>`case when ${optionCondition(db, group, option)} then 1 else 0 end`.as(`o${i}`),
      ),
    ])
    .where(
      all([
        sql`properties.status = 'live'`,
        sql`properties.purpose = ${purpose}`,
        sql`properties.id % ${sql.lit(every)} = 0`,
      ]),
    )
    .execute();
  const size = rows.length;
  const sample: Sample = {
    every,
    size,
    price: new Float64Array(size),
    area: new Float64Array(size),
    has: SAMPLE_OPTIONS.map(() => new Uint8Array(size)),
  };
  rows.forEach((row, r) => {
    const cells = row as Record<string, unknown>;
    sample.price[r] = row.price === null ? NaN : Number(row.price);
    sample.area[r] = row.area === null ? NaN : Number(row.area);
    sample.has.forEach((column, i) => (column[r] = Number(cells[`o${i}`])));
  });
  return sample;
}

/** A sample's counts of one search, unscaled. */
export interface SampleCounts {
  every: number;
  /** Sampled listings in the search's base (purpose, area, budget), amenities aside. */
  base: number;
  total: number;
  /** Per option, in SAMPLE_OPTIONS' order. */
  options: Int32Array;
}

/** A group's filter: any of the options chosen, or every one for amenities (all are wanted). */
interface GroupFilter {
  columns: Uint8Array[];
  every: boolean;
}

/**
 * The options a search chose, per group; undefined when the search needs what the sample does
 * not hold: a text search, or a place that is not one of the counted locations.
 */
function countableChoices(search: PropertyListQuery): Map<FacetGroup, string[]> | undefined {
  if (search.q !== undefined) return undefined;
  const chosen = new Map(Object.entries(chosenOptions(search)) as [FacetGroup, string[]][]);
  const place = chosen.get('location')?.[0];
  if (place !== undefined) {
    // Only a whole counted place in ASCII reads the same to ILIKE/LIKE as to toLowerCase().
    const counted = place.toLowerCase();
    if (!/^[a-z]+$/.test(counted) || !(PROPERTY_LOCATIONS as readonly string[]).includes(counted)) {
      return undefined;
    }
    chosen.set('location', [counted]);
  }
  return chosen;
}

/**
 * The counts `searchCounts` would make over the same sample in SQL, or undefined when the search
 * needs SQL (countableChoices). A count beside an option applies every other group's filter: a
 * listing that fails no group counts everywhere, one that fails exactly one group counts only
 * beside that group's options, and amenities (chosen ones hold for all) only the first way.
 */
function countSample(sample: Sample, search: PropertyListQuery): SampleCounts | undefined {
  const chosen = countableChoices(search);
  if (!chosen) return undefined;
  const filters: { group: FacetGroup; filter: GroupFilter }[] = [];
  for (const [group, options] of chosen) {
    const columns = options.map((option) => sample.has[indexOf(group, option)!]!);
    filters.push({ group, filter: { columns, every: group === 'amenities' } });
  }
  const wanted = filters.find(({ group }) => group === 'amenities')?.filter;
  const groups = filters.filter(({ group }) => group !== 'amenities');
  const ranges = FACET_GROUPS.map((group) => {
    const first = indexOf(group, FACET_OPTIONS[group][0])!;
    return { group, first, end: first + FACET_OPTIONS[group].length };
  });
  const rangeOf = new Map(ranges.map((range) => [range.group, range]));
  const { price, area, has } = sample;
  const { budget_min: low = -Infinity, budget_max: high = Infinity } = search;
  const { area_min: small = -Infinity, area_max: large = Infinity } = search;
  const options = new Int32Array(SAMPLE_OPTIONS.length);
  let base = 0;
  let total = 0;
  for (let r = 0; r < sample.size; r++) {
    // NaN (no price or area) fails any bound, as null does in SQL, and passes none at all.
    if (search.budget_min !== undefined || search.budget_max !== undefined) {
      if (!(price[r]! >= low && price[r]! <= high)) continue;
    }
    if (search.area_min !== undefined || search.area_max !== undefined) {
      if (!(area[r]! >= small && area[r]! <= large)) continue;
    }
    base++;
    if (wanted && !passes(wanted, r)) continue;
    let failed: FacetGroup | undefined;
    let failures = 0;
    for (const { group, filter } of groups) {
      if (passes(filter, r)) continue;
      failed = group;
      if (++failures > 1) break;
    }
    if (failures > 1) continue;
    if (failures === 1) {
      const { first, end } = rangeOf.get(failed!)!;
      for (let i = first; i < end; i++) options[i]! += has[i]![r]!;
      continue;
    }
    total++;
    for (let i = 0; i < options.length; i++) options[i]! += has[i]![r]!;
  }
  return { every: sample.every, base, total, options };
}

function passes({ columns, every }: GroupFilter, r: number): boolean {
  if (every) return columns.every((column) => column[r] === 1);
  return columns.some((column) => column[r] === 1);
}

/** What searchCounts asks of the sample at one version of the properties. */
export interface SampleAt {
  /** The counts over the current sample, or undefined (not read yet, stale, or SQL needed). */
  counts(search: PropertyListQuery): SampleCounts | undefined;
  /** How many listings the sample says match every filter, or undefined as for counts. */
  matching(search: PropertyListQuery): number | undefined;
  /** A search of `purpose` was large: read its sample if it is not current. */
  wanted(purpose: PropertyPurpose): void;
}

/** The samples of one api instance, one per purpose, each read under a version of the properties. */
export class ListingSample {
  private readonly kept = new Map<PropertyPurpose, { version: number; sample: Sample }>();
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: () => Db,
    private readonly every = SAMPLE_EVERY,
  ) {}

  /** The sample as it stands for `version` (read before the search, as the answers' version). */
  at(version: number): SampleAt {
    return {
      counts: (search) => {
        const kept = this.kept.get(search.purpose ?? 'sale');
        return kept?.version === version ? countSample(kept.sample, search) : undefined;
      },
      matching(search) {
        const counted = this.counts(search);
        return counted && counted.total * counted.every;
      },
      wanted: (purpose) => {
        if (this.kept.get(purpose)?.version !== version) void this.read(purpose, version);
      },
    };
  }

  /**
   * Reads `purpose`'s sample and keeps it under `version`, unless a read is under way (it
   * resolves when that one ends). The rows are read after the version, so they are at least as
   * new as it; a write meanwhile moves the version, and the next large search reads again.
   * A failed read keeps nothing: the counts stay SQL's.
   */
  read(purpose: PropertyPurpose, version: number): Promise<void> {
    this.reading ??= loadSample(this.db(), purpose, this.every)
      .then((sample) => void this.kept.set(purpose, { version, sample }))
      .catch(() => undefined)
      .finally(() => (this.reading = undefined));
    return this.reading;
  }
}
