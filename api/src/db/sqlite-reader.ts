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
  /** The answers shared by the requests of this turn of the event loop (sharedThisTurn). */
  private readonly shared = new Map<string, { rows: unknown[]; readAt: number; changes: number }>();
  private clearScheduled = false;
  private readonly writer: SqliteDatabase.Database | undefined;
  private readonly writerChanges: (() => number) | undefined;
  private readonly now: () => number;

  constructor(
    filename: string,
    busyTimeoutMs: number,
    {
      writer,
      now = () => performance.now(),
    }: {
      /** The database's main connection: its own writes end a shared answer at once. */
      writer?: SqliteDatabase.Database;
      now?: () => number;
    } = {},
  ) {
    this.connection = new SqliteDatabase(filename);
    this.connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // Reads only: a write sent here by mistake fails instead of bypassing the main connection.
    this.connection.pragma('query_only = ON');
    // Rows written by the main connection so far (triggers' rows included): no file access, no
    // lock, about 0.2 us.
    const totalChanges = writer?.prepare('select total_changes()').pluck();
    this.writer = writer;
    this.writerChanges = totalChanges && (() => Number(totalChanges.get()));
    this.now = now;
  }

  all<Row>(sql: string, parameters: readonly unknown[]): Row[] {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement.all(...parameters) as Row[];
  }

  /**
   * The same read as `all`, for one that every request makes with the same values (the
   * properties' version): the requests handled in one turn of the event loop share one answer.
   * Under load a turn handles dozens of requests, and a read's lock and system calls cost the
   * server 16-26 us there against 5 us in a loop (docs/decisions/api-read-costs.md).
   *
   * A shared answer ends with the turn (setImmediate), after SHARED_READ_MAX_AGE_MS at the
   * latest, and at once when the main connection writes; while that connection has a transaction
   * open, nothing is shared. So a request sees every commit made before its turn began, and this
   * process's own writes as soon as they are committed; another process's commit during the
   * turn shows from the next one, as it would to a request that had arrived a moment earlier.
   */
  sharedThisTurn<Row>(sql: string, parameters: readonly unknown[]): Row[] {
    const key = parameters.length === 0 ? sql : `${sql}\0${JSON.stringify(parameters)}`;
    // The main connection's rows are counted when written, before its transaction commits: while
    // one is open, a count can stand for writes not yet committed, so no answer is shared.
    if (this.writer?.inTransaction) return this.all<Row>(sql, parameters);
    const changes = this.writerChanges?.() ?? 0;
    const kept = this.shared.get(key);
    if (kept && kept.changes === changes && this.now() - kept.readAt <= SHARED_READ_MAX_AGE_MS) {
      return kept.rows as Row[];
    }
    const rows = this.all<Row>(sql, parameters);
    this.shared.set(key, { rows, readAt: this.now(), changes });
    if (!this.clearScheduled) {
      this.clearScheduled = true;
      setImmediate(() => {
        this.clearScheduled = false;
        this.shared.clear();
      });
    }
    return rows;
  }

  close(): void {
    this.statements.clear();
    this.shared.clear();
    this.connection.close();
  }
}

/** The longest a read is shared (sharedThisTurn), should a turn run long. */
export const SHARED_READ_MAX_AGE_MS = 5;

const readers = new WeakMap<object, SqliteReader>();

/** Gives `db` (a SQLite database's root handle) its reader. */
export function attachReader(db: Kysely<Database>, reader: SqliteReader): void {
  readers.set(db, reader);
}

/** The reader of this handle: none for PostgreSQL and for a transaction's handle. */
export function readerOf(db: object): SqliteReader | undefined {
  return readers.get(db);
}
