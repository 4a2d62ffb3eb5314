import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { putSeedPictures, seedCatalogueIfEmpty } from '../src/seed/catalogue';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (a fresh SQLite file, silent logs). */
  env?: Record<string, string>;
  /** Apply the migrations and seed the catalogue before returning (default true). */
  migrate?: boolean;
  /** Receives the log lines (set LOG_LEVEL in `env` to see them). */
  logStream?: NodeJS.WritableStream;
}

/** A temp folder removed when the app closes (or by the returned cleanup). */
export function makeTempDir(prefix = 'marketplace-api-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * An app on a fresh temporary SQLite file (or the DATABASE_URL given in `env`), migrated,
 * not listening. Close it with `app.close()`: that also deletes its temporary folder.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const dir = makeTempDir();
  const config = loadConfig({
    DATABASE_URL: path.join(dir, 'test.sqlite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ...options.env,
  });
  const app = await buildApp(config, { logStream: options.logStream });
  app.addHook('onClose', async () => {
    rmSync(dir, { recursive: true, force: true });
  });
  if (options.migrate ?? true) {
    try {
      await migrateToLatest(app.db);
      await seedCatalogueIfEmpty(app.db);
      await putSeedPictures(app.files, app.log);
    } catch (error) {
      await app.close();
      throw error;
    }
  }
  return app;
}
