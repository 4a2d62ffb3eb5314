import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Dialect = DatabaseConfig['dialect'];

/** How long SQLite waits for another writer's lock before failing with SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Opens the configured database. The caller owns it and must `destroy()` it. */
export function createDatabase(config: DatabaseConfig): Kysely<Database> {
  if (config.dialect === 'postgres') {
    const pool = new Pool({
      connectionString: config.connectionString,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) must not crash the process;
    // the next query gets a fresh connection or a clear error.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SqliteDatabase(config.filename);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}
