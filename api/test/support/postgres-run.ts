import {
  findPostgresBin,
  startThrowAwayPostgres,
  stopPostgres,
} from '../../../scripts/production/postgres.mjs';

/*
 * jest's globalSetup and globalTeardown (jest.config.cjs): one throw-away PostgreSQL cluster for
 * the whole api run, which every test file's databases are created in (support/postgres.ts),
 * rather than an initdb and a server start per file. Its admin URL reaches the workers through
 * RUN_POSTGRES_URL. Nothing starts with TEST_DATABASE_URL set, or without the server binaries:
 * then support/postgres.ts fails the PostgreSQL tests under CI=true and skips them elsewhere.
 */

export const RUN_POSTGRES_URL = 'TEST_RUN_POSTGRES_URL';

type Cluster = Awaited<ReturnType<typeof startThrowAwayPostgres>>;
const running = globalThis as { marketplaceRunPostgres?: Cluster };

export async function startRunPostgres(): Promise<void> {
  const bin = findPostgresBin();
  if (process.env.TEST_DATABASE_URL?.trim() || !bin) return;
  const cluster = await startThrowAwayPostgres({ bin });
  running.marketplaceRunPostgres = cluster;
  const admin = new URL(cluster.url);
  admin.pathname = '/postgres';
  process.env[RUN_POSTGRES_URL] = admin.toString();
}

export async function stopRunPostgres(): Promise<void> {
  const cluster = running.marketplaceRunPostgres;
  if (!cluster) return;
  await stopPostgres(cluster, { mode: 'immediate', remove: true });
}
