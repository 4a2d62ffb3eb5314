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
  private readonly begin: SqliteDatabase.Statement;
  private readonly commit: SqliteDatabase.Statement;
  /** The read transaction this turn's reads share (see `snapshotNow`), while one is open. */
  private snapshot: Snapshot | undefined;
  private endScheduled = false;
  private readonly writer: SqliteDatabase.Database | undefined;
  private readonly writerChanges: () => number;
  private readonly now: () => number;

  constructor(
    filename: string,
    busyTimeoutMs: number,
    {
      writer,
      now = () => performance.now(),
    }: {
      /** The database's main connection: its own writes end a shared snapshot at once. */
      writer?: SqliteDatabase.Database;
      now?: () => number;
    } = {},
  ) {
    this.connection = new SqliteDatabase(filename);
    this.connection.pragma(`busy_timeout = ${busyTimeoutMs}`);
    // Reads only: a write sent here by mistake fails instead of bypassing the main connection.
    this.connection.pragma('query_only = ON');
    // A deferred BEGIN touches no file: the read lock is taken by the first read after it.
    this.begin = this.connection.prepare('begin');
    this.commit = this.connection.prepare('commit');
    this.writer = writer;
    // Rows written by the main connection so far (triggers' rows included): no file access, no
    // lock, about 0.2 us.
    const totalChanges = writer?.prepare('select total_changes()').pluck();
    this.writerChanges = totalChanges ? () => Number(totalChanges.get()) : () => 0;
    this.now = now;
  }

  all<Row>(sql: string, parameters: readonly unknown[]): Row[] {
    this.snapshotNow();
    return this.run<Row>(sql, parameters);
  }

  /**
   * The same read as `all`, for one that every request makes with the same values (the
   * properties' version): the requests of one turn share its answer as they share the turn's
   * snapshot, so SQLite runs it once a turn.
   */
  sharedThisTurn<Row>(sql: string, parameters: readonly unknown[]): Row[] {
    const answers = this.snapshotNow()?.answers;
    if (!answers) return this.run<Row>(sql, parameters);
    const key = parameters.length === 0 ? sql : `${sql}\0${JSON.stringify(parameters)}`;
    let rows = answers.get(key);
    if (!rows) {
      rows = this.run<Row>(sql, parameters);
      answers.set(key, rows);
    }
    return rows as Row[];
  }

  private run<Row>(sql: string, parameters: readonly unknown[]): Row[] {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement.all(...parameters) as Row[];
  }

  /**
   * The reads of one turn of the event loop share one read transaction: one snapshot of the
   * database. Outside a transaction every SQLite read takes and drops the WAL's read lock (two
   * `fcntl` and an `fstat`); under load, between the HTTP work, that cost the server more than
   * the read itself (docs/decisions/api-read-costs.md), and a logged-in request reads twice (its
   * session, then its cart or its page).
   *
   * The snapshot ends with the turn (setImmediate), after SHARED_READ_MAX_AGE_MS at the latest,
   * and at once when the main connection has written. While the main connection has a
   * transaction open, no snapshot is kept: each read sees the last commit, so the transaction's
   * own request sees its commit at once (its writes were counted before they were committed). So
   * a request sees every commit made before its turn began and this process's own writes as soon
   * as they are committed; another process's commit during the turn shows from the next one, as
   * it would to a request that had arrived a moment earlier. Returns the snapshot, or undefined
   * when the read runs on its own.
   */
  private snapshotNow(): Snapshot | undefined {
    const changes = this.writerChanges();
    const writerBusy = this.writer?.inTransaction === true;
    const open = this.snapshot;
    if (
      open &&
      !writerBusy &&
      open.writerChanges === changes &&
      this.now() - open.openedAt <= SHARED_READ_MAX_AGE_MS
    ) {
      return open;
    }
    this.endSnapshot();
    if (writerBusy) return undefined;
    this.begin.run();
    this.snapshot = { writerChanges: changes, openedAt: this.now(), answers: new Map() };
    if (!this.endScheduled) {
      this.endScheduled = true;
      setImmediate(() => {
        this.endScheduled = false;
        this.endSnapshot();
      });
    }
    return this.snapshot;
  }

  private endSnapshot(): void {
    if (!this.snapshot) return;
    this.snapshot = undefined;
    if (this.connection.inTransaction) this.commit.run();
  }

  close(): void {
    this.endSnapshot();
    this.statements.clear();
    this.connection.close();
  }
}

type Snapshot = {
  /** The main connection's count of written rows when the snapshot began. */
  writerChanges: number;
  openedAt: number;
  /** The answers of sharedThisTurn's reads in this snapshot. */
  answers: Map<string, unknown[]>;
};

/** The longest a snapshot is shared by a turn's reads, should a turn run long. */
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
