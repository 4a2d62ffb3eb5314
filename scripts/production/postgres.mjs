// The one way this repository runs a PostgreSQL of its own: for the production-shaped stack
// (stack.mjs), the api tests (api/test/support/postgres.ts), the benchmarks (bench/api.mjs), and
// the nginx e2e suites, which ask findPostgresBin whether stack.mjs can start one. It finds the
// server binaries, creates a cluster whose one role `app` is trusted on 127.0.0.1, starts it
// there, creates a database, and stops and removes it. PostgreSQL refuses to run as root, so as
// root every server command runs as the `postgres` user (runuser) and the data folder belongs to
// it. Fine for a throw-away cluster on loopback; a real deployment uses its own server and a
// password in DATABASE_URL (docs/deployment.md).
// Plain JavaScript without import.meta: jest loads it too (through swc, as CommonJS).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StackError, freePort, runChecked } from './processes.mjs';

const ROLE = 'app';
const DATABASE = 'marketplace';

/**
 * Where a cluster lives and how it runs. `durable: false` turns fsync off: a throw-away cluster
 * needs no crash safety, and tests run much faster without it.
 * @typedef {{ bin: string, dataDir: string, port: number, logFile: string, durable?: boolean }} Cluster
 */

/**
 * The folder holding initdb/pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin.
 * @returns {string | null}
 */
export function findPostgresBin(env = process.env) {
  if (env.PG_BIN) return existsSync(path.join(env.PG_BIN, 'initdb')) ? env.PG_BIN : null;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0], 'bin') : null;
}

function postgresUser() {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new StackError('running as root but there is no "postgres" user to run PostgreSQL as');
  }
}

/** Runs a server binary as the postgres user when we are root, else as ourselves. */
function asServerUser(bin, args) {
  return postgresUser()
    ? runChecked('runuser', ['-u', 'postgres', '--', bin, ...args])
    : runChecked(bin, args);
}

/** Gives a folder or file to the postgres user (as root), so the server can write there. */
function own(target) {
  const user = postgresUser();
  if (user) chownSync(target, user.uid, user.gid);
}

/** pg_ctl on `dataDir`, waiting up to 30 s for the server to start or stop. */
function pgCtl(bin, dataDir, args) {
  return asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-w', '-t', '30', ...args]);
}

/** @param {number} port */
function databaseUrl(port, database = DATABASE) {
  return `postgres://${ROLE}@127.0.0.1:${port}/${database}`;
}

/**
 * Starts the cluster (created with initdb when `dataDir` holds none) on 127.0.0.1, creates
 * `database` if needed, and returns its url; `fresh` tells whether the cluster is new.
 * @param {Cluster} cluster
 * @returns {Promise<{ url: string, fresh: boolean }>}
 */
export async function startPostgres(
  { bin, dataDir, port, logFile, durable = true },
  database = DATABASE,
) {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o700);
  own(dataDir);
  if (fresh) {
    const initdbFlags = ['-U', ROLE, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'];
    await asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, ...initdbFlags]);
  }
  // After initdb, which wants an empty folder: the log may live in the data folder.
  writeFileSync(logFile, '', { flag: 'a' });
  own(logFile);
  const serverOptions = [
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    ...(durable ? [] : ['-c fsync=off']),
  ].join(' ');
  await pgCtl(bin, dataDir, ['-l', logFile, '-o', serverOptions, 'start']);
  const connect = ['-h', '127.0.0.1', '-p', String(port), '-U', ROLE, '-d', 'postgres'];
  const psql = (sql) => runChecked(path.join(bin, 'psql'), [...connect, '-tAc', sql]);
  const exists = await psql(`select 1 from pg_database where datname = '${database}'`);
  if (exists.trim() !== '1') await psql(`create database "${database}"`);
  return { url: databaseUrl(port, database), fresh };
}

/**
 * Stops the cluster: `fast` (clients cut, a clean checkpoint) or `immediate` (like a crash: no
 * checkpoint). With `remove`, deletes its data folder as well, even when the stop failed.
 * @param {Pick<Cluster, 'bin' | 'dataDir'>} cluster
 * @returns {Promise<'stopped' | 'not running'>}
 */
export async function stopPostgres({ bin, dataDir }, { mode = 'fast', remove = false } = {}) {
  try {
    if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return 'not running';
    await pgCtl(bin, dataDir, ['-m', mode, 'stop']);
    return 'stopped';
  } finally {
    if (remove) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A new cluster in a new temporary folder on a free loopback port, fsync off unless `durable`:
 * for tests and benchmarks. Stop it with stopPostgres(cluster, { remove: true }).
 * @returns {Promise<Cluster & { url: string }>}
 */
export async function startThrowAwayPostgres({ bin = findPostgresBin(), durable = false } = {}) {
  if (!bin) throw new StackError('no PostgreSQL server binaries (apt-get install postgresql)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-pg-'));
  const logFile = path.join(dataDir, 'server.log');
  const cluster = { bin, dataDir, port: await freePort(), logFile, durable };
  try {
    return { ...cluster, url: (await startPostgres(cluster)).url };
  } catch (error) {
    await stopPostgres(cluster, { mode: 'immediate', remove: true }).catch(() => undefined);
    throw error;
  }
}
