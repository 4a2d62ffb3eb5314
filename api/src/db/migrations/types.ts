import type { Kysely } from 'kysely';

/*
 * The shape of one migration. Migrations receive the dialect because a few column definitions
 * (auto-increment ids) are spelled differently on SQLite and PostgreSQL; everything else is
 * written once. A migration never imports application code: it must keep meaning what it meant
 * on the day it was written.
 */
export type MigrationDialect = 'sqlite' | 'postgres';

export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void>;
}
