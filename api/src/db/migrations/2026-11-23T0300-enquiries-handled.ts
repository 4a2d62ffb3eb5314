import type { Kysely } from 'kysely';

// The enquiries inbox: an enquiry can be marked handled, and the inbox filters by type
// newest first, so (type, created_at) gets an index beside the existing created_at one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiries').addColumn('handled_at', 'text').execute();
  await db.schema
    .createIndex('enquiries_type_created_idx')
    .on('enquiries')
    .columns(['type', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('enquiries_type_created_idx').execute();
  await db.schema.alterTable('enquiries').dropColumn('handled_at').execute();
}
