import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Listings for sale or for rent, posted by owners, agents and builders, with a status
// (docs/decisions/listing-model.md):
// - the columns the first schema reserved and nothing ever wrote (property_type, status,
//   features, agent_*) are replaced by typed ones; bathrooms is kept as it was;
// - created_by becomes owner_id: the account a listing belongs to (its lister);
// - every existing listing becomes a live sale, live since it was created, expiring 60 days after
//   this migration (not after its creation: an old listing must not vanish on the day of the
//   upgrade), and its price band is derived again from its price by the sale thresholds;
// - views are counted in their own table: a view is no change of what is listed, and a write to
//   `properties` moves the version every kept listing answer depends on.

/** Frozen here: the thresholds of the sale bands on the day of this migration. */
const SALE_MID_FROM = 50_00_000;
const SALE_PREMIUM_FROM = 1_00_00_000;
const LIVE_DAYS = 60;

const DROPPED = ['property_type', 'status', 'features', 'agent_name', 'agent_phone', 'agent_email'];

/** Plain nullable text columns added. */
const TEXT_COLUMNS = [
  'property_type',
  'possession',
  'possession_by',
  'furnishing',
  'rera_number',
  'posted_by',
  'available_from',
  'suits',
  'lister_phone',
  'live_since',
  'expires_at',
  'rejection_reason',
];

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  for (const column of DROPPED) {
    await db.schema.alterTable('properties').dropColumn(column).execute();
  }
  await db.schema.alterTable('properties').renameColumn('created_by', 'owner_id').execute();
  await db.schema
    .alterTable('properties')
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .defaultTo('sale')
        .check(sql`purpose in ('sale', 'rent')`),
    )
    .execute();
  await db.schema
    .alterTable('properties')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('live')
        .check(
          sql`status in ('draft', 'pending', 'live', 'rejected', 'sold', 'rented', 'expired')`,
        ),
    )
    .execute();
  for (const column of TEXT_COLUMNS) {
    await db.schema.alterTable('properties').addColumn(column, 'text').execute();
  }
  for (const column of ['floor', 'total_floors']) {
    await db.schema.alterTable('properties').addColumn(column, 'integer').execute();
  }
  // Rupees, like price_value.
  await db.schema
    .alterTable('properties')
    .addColumn('deposit_value', dialect === 'postgres' ? 'bigint' : 'integer')
    .execute();

  const expiresAt = new Date(Date.now() + LIVE_DAYS * 86_400_000).toISOString();
  await sql`update properties set live_since = created_at, expires_at = ${expiresAt}`.execute(db);
  await sql`update properties set price_range = case
      when price_value >= ${SALE_PREMIUM_FROM} then 'premium'
      when price_value >= ${SALE_MID_FROM} then 'mid'
      else 'budget' end
    where price_value is not null`.execute(db);

  await db.schema
    .createTable('property_views')
    .addColumn('property_id', 'integer', (col) =>
      col.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // A lister's own listings ("My listings"), and the live listings whose time is up.
  await db.schema
    .createIndex('properties_owner_status_idx')
    .on('properties')
    .columns(['owner_id', 'status'])
    .execute();
  await db.schema
    .createIndex('properties_status_expires_idx')
    .on('properties')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['properties_status_expires_idx', 'properties_owner_status_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable('property_views').execute();
  for (const column of [
    ...TEXT_COLUMNS,
    'floor',
    'total_floors',
    'deposit_value',
    'purpose',
    'status',
  ]) {
    await db.schema.alterTable('properties').dropColumn(column).execute();
  }
  await db.schema.alterTable('properties').renameColumn('owner_id', 'created_by').execute();
  for (const column of ['property_type', 'status', 'agent_name', 'agent_phone', 'agent_email']) {
    await db.schema.alterTable('properties').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('properties')
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}
