import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Listings posted by their listers (docs/decisions/listing-statuses.md):
// - properties.submitted_at: when a listing was last sent for review (the queue's order);
// - enquiries.property_id: the listing an agent contact or visit request is about, taken out of
//   its payload so a lister's leads are one indexed read; lead_handled_at: the lister's own
//   "handled", apart from the administration's handled_at;
// - listing_decisions: every moderator's decision, kept when the listing is deleted;
// - phone_reveals: one row per listing, logged-in viewer and day (India), counted and limited;
// - property_visitors: the visitors counted in property_views today, so a view counts once per
//   visitor a day (rows of past days are deleted).

function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: MigrationDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** The property an enquiry's JSON payload names, if it names one as a whole number. */
function propertyIdOf(payload: string): number | null {
  try {
    const id: unknown = (JSON.parse(payload) as { property_id?: unknown }).property_id;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('properties').addColumn('submitted_at', 'text').execute();
  await db.schema
    .createIndex('properties_status_submitted_idx')
    .on('properties')
    .columns(['status', 'submitted_at'])
    .execute();

  await db.schema
    .alterTable('enquiries')
    .addColumn('property_id', 'integer', (col) =>
      col.references('properties.id').onDelete('set null'),
    )
    .execute();
  await db.schema.alterTable('enquiries').addColumn('lead_handled_at', 'text').execute();
  const rows = await sql<{ id: number; payload: string }>`
    select id, payload from enquiries where type in ('agent_contact', 'visit_request')`.execute(db);
  for (const row of rows.rows) {
    const propertyId = propertyIdOf(row.payload);
    if (propertyId === null) continue;
    // Only a listing that still exists: the column references it.
    await sql`update enquiries set property_id = ${propertyId}
      where id = ${row.id} and exists (select 1 from properties where id = ${propertyId})`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('enquiries_property_created_idx')
    .on('enquiries')
    .columns(['property_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('listing_decisions'), dialect)
    .addColumn('property_id', 'integer', (col) =>
      col.references('properties.id').onDelete('set null'),
    )
    .addColumn('property_name', 'text', (col) => col.notNull())
    .addColumn('decision', 'text', (col) =>
      col.notNull().check(sql`decision in ('approved', 'rejected')`),
    )
    .addColumn('reason', 'text')
    .addColumn('moderator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('listing_decisions_property_idx')
    .on('listing_decisions')
    .columns(['property_id', 'decided_at'])
    .execute();
  await db.schema
    .createIndex('listing_decisions_decided_idx')
    .on('listing_decisions')
    .column('decided_at')
    .execute();

  await db.schema
    .createTable('phone_reveals')
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('viewer_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // YYYY-MM-DD in India: "a day" as the people using the site count it.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('revealed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('phone_reveals_pk', ['property_id', 'viewer_id', 'day'])
    .execute();
  await db.schema
    .createIndex('phone_reveals_viewer_day_idx')
    .on('phone_reveals')
    .columns(['viewer_id', 'day'])
    .execute();

  await db.schema
    .createTable('property_visitors')
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('property_visitors_pk', ['property_id', 'visitor', 'day'])
    .execute();
  await db.schema
    .createIndex('property_visitors_day_idx')
    .on('property_visitors')
    .column('day')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('property_visitors').execute();
  await db.schema.dropTable('phone_reveals').execute();
  await db.schema.dropTable('listing_decisions').execute();
  await db.schema.dropIndex('enquiries_property_created_idx').execute();
  await db.schema.alterTable('enquiries').dropColumn('lead_handled_at').execute();
  await db.schema.alterTable('enquiries').dropColumn('property_id').execute();
  await db.schema.dropIndex('properties_status_submitted_idx').execute();
  await db.schema.alterTable('properties').dropColumn('submitted_at').execute();
}
