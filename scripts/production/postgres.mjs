// A PostgreSQL cluster for the local production-shaped stack, on 127.0.0.1 only. PostgreSQL
// refuses to run as root, so as root every server command runs as the `postgres` user (runuser)
// and the data folder belongs to it. The cluster trusts local connections of its one role, `app`:
// fine for a throw-away cluster on loopback; a real deployment uses its own server and a password
// in DATABASE_URL (docs/deployment.md).
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { StackError, runChecked } from './processes.mjs';

const ROLE = 'app';
const DATABASE = 'marketplace';

/** The folder holding initdb/pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin. */
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
function asServerUser(bin, args, options = {}) {
  return postgresUser()
    ? runChecked('runuser', ['-u', 'postgres', '--', bin, ...args], options)
    : runChecked(bin, args, options);
}

/** Gives a folder to the postgres user (as root), so the server can write there. */
function own(dir) {
  const user = postgresUser();
  if (user) chownSync(dir, user.uid, user.gid);
}

function databaseUrl(port) {
  return `postgres://${ROLE}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * Starts a cluster in `dataDir` (created with initdb when empty) on 127.0.0.1:`port`, creates the
 * database if needed, and returns { url, logFile }.
 */
export function startPostgres({ bin, dataDir, port, logFile }) {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o700);
  own(dataDir);
  writeFileSync(logFile, '', { flag: 'a' });
  own(logFile);
  if (fresh) {
    asServerUser(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      ROLE,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
  }
  asServerUser(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  const exists = runChecked(path.join(bin, 'psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    ROLE,
    '-d',
    'postgres',
    '-tAc',
    `select 1 from pg_database where datname = '${DATABASE}'`,
  ]).trim();
  if (exists !== '1') {
    runChecked(path.join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      ROLE,
      DATABASE,
    ]);
  }
  return { url: databaseUrl(port), fresh };
}

export function stopPostgres({ bin, dataDir }) {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return 'not running';
  asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
  return 'stopped';
}
