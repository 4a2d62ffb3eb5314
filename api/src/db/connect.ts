import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Dialect = DatabaseConfig['dialect'];

/** How long SQLite waits for another writer's lock before failing with SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Kysely's SQLite driver with every transaction started by BEGIN IMMEDIATE, which takes the write
 * lock at once (waiting up to the busy timeout for another process's). A plain BEGIN takes it at
 * the first write: when another process (an API_WORKERS sibling, a CLI) committed in between, a
 * transaction that read first (a slot's capacity, a code's attempts) then fails with SQLITE_BUSY
 * instead of waiting (https://sqlite.org/lang_transaction.html; docs/decisions/api-workers.md).
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionsDialect extends SqliteDialect {
  readonly #database: SqliteDatabaseOptions;

  constructor(config: SqliteDatabaseOptions) {
    super(config);
    this.#database = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#database);
  }
}

type SqliteDatabaseOptions = ConstructorParameters<typeof SqliteDialect>[0];

/** Statements that write nothing: a plain select, and a transaction's start or undoing. */
const WRITES_NOTHING = /^\s*(select|begin|savepoint|release|rollback)\b/i;

/**
 * Has `onWrite` called once each statement that may have written has finished (a commit
 * included): the properties' version held in memory is then read again (properties-version.ts),
 * so this process never answers from before its own writes.
 */
function tellWrites(connection: DatabaseConnection, onWrite: () => void): void {
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async (query) => {
    try {
      return await execute(query);
    } finally {
      if (!WRITES_NOTHING.test(query.sql)) onWrite();
    }
  };
}

export interface DatabaseHooks {
  /** PostgreSQL: after each statement that may have written, a commit included. */
  onWrite?: () => void;
}

/** Opens the configured database. The caller owns it and must `destroy()` it. */
export function createDatabase(
  config: DatabaseConfig,
  hooks: DatabaseHooks = {},
): Kysely<Database> {
  if (config.dialect === 'postgres') {
    const pool = new Pool({
      connectionString: config.connectionString,
      // JIT compiles a statement the planner costs above 100,000 before running it: 130-180 ms
      // spent to save a few on the listing's counts, which are short statements over many rows
      // (docs/decisions/search-counts.md). Nothing this api asks runs long enough to gain.
      options: '-c jit=off',
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (database restart) must not crash the process;
    // the next query gets a fresh connection or a clear error.
    pool.on('error', () => undefined);
    const { onWrite } = hooks;
    const onCreateConnection = onWrite
      ? async (connection: DatabaseConnection) => tellWrites(connection, onWrite)
      : undefined;
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool, onCreateConnection }) });
  }

  mkdirSync(path.dirname(config.filename), { recursive: true });
  const sqlite = new SqliteDatabase(config.filename);
  // WAL lets readers proceed during a write; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new Kysely<Database>({
    dialect: new ImmediateTransactionsDialect({ database: withStatementCache(sqlite) }),
  });
}
