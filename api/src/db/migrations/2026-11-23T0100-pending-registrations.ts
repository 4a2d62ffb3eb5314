import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Registrations wait in their own rows until their e-mailed code is entered
// (docs/decisions/pending-registrations.md): several may wait for one address or one username
// without touching each other, and the account row is created only at verification. Unverified
// accounts of the earlier scheme move here with their live code, if any.

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const table = db.schema.createTable('pending_registrations');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('username', 'text', (col) => col.notNull())
    // Lower case, as users.email.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('requested_role', 'text')
    // The code of this registration only; '' (matches no code) until one is sent.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('code_expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint(
      'pending_registrations_requested_role_check',
      sql`requested_role is null or requested_role in ('manager', 'admin')`,
    )
    .execute();
  await db.schema
    .createIndex('pending_registrations_email_idx')
    .on('pending_registrations')
    .column('email')
    .execute();
  await db.schema
    .createIndex('pending_registrations_created_at_idx')
    .on('pending_registrations')
    .column('created_at')
    .execute();

  await sql`
    insert into pending_registrations
      (username, email, password_hash, requested_role, code_hash, code_expires_at, attempts,
       created_at)
    select u.username, u.email, u.password_hash,
           case when u.requested_role in ('manager', 'admin') then u.requested_role end,
           coalesce(o.code_hash, ''), coalesce(o.expires_at, u.created_at),
           coalesce(o.attempts, 0), u.created_at
    from users u
    left join otps o on o.email = u.email and o.purpose = 'register'
    where u.verified = 0
  `.execute(db);
  await sql`delete from otps where purpose = 'register'`.execute(db);
  await sql`delete from users where verified = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Waiting registrations are dropped, not turned back into accounts: their owners register again.
  await db.schema.dropTable('pending_registrations').execute();
}
