import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// The listing answers every filter from an index alone
// (docs/decisions/api-reads.md):
// - amenities become a bit mask column, so "has all of these" is `mask & m = m` on an index entry
//   instead of one EXISTS subquery (and one more table lookup) per amenity and candidate row;
// - every index the listing's planner can pick holds every filtered and sorted column, so neither
//   a page's ids nor the count ever read the wide rows (descriptions, picture lists). Before, a
//   bedrooms or amenities filter made SQLite pick a narrow index and read thousands of rows.

/**
 * The spec's amenity names in its order, frozen here: bit i stands for AMENITY_BITS[i]. The api's
 * PROPERTY_AMENITIES must keep this order (a test compares them); a new amenity goes at the end.
 */
export const AMENITY_BITS = [
  'Parking',
  'Park',
  'Vaastu Compliant',
  'Power Backup',
  'Lift',
  'Security Personnel',
  'Gymnasium',
  'Club house',
  'Swimming Pool',
  'Gas Pipeline',
  'Valet Parking',
] as const;

/** Every column a listing filters or sorts on. */
const COVERED = [
  'price_range',
  'bedrooms_count',
  'area',
  'price_value',
  'created_at',
  'amenity_mask',
  'location',
  'name',
];

/** One index per way the planner can enter the table: a sort key, or a selective filter. */
const SEARCH_INDEXES: [string, string[]][] = [
  ['properties_newest_cover_idx', ['created_at', 'id']],
  ['properties_price_cover_idx', ['price_value', 'id']],
  ['properties_area_cover_idx', ['area', 'id']],
  ['properties_range_newest_cover_idx', ['price_range', 'created_at', 'id']],
  ['properties_range_price_cover_idx', ['price_range', 'price_value', 'id']],
  ['properties_range_area_cover_idx', ['price_range', 'area', 'id']],
  ['properties_bedrooms_cover_idx', ['bedrooms_count', 'price_range']],
].map(([name, lead]) => [
  name as string,
  [...(lead as string[]), ...COVERED.filter((c) => !(lead as string[]).includes(c))],
]);

/** The indexes of 2026-11-23T0200-properties this replaces, with their columns (for down). */
const REPLACED: [string, string[]][] = [
  [
    'properties_search_idx',
    ['price_range', 'bedrooms_count', 'area', 'price_value', 'created_at', 'location', 'name'],
  ],
  ['properties_price_range_price_idx', ['price_range', 'price_value']],
  ['properties_price_range_created_idx', ['price_range', 'created_at', 'id']],
  ['properties_price_range_area_idx', ['price_range', 'area', 'id']],
  ['properties_price_value_idx', ['price_value', 'id']],
  ['properties_bedrooms_count_idx', ['bedrooms_count']],
  ['properties_area_idx', ['area', 'id']],
  ['properties_created_id_idx', ['created_at', 'id']],
];

export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('amenity_mask', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const bitOf = sql.join(
    AMENITY_BITS.map((name, bit) => sql`when ${sql.lit(name)} then ${sql.lit(2 ** bit)}`),
    sql` `,
  );
  await sql`update properties set amenity_mask = coalesce((
      select sum(case amenity ${bitOf} else 0 end) from property_amenities
      where property_amenities.property_id = properties.id), 0)`.execute(db);

  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of SEARCH_INDEXES) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of SEARCH_INDEXES) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of REPLACED) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
  await db.schema.alterTable('properties').dropColumn('amenity_mask').execute();
}
