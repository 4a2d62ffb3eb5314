import { Migrator, PostgresAdapter, type Kysely } from 'kysely';
import type { Dialect } from './connect';
import { InCodeMigrationProvider } from './migrations';

export interface MigrationOutcome {
  /** Names of the migrations this call applied (empty when already up to date). */
  applied: string[];
}

/** The engine behind a Kysely instance, read from its adapter. */
export function detectDialect<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Brings the schema to the newest migration; throws (naming the migration) on failure. */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  dialect: Dialect = detectDialect(db),
): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed ?? '(setup)'} failed: ${reason}`, { cause: error });
  }
  return {
    applied: results
      .filter((result) => result.status === 'Success')
      .map((result) => result.migrationName),
  };
}
