import type { Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Two administrators editing one property: each save says which version of the property it
// edited, and a save made from an older version is refused instead of overwriting the other's
// changes (docs/decisions/admin-uploads.md). And a retried save (its answer lost on the way
// back) finds what its first attempt saved, by the attempt's Idempotency-Key: the property an add
// made, the edit an update made last.

export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('properties').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('properties').addColumn('last_edit_key', 'text').execute();
  // Keys are per account, as for bookings; rows without a key (seeds, older rows) never collide.
  await db.schema
    .createIndex('properties_creator_idempotency_unique')
    .on('properties')
    .columns(['created_by', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('properties_creator_idempotency_unique').execute();
  await db.schema.alterTable('properties').dropColumn('last_edit_key').execute();
  await db.schema.alterTable('properties').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('properties').dropColumn('version').execute();
}
