import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// PostgreSQL: the trigger that bumps the properties' version also NOTIFYs it on the channel
// `properties_version`, so api instances hold the version in memory and hear of every write,
// whoever made it (docs/decisions/api-reads.md). A notification is sent when the writing
// transaction commits, never for one rolled back. SQLite has no such channel: nothing changes.

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create or replace function bump_properties_version() returns trigger language plpgsql as $$
    declare
      bumped bigint;
    begin
      update properties_version set version = version + 1 where id = 1
        returning version into bumped;
      perform pg_notify('properties_version', bumped::text);
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create or replace function bump_properties_version() returns trigger language plpgsql as $$
    begin
      update properties_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
}
