import { sql, type Kysely } from 'kysely';
import { AMENITY_BITS } from './2026-11-23T0400-property-search-speed';
import type { MigrationDialect } from './types';

// Amenities were stored three ways: the JSON list (shown), a bit mask (the filter's index key)
// and a `property_amenities` table (written on every save, read by no query). The JSON list is
// kept: it is the only one that holds every name an administrator typed, in their order. The
// listing filters on it with LIKE (docs/decisions/api-reads.md, "Amenities are one
// column").
//
// On SQLite every search index covers the list, as it covered the mask, so a filtered page and
// its count still read no row. PostgreSQL limits an index entry to about 2.7 KB and a list may be
// 2,000 characters beside a name and a location: its indexes cover the other columns only, and
// the amenities are tested on the rows its bitmap scans read anyway.

const LEADS: [string, string[]][] = [
  ['properties_newest_cover_idx', ['created_at', 'id']],
  ['properties_price_cover_idx', ['price_value', 'id']],
  ['properties_area_cover_idx', ['area', 'id']],
  ['properties_range_newest_cover_idx', ['price_range', 'created_at', 'id']],
  ['properties_range_price_cover_idx', ['price_range', 'price_value', 'id']],
  ['properties_range_area_cover_idx', ['price_range', 'area', 'id']],
  ['properties_bedrooms_cover_idx', ['bedrooms_count', 'price_range']],
];

const FILTERED = ['price_range', 'bedrooms_count', 'area', 'price_value', 'created_at'];

/** The search indexes with `extra` covered after the lead columns and the filtered ones. */
function searchIndexes(extra: string[]): [string, string[]][] {
  const covered = [...FILTERED, ...extra];
  return LEADS.map(([name, lead]) => [
    name,
    [...lead, ...covered.filter((column) => !lead.includes(column))],
  ]);
}

async function replaceSearchIndexes(db: Kysely<unknown>, extra: string[]): Promise<void> {
  for (const [name, columns] of searchIndexes(extra)) {
    await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  // The indexes hold amenity_mask: they go before the column can.
  for (const [name] of LEADS) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.alterTable('properties').dropColumn('amenity_mask').execute();
  await db.schema.dropTable('property_amenities').ifExists().execute();
  await replaceSearchIndexes(
    db,
    dialect === 'sqlite' ? ['location', 'name', 'amenities'] : ['location', 'name'],
  );
}

export async function down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  for (const [name] of LEADS) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema
    .createTable('property_amenities')
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('amenity', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('property_amenities_pkey', ['property_id', 'amenity'])
    .execute();
  await db.schema
    .createIndex('property_amenities_amenity_idx')
    .on('property_amenities')
    .columns(['amenity', 'property_id'])
    .execute();
  const elements =
    dialect === 'sqlite'
      ? sql`select properties.id, json_each.value from properties, json_each(properties.amenities)`
      : sql`select properties.id, list.value from properties,
          jsonb_array_elements_text(properties.amenities::jsonb) as list(value)`;
  await sql`insert into property_amenities (property_id, amenity)
    select distinct * from (${elements}) as element`.execute(db);
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
  await replaceSearchIndexes(db, ['amenity_mask', 'location', 'name']);
}
