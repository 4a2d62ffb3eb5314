import { Client } from 'pg';
import {
  findPostgresBin,
  startPostgres as startCluster,
  startThrowAwayPostgres,
  stopPostgres,
} from '../../../scripts/production/postgres.mjs';
import { RUN_POSTGRES_URL } from './postgres-run';

/*
 * A PostgreSQL for the tests: TEST_DATABASE_URL when set, else the run's throw-away cluster
 * (support/postgres-run.ts, started by jest's globalSetup with scripts/production/postgres.mjs:
 * the local binaries, a temp folder, loopback, user postgres when we run as root). Each test asks
 * for a fresh database inside it; a file drops its databases when it ends.
 */

export const SKIP_BANNER =
  '*** SKIPPED: PostgreSQL tests (no initdb found; apt-get install postgresql) ***';

export type PostgresSource =
  { kind: 'url'; url: string } | { kind: 'cluster'; binDir: string } | { kind: 'none' };

/** Where a PostgreSQL can come from on this machine (decided synchronously, at collection). */
export function findPostgres(env: NodeJS.ProcessEnv = process.env): PostgresSource {
  const url = env.TEST_DATABASE_URL?.trim() || env[RUN_POSTGRES_URL];
  if (url) return { kind: 'url', url };
  const binDir = findPostgresBin(env);
  return binDir ? { kind: 'cluster', binDir } : { kind: 'none' };
}

/** A cluster of the calling file's own, for a test that stops and starts it (not with a URL). */
export function findOwnCluster(env: NodeJS.ProcessEnv = process.env): PostgresSource {
  const binDir = env.TEST_DATABASE_URL?.trim() ? null : findPostgresBin(env);
  return binDir ? { kind: 'cluster', binDir } : { kind: 'none' };
}

export interface TestPostgres {
  /** A new, empty database; returns its connection URL. */
  freshDatabaseUrl(): Promise<string>;
  stop(): Promise<void>;
  /** A cluster this file started only: stop it at once (no checkpoint, clients cut), keep its data. */
  crash?(): Promise<void>;
  /** Start a crashed cluster again on the same port. */
  restart?(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseFactory(adminUrl: string) {
  const created: string[] = [];
  let counter = 0;
  return {
    created,
    async freshDatabaseUrl(): Promise<string> {
      counter += 1;
      const name = `marketplace_test_${process.pid}_${Date.now().toString(36)}_${counter}`;
      await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
      created.push(name);
      return withDatabase(adminUrl, name);
    },
  };
}

async function throwAwayCluster(binDir: string): Promise<TestPostgres> {
  const cluster = await startThrowAwayPostgres({ bin: binDir });
  const factory = databaseFactory(withDatabase(cluster.url, 'postgres'));
  return {
    freshDatabaseUrl: factory.freshDatabaseUrl,
    crash: async () => {
      await stopPostgres(cluster, { mode: 'immediate' });
    },
    restart: async () => {
      await startCluster(cluster);
    },
    async stop() {
      await stopPostgres(cluster, { mode: 'immediate', remove: true }).catch(() => undefined);
    },
  };
}

async function connectToServer(adminUrl: string): Promise<TestPostgres> {
  const factory = databaseFactory(adminUrl);
  return {
    freshDatabaseUrl: factory.freshDatabaseUrl,
    async stop() {
      await withClient(adminUrl, async (client) => {
        for (const name of factory.created) {
          await client.query(`drop database if exists "${name}" with (force)`);
        }
      });
    },
  };
}

export async function startPostgres(source: PostgresSource): Promise<TestPostgres> {
  if (source.kind === 'url') return connectToServer(source.url);
  if (source.kind === 'cluster') return throwAwayCluster(source.binDir);
  throw new Error('No PostgreSQL available');
}

/**
 * For a test file that also runs on PostgreSQL: reaches the server in beforeAll (the run's, or a
 * cluster of its own when jest ran without its globalSetup) and drops its databases in afterAll.
 * Returns null when there is none: under CI=true that registers a failing
 * test, elsewhere it prints a loud banner and the PostgreSQL cases are left out.
 */
export function setupPostgres(
  source: PostgresSource = findPostgres(),
): { freshDatabaseUrl(): Promise<string> } | null {
  if (source.kind === 'none') {
    if (process.env.CI === 'true') {
      it('runs the PostgreSQL tests (required under CI=true)', () => {
        throw new Error(
          'PostgreSQL tests cannot run: set TEST_DATABASE_URL or install PostgreSQL ' +
            '(apt-get install postgresql) so that /usr/lib/postgresql/*/bin/initdb exists',
        );
      });
    } else {
      console.warn(
        `\n${'*'.repeat(SKIP_BANNER.length)}\n${SKIP_BANNER}\n${'*'.repeat(SKIP_BANNER.length)}\n`,
      );
    }
    return null;
  }

  let server: TestPostgres | undefined;
  beforeAll(async () => {
    server = await startPostgres(source);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  return {
    freshDatabaseUrl() {
      if (!server) throw new Error('PostgreSQL did not start (see the beforeAll error)');
      return server.freshDatabaseUrl();
    },
  };
}
