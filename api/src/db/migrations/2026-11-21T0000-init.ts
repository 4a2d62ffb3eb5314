import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// The first schema: every table the accounts, cart, enquiry and property features build on.
// Timestamps are ISO-8601 text, booleans 0/1 integers, lists JSON text (see db/schema.ts).

function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: MigrationDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('user'))
    .addColumn('requested_role', 'text')
    .addColumn('verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('department', 'text')
    .addColumn('position', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('users_role_check', sql`role in ('user', 'manager', 'admin')`)
    .addCheckConstraint(
      'users_requested_role_check',
      sql`requested_role is null or requested_role in ('user', 'manager', 'admin')`,
    )
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('otps')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('otps_pkey', ['email', 'purpose'])
    .execute();

  await withId(db.schema.createTable('enquiries'), dialect)
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('enquiries_created_at_idx')
    .on('enquiries')
    .column('created_at')
    .execute();

  await withId(db.schema.createTable('properties'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('builder', 'text')
    .addColumn('price', 'text')
    .addColumn('price_range', 'text', (col) => col.notNull())
    .addColumn('bedrooms', 'text', (col) => col.notNull())
    .addColumn('area', 'double precision', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('nearby', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('amenities', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('contact_agent', 'text')
    .addColumn('schedule_visit_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('brochure_link', 'text')
    .addColumn('image', 'text')
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('property_type', 'text')
    .addColumn('status', 'text')
    .addColumn('bathrooms', 'integer')
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('agent_name', 'text')
    .addColumn('agent_phone', 'text')
    .addColumn('agent_email', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .addCheckConstraint(
      'properties_price_range_check',
      sql`price_range in ('budget', 'mid', 'premium')`,
    )
    .execute();
  await db.schema
    .createIndex('properties_created_at_idx')
    .on('properties')
    .column('created_at')
    .execute();

  await withId(db.schema.createTable('cart_items'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('cart_items_user_item_unique', ['user_id', 'item_type', 'item_id'])
    .addCheckConstraint('cart_items_quantity_check', sql`quantity > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['cart_items', 'properties', 'enquiries', 'otps', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
