import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// The catalogue as content (docs/decisions/catalogue-content-model.md): the working copy that
// managers edit (one row per item, its body JSON text checked by its kind's schema), every
// published version as a full snapshot, and the price a cart line had when it was added (so the
// cart can say when it changed). The content itself is seeded at start, not here.

function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: MigrationDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await withId(db.schema.createTable('catalogue_items'), dialect)
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('visible', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addCheckConstraint('catalogue_items_visible_check', sql`visible in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('catalogue_items_kind_position_idx')
    .on('catalogue_items')
    .columns(['kind', 'position'])
    .execute();

  await withId(db.schema.createTable('catalogue_versions'), dialect)
    // JSON text: every item's key, kind, visibility, position and body, as published.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('item_count', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // The publisher's username as it was, so the history still names them if the account goes.
    .addColumn('published_by_name', 'text')
    .addColumn('restored_from', 'integer')
    .execute();

  await db.schema.alterTable('cart_items').addColumn('seen_price', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cart_items').dropColumn('seen_price').execute();
  await db.schema.dropTable('catalogue_versions').execute();
  await db.schema.dropTable('catalogue_items').execute();
}
