import type { Kysely } from 'kysely';

// A catalogue item's texts in other languages, beside its English body: JSON text by language,
// `{"hi": {"name": "...", "features": ["..."]}}`, each field optional (a missing one shows the
// English). One column of JSON rather than a column per field: the fields differ by kind and
// live in the body's JSON already (docs/decisions/catalogue-hindi.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalogue_items')
    .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_items').dropColumn('translations').execute();
}
