import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// The search of listings for sale and for rent, with the counts beside every option
// (docs/decisions/search-counts.md):
// - every search reads live listings of one purpose, so every search index now leads with status
//   and purpose, then its sort key, and holds the columns the filters and counts read, so a page's
//   ids and the counts are found without reading the wide rows (on SQLite the amenities' JSON
//   list too, as the indexes it replaces did: they stay in that one column, api-reads.md);
// - on PostgreSQL, the sample that estimates the counts of a search matching very many listings
//   (one listing in 64, by id) has an index of its own, so it is read without the rest.

const SAMPLE_EVERY = 64;

const OLD_LEADS: [string, string[]][] = [
  ['properties_newest_cover_idx', ['created_at', 'id']],
  ['properties_price_cover_idx', ['price_value', 'id']],
  ['properties_area_cover_idx', ['area', 'id']],
  ['properties_range_newest_cover_idx', ['price_range', 'created_at', 'id']],
  ['properties_range_price_cover_idx', ['price_range', 'price_value', 'id']],
  ['properties_range_area_cover_idx', ['price_range', 'area', 'id']],
  ['properties_bedrooms_cover_idx', ['bedrooms_count', 'price_range']],
];
const OLD_FILTERED = ['price_range', 'bedrooms_count', 'area', 'price_value', 'created_at'];

/** One index per way into the listings of a purpose: a sort key, or the budget band first. */
const LEADS: [string, string[]][] = [
  ['properties_live_newest_idx', ['created_at', 'id']],
  ['properties_live_price_idx', ['price_value', 'id']],
  ['properties_live_area_idx', ['area', 'id']],
  ['properties_live_range_newest_idx', ['price_range', 'created_at', 'id']],
  ['properties_live_range_price_idx', ['price_range', 'price_value', 'id']],
];

/** What the filters and counts read, besides the search text. */
const FILTERED = [
  'price_range',
  'price_value',
  'area',
  'created_at',
  'property_type',
  'possession',
  'furnishing',
  'suits',
  'posted_by',
  'bedrooms_count',
  'bathrooms',
  'rera_number',
];

function searchIndexes(dialect: MigrationDialect): [string, string[]][] {
  // PostgreSQL limits an index entry to about 2.7 KB: the texts searched stay out of its indexes.
  const covered = dialect === 'sqlite' ? [...FILTERED, 'amenities', 'location', 'name'] : FILTERED;
  return LEADS.map(([name, lead]) => [
    name,
    ['status', 'purpose', ...lead, ...covered.filter((column) => !lead.includes(column))],
  ]);
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  for (const [name] of OLD_LEADS) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name, columns] of searchIndexes(dialect)) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
  if (dialect === 'postgres') {
    await sql`create index properties_live_sample_idx on properties
      (status, purpose, (id % ${sql.lit(SAMPLE_EVERY)}))
      include (${sql.join(FILTERED.map((column) => sql.ref(column)))})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await sql`drop index if exists properties_live_sample_idx`.execute(db);
  for (const [name] of LEADS) await db.schema.dropIndex(name).ifExists().execute();
  const covered = [
    ...OLD_FILTERED,
    ...(dialect === 'sqlite' ? ['location', 'name', 'amenities'] : ['location', 'name']),
  ];
  for (const [name, lead] of OLD_LEADS) {
    const columns = [...lead, ...covered.filter((column) => !lead.includes(column))];
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
}
