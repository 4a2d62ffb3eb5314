import { loadConfigOrReport } from './config';
import { createDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';

/** `npm run migrate -w @marketplace/api`: applies pending migrations, exits non-zero on failure. */
async function main(): Promise<number> {
  const config = loadConfigOrReport(process.env);
  if (!config) return 1;
  const db = createDatabase(config.database);
  try {
    const { applied } = await migrateToLatest(db, config.database.dialect);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
        : 'Database already up to date',
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
