import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { placeholderWarning } from './site-settings';
import { migrateToLatest } from './db/migrate';
import { ensureFirstAdmin } from './lib/first-admin';
import { terminalLogStream } from './lib/log-stream';
import { seedDemoDataIfEmpty } from './seed';
import { putSeedPictures, seedCatalogueIfEmpty } from './seed/catalogue';
import { runWorkers, type ListeningMessage } from './workers';

/** After a shutdown signal, in-flight requests get this long before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function publicUrl(app: App, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}/`;
}

function closeOnSignals(app: App): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      // A second signal means "now".
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting, waits for in-flight requests, then runs onClose (the database).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  // A worker's Ctrl-C comes through its primary as SIGTERM (the terminal signals both).
  if (cluster.isPrimary) process.on('SIGINT', shutdown);
  else process.on('SIGINT', () => undefined);
}

function warnOfPlaceholders(app: App, config: AppConfig): void {
  const placeholders = placeholderWarning(config.site);
  if (placeholders) app.log.warn(placeholders);
}

/** Once per start, before any request: schema, first admin, catalogue, demo listings. */
async function prepareDatabase(app: App, config: AppConfig): Promise<void> {
  const { applied } = await migrateToLatest(app.db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  await ensureFirstAdmin(app);
  // The catalogue is the site's content, not demo data: seeded whatever SEED_DEMO_DATA says.
  const catalogueItems = await seedCatalogueIfEmpty(app.db);
  if (catalogueItems > 0) app.log.info({ items: catalogueItems }, 'catalogue seeded');
  await putSeedPictures(app.files, app.log);
  if (config.seedDemoData) {
    const seeded = await seedDemoDataIfEmpty(app.db, app.files);
    if (seeded)
      app.log.info(seeded, 'demo properties loaded (SEED_DEMO_DATA=false turns this off)');
  }
}

/** With API_WORKERS > 1: prepare the database here, then let the workers answer (workers.ts). */
async function startPrimary(config: AppConfig): Promise<void> {
  const app = await buildApp(config, { logStream: terminalLogStream() });
  warnOfPlaceholders(app, config);
  try {
    await prepareDatabase(app, config);
  } catch (error) {
    app.log.fatal({ err: error }, 'startup failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  await app.close();
  runWorkers(config.workers, app.log, SHUTDOWN_GRACE_MS);
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.workers > 1 && cluster.isPrimary) return startPrimary(config);

  const app = await buildApp(config, { logStream: terminalLogStream() });
  if (cluster.isPrimary) warnOfPlaceholders(app, config);
  try {
    // A worker's primary prepared the database before forking it.
    if (cluster.isPrimary) await prepareDatabase(app, config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'startup failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  closeOnSignals(app);
  const url = publicUrl(app, config.host);
  if (cluster.isWorker) {
    const listening: ListeningMessage = { type: 'listening', url };
    process.send?.(listening);
  } else {
    console.log(`Marketplace running at ${url}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
