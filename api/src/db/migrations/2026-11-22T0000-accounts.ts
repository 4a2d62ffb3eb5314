import { sql, type Kysely } from 'kysely';

// Accounts: shared rate-limit counters (so every api instance counts together) and usernames
// unique regardless of case ('Ravi' and 'ravi' are one account name).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // What is counted, e.g. 'POST:/api/v1/simple-login|ip:203.0.113.7' or 'login:account:ravi'.
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    // ISO-8601 UTC: when the current window ends and the count starts again from zero.
    .addColumn('reset_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_reset_at_idx')
    .on('rate_limits')
    .column('reset_at')
    .execute();

  await db.schema
    .createIndex('users_username_lower_unique')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_username_lower_unique').execute();
  await db.schema.dropTable('rate_limits').execute();
}
