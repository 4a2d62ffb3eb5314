import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept compiled; the api has a few dozen, lists of ids add some more. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SqliteDialect sees it, with compiled statements reused.
 * Kysely prepares every query afresh and better-sqlite3 keeps no cache of its own, so without
 * this each request would parse and plan its SQL again (a listing's page query: a tenth of a
 * millisecond or more). SQLite re-prepares a cached statement by itself when the schema changes. A statement
 * still being iterated (Kysely's stream) is busy and cannot be reused; a fresh one is used then.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first key is the one to evict.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        cache.set(sql, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}
