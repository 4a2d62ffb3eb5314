import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept compiled; the api has a few dozen, lists of ids add some more. */
const STATEMENT_CACHE_SIZE = 500;

/** A raw row (values in column order) as the object better-sqlite3 would have built. */
function rowObject(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
  return row;
}

/**
 * A statement as Kysely's driver uses it. A reading one returns its rows as arrays that are made
 * objects here: better-sqlite3 builds each row object key by key in C++, which for a page of 24
 * listings (18 columns) cost 0.17 ms against 0.13 ms this way. Column names are read after each
 * run, so a statement SQLite re-prepared after a schema change keys its rows right
 * (docs/decisions/property-search-speed.md).
 */
function forKysely(statement: BetterSqlite3.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const names = () => statement.columns().map((column) => column.name);
  return {
    reader: true,
    all: (parameters) => {
      const rows = statement.all(parameters) as unknown[][];
      // After the run: that is when SQLite re-prepares a statement whose tables changed.
      const columns = names();
      return rows.map((values) => rowObject(columns, values));
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      let columns: string[] | undefined;
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>) {
        columns ??= names();
        yield rowObject(columns, values);
      }
    },
  };
}

interface Cached {
  statement: BetterSqlite3.Statement;
  forKysely: SqliteStatement;
}

/**
 * The database as Kysely's SqliteDialect sees it, with compiled statements reused.
 * Kysely prepares every query afresh and better-sqlite3 keeps no cache of its own, so each
 * request used to parse and plan its SQL again (a listing's page query: a tenth of a millisecond
 * or more). SQLite re-prepares a cached statement by itself when the schema changes. A statement
 * still being iterated (Kysely's stream) is busy and cannot be reused; a fresh one is used then.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, Cached>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const cached = cache.get(sql);
      if (cached && !cached.statement.busy) {
        // Most recently used last, so the first key is the one to evict.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached.forKysely;
      }
      const statement = database.prepare(sql);
      const prepared = { statement, forKysely: forKysely(statement) };
      if (!cached) {
        cache.set(sql, prepared);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return prepared.forKysely;
    },
  };
}
