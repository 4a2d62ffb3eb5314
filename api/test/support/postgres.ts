import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

/*
 * A PostgreSQL for the tests: TEST_DATABASE_URL when set, else a throw-away cluster started
 * from the local binaries (/usr/lib/postgresql/<version>/bin) in a temp folder, on loopback,
 * owned by user postgres when we run as root (PostgreSQL refuses to run as root).
 * Each test asks for a fresh database inside it.
 */

const run = promisify(execFile);
const POSTGRES_LIB = '/usr/lib/postgresql';

export const SKIP_BANNER =
  '*** SKIPPED: PostgreSQL tests (no initdb found; apt-get install postgresql) ***';

export type PostgresSource =
  { kind: 'url'; url: string } | { kind: 'cluster'; binDir: string } | { kind: 'none' };

/** Where a PostgreSQL can come from on this machine (decided synchronously, at collection). */
export function findPostgres(env: NodeJS.ProcessEnv = process.env): PostgresSource {
  const url = env.TEST_DATABASE_URL?.trim();
  if (url) return { kind: 'url', url };
  if (existsSync(POSTGRES_LIB)) {
    const versions = readdirSync(POSTGRES_LIB)
      .filter((entry) => existsSync(path.join(POSTGRES_LIB, entry, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0] !== undefined) {
      return { kind: 'cluster', binDir: path.join(POSTGRES_LIB, versions[0], 'bin') };
    }
  }
  return { kind: 'none' };
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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

async function startCluster(binDir: string): Promise<TestPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  } else {
    mkdirSync(dataDir, { mode: 0o700 });
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...args])
      : run(path.join(binDir, tool), args);

  try {
    await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'app', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    // fsync off: a throw-away cluster needs no durability, and tests run much faster.
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const start = () =>
      pg('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        serverOptions,
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ]);
    await start();
    const factory = databaseFactory(`postgres://app@127.0.0.1:${port}/postgres`);
    return {
      freshDatabaseUrl: factory.freshDatabaseUrl,
      crash: async () => {
        await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      },
      restart: async () => {
        await start();
      },
      async stop() {
        await pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
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
  if (source.kind === 'cluster') return startCluster(source.binDir);
  throw new Error('No PostgreSQL available');
}

/**
 * For a test file that also runs on PostgreSQL: starts one server for the file (beforeAll) and
 * stops it (afterAll). Returns null when there is none: under CI=true that registers a failing
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
