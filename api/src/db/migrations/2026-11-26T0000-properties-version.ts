import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// A number that changes with every write to `properties`, by whatever writes it (the admin api,
// the seed scripts, an operator's SQL, another api instance): the listing's answers are kept in
// memory under the version they were read at, and a request that finds another version asks the
// database again (docs/decisions/api-reads.md). Triggers, so no writer can forget.

const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('properties_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`insert into properties_version (id, version) values (1, 0)`.execute(db);
  if (dialect === 'sqlite') {
    // SQLite has row triggers only; a bulk seed bumps the version once per row, in its transaction.
    for (const event of EVENTS) {
      await sql
        .raw(
          `create trigger properties_version_${event} after ${event} on properties
           begin update properties_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
    return;
  }
  await sql`
    create function bump_properties_version() returns trigger language plpgsql as $$
    begin
      update properties_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger properties_version_bump after insert or update or delete or truncate
    on properties for each statement execute function bump_properties_version()`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect === 'sqlite') {
    for (const event of EVENTS) {
      await sql.raw(`drop trigger if exists properties_version_${event}`).execute(db);
    }
  } else {
    await sql`drop trigger if exists properties_version_bump on properties`.execute(db);
    await sql`drop function if exists bump_properties_version()`.execute(db);
  }
  await db.schema.dropTable('properties_version').execute();
}
