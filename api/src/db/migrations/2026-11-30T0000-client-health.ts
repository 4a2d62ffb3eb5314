import type { Kysely } from 'kysely';

// What real visits report (POST /api/v1/client-events), kept as aggregates only: one row per
// minute, remote, release and route with its page views and errors, and one row per minute,
// remote, release, route, vital and histogram bucket with how many page loads fell in it
// (docs/decisions/client-events.md). Every write is an upsert adding to the counts, so several
// api instances can write the same row at once. The minute leads each key: the windows read and
// the pruning delete by it.

const TAG_COLUMNS = ['minute', 'remote', 'release', 'route'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_health_minutes')
    .addColumn('minute', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('release', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('page_views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('client_health_minutes_pkey', [...TAG_COLUMNS])
    .execute();
  await db.schema
    .createTable('client_vitals_minutes')
    .addColumn('minute', 'text', (col) => col.notNull())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('release', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('client_vitals_minutes_pkey', [...TAG_COLUMNS, 'metric', 'bucket'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_vitals_minutes').execute();
  await db.schema.dropTable('client_health_minutes').execute();
}
