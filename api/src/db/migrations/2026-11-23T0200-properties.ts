import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Properties become searchable: a numeric price and bedroom count beside the spec's
// display texts, amenities in their own table so "all of these amenities" is a SQL filter, the
// wishlist, and the indexes of the listing's filters and sorts.
//
// No route wrote to `properties` before this migration, so there is nothing to backfill except
// what can be derived in SQL (the bedroom count); price_value stays null on such rows.

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  // Rupees: bigint, since a Mumbai listing can pass the 32-bit limit (₹214 Cr).
  await db.schema
    .alterTable('properties')
    .addColumn('price_value', dialect === 'postgres' ? 'bigint' : 'integer')
    .execute();
  await db.schema.alterTable('properties').addColumn('bedrooms_count', 'integer').execute();
  await sql`update properties set bedrooms_count = case
      when substr(trim(bedrooms), 1, 1) between '1' and '9'
      then cast(substr(trim(bedrooms), 1, 1) as integer) end`.execute(db);

  await db.schema
    .createTable('property_amenities')
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('amenity', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('property_amenities_pkey', ['property_id', 'amenity'])
    .execute();
  // The amenities filter looks up (amenity, property) pairs.
  await db.schema
    .createIndex('property_amenities_amenity_idx')
    .on('property_amenities')
    .columns(['amenity', 'property_id'])
    .execute();

  await db.schema
    .createTable('wishlist')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('wishlist_pkey', ['user_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('wishlist_user_created_idx')
    .on('wishlist')
    .columns(['user_id', 'created_at'])
    .execute();
  // A property's deletion cascades through this.
  await db.schema
    .createIndex('wishlist_property_idx')
    .on('wishlist')
    .column('property_id')
    .execute();

  // Filters and sorts of GET /getAllProperties (created_at already has an index). The search
  // index holds every filtered and sorted column, so a page's ids and the count are found in it
  // without reading the (wide) rows, whichever filters are combined.
  const indexes: [string, string[]][] = [
    [
      'properties_search_idx',
      ['price_range', 'bedrooms_count', 'area', 'price_value', 'created_at', 'location', 'name'],
    ],
    // The budget filter is the most used one: with each sort it is a plain index walk.
    ['properties_price_range_price_idx', ['price_range', 'price_value']],
    ['properties_price_range_created_idx', ['price_range', 'created_at', 'id']],
    ['properties_price_range_area_idx', ['price_range', 'area', 'id']],
    ['properties_price_value_idx', ['price_value', 'id']],
    ['properties_bedrooms_count_idx', ['bedrooms_count']],
    ['properties_area_idx', ['area', 'id']],
    ['properties_created_id_idx', ['created_at', 'id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'properties_search_idx',
    'properties_created_id_idx',
    'properties_area_idx',
    'properties_bedrooms_count_idx',
    'properties_price_value_idx',
    'properties_price_range_area_idx',
    'properties_price_range_created_idx',
    'properties_price_range_price_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable('wishlist').execute();
  await db.schema.dropTable('property_amenities').execute();
  await db.schema.alterTable('properties').dropColumn('bedrooms_count').execute();
  await db.schema.alterTable('properties').dropColumn('price_value').execute();
}
