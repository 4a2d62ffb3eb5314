import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// SQLite keeps ANALYZE's statistics until the next ANALYZE. Until this migration the demo seed ran
// ANALYZE on every table at the first start, when the accounts tables held a row or none: the
// planner then took `users` for a one-row table forever and found a session's user by scanning
// every account (about a millisecond per logged-in request at 20,000 accounts). Statistics are now
// kept only for the tables the seed bulk-loads (the listing's filters need them); without any,
// SQLite's planner takes a table for large and uses its keys and indexes.
// PostgreSQL's autovacuum refreshes its statistics as tables grow: nothing to do there.

const KEPT = ['properties', 'property_amenities'];

async function statisticsTables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name in ('sqlite_stat1', 'sqlite_stat4')
  `.execute(db);
  return rows.map((row) => row.name);
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const table of await statisticsTables(db)) {
    await sql`delete from ${sql.table(table)} where tbl not in (${sql.join(KEPT)})`.execute(db);
  }
  // Loads what is left into this connection's planner (others load it when they open).
  await sql`analyze sqlite_schema`.execute(db);
}

export async function down(): Promise<void> {
  // Statistics are not schema: nothing to put back (a plain ANALYZE would make them again).
}
