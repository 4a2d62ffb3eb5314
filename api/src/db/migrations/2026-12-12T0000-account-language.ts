import { sql, type Kysely } from 'kysely';

// The language an account reads the site, the api's answers and its e-mails in ('en' or 'hi',
// docs/i18n.md). A waiting registration carries the language it was asked in, so the account
// made from it starts in that language.

const TABLES = ['users', 'pending_registrations'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (col) =>
        col
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'hi')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
