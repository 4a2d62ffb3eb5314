import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A second connection to a SQLite file for the api's hottest one-row reads (compiled-once.ts):
 * the properties' version, a property, the session behind a token, a cart's lines.
 *
 * Through Kysely every query on SQLite waits for its one connection (a lock taken and released
 * with promises, held across an open transaction's awaits): for those reads the lock and its
 * promises cost more than SQLite answering (docs/decisions/api-read-costs.md). This connection
 * is read synchronously instead. In WAL mode it reads the last committed state, never the
 * uncommitted writes of a transaction open on the main connection, as a PostgreSQL pool's other
 * connection would; so a read that must see its own transaction's writes goes through that
 * transaction's handle, as before.
 */
export class SqliteReader {
  private readonly connection: SqliteDatabase.Database;
  /** One statement per SQL text; only compiled-once reads come here, a handful of texts. */
  private readonly statements = new Map<string, SqliteDatabase.Statement>();

  constructor(filename: string, busyTimeoutMs: number) {
    this.connection = new SqliteDatabase(filename);
    this.connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // Reads only: a write sent here by mistake fails instead of bypassing the main connection.
    this.connection.pragma('query_only = ON');
  }

  all<Row>(sql: string, parameters: readonly unknown[]): Row[] {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement.all(...parameters) as Row[];
  }

  close(): void {
    this.statements.clear();
    this.connection.close();
  }
}

const readers = new WeakMap<object, SqliteReader>();

/** Gives `db` (a SQLite database's root handle) its reader. */
export function attachReader(db: Kysely<Database>, reader: SqliteReader): void {
  readers.set(db, reader);
}

/** The reader of this handle: none for PostgreSQL and for a transaction's handle. */
export function readerOf(db: object): SqliteReader | undefined {
  return readers.get(db);
}
