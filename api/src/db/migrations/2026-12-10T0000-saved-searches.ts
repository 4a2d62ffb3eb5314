import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Saved searches and their daily e-mail (docs/decisions/saved-search-alerts.md). A search is the
// listing's query string; a digest row per (saved search, IST day) is the lock that lets any
// number of api instances send each day's e-mail once.

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const table = db.schema.createTable('saved_searches');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('query', 'text', (col) => col.notNull())
    .addColumn('alerts', 'integer', (col) => col.notNull().defaultTo(1))
    // Listings that went live after this can be e-mailed: when it was saved, or alerts turned on.
    .addColumn('alerts_from', 'text', (col) => col.notNull())
    .addColumn('seen_at', 'text', (col) => col.notNull())
    // The secret of its unsubscribe link (random, 32 bytes, base64url).
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_searches_user_query_unique', ['user_id', 'query'])
    .addCheckConstraint('saved_searches_alerts_check', sql`alerts in (0, 1)`)
    .execute();

  await db.schema
    .createTable('saved_search_digests')
    .addColumn('saved_search_id', 'integer', (col) =>
      col.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    // The IST calendar date (YYYY-MM-DD) of the e-mail: one per saved search and day.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    // The listings it covers went live up to this instant; the next one starts after it.
    .addColumn('listed_until', 'text', (col) => col.notNull())
    .addColumn('listings', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('saved_search_digests_pkey', ['saved_search_id', 'day'])
    .addCheckConstraint('saved_search_digests_status_check', sql`status in ('sending', 'sent')`)
    .execute();

  // New live listings since an instant: the digests' and the "new since last visit" counts' reads.
  await db.schema
    .createIndex('properties_status_live_since_idx')
    .on('properties')
    .columns(['status', 'live_since'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('properties_status_live_since_idx').execute();
  await db.schema.dropTable('saved_search_digests').execute();
  await db.schema.dropTable('saved_searches').execute();
}
