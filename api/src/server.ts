import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, placeholderWarning, type AppConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { ensureFirstAdmin } from './lib/first-admin';
import { terminalLogStream } from './lib/log-stream';
import { seedDemoDataIfEmpty } from './seed';

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
  process.on('SIGINT', shutdown);
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config, { logStream: terminalLogStream() });
  const placeholders = placeholderWarning(config.site);
  if (placeholders) app.log.warn(placeholders);
  try {
    const { applied } = await migrateToLatest(app.db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    await ensureFirstAdmin(app);
    if (config.seedDemoData) {
      const seeded = await seedDemoDataIfEmpty(app.db, config.uploadDir);
      if (seeded)
        app.log.info(seeded, 'demo properties loaded (SEED_DEMO_DATA=false turns this off)');
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'startup failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  closeOnSignals(app);
  console.log(`Marketplace running at ${publicUrl(app, config.host)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
