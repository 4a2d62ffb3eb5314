// The production shape on one machine, as a small process manager (what deploy/systemd/ does on a
// server): PostgreSQL, migrations, N api instances behind nginx with the repository's nginx.conf.
// Everything listens on 127.0.0.1 only.
//
//   node scripts/production/stack.mjs start    start it all, print the URL, return
//   node scripts/production/stack.mjs status   each process, alive and healthy? (exit 1 if not)
//   node scripts/production/stack.mjs roll     restart the api instances one at a time, each
//                                              drained from nginx first: no request is dropped
//   node scripts/production/stack.mjs stop     stop it all (a throw-away database is deleted)
//   node scripts/production/stack.mjs run      start, stay in the foreground restarting a crashed
//                                              api instance, stop on Ctrl-C / SIGTERM
//   node scripts/production/stack.mjs heal     restart each api instance that has exited, once
//
// Settings (environment): STACK_DIR (.deploy/stack: state, logs, nginx runtime, uploads),
// NGINX_PORT (8088), API_PORTS (8091,8092), PG_PORT (54329), PG_DATA (a cluster folder to keep;
// default: a throw-away one under STACK_DIR), STACK_DATABASE_URL (use this database, start no
// PostgreSQL), REMOTES_ROOT (.deploy/remotes), SHELL_ROOT (.deploy/shell), UPLOAD_DIR
// (STACK_DIR/uploads), LOG_LEVEL (info). Other variables pass through to the api instances.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { checkNginxConfig, renderNginxConfig } from '../../deploy/render-nginx.mjs';
import { findPostgresBin, startPostgres, stopPostgres } from './postgres.mjs';
import {
  StackError,
  childrenOf,
  httpOk,
  isOurs,
  isPortFree,
  runChecked,
  sleep,
  startDetached,
  stopProcess,
  tailOf,
  waitUntil,
} from './processes.mjs';
import { publishAll } from './publish-all.mjs';
import { REMOTE_NAMES, REPO_ROOT, currentRelease, remotesRoot, shellRoot } from './releases.mjs';

const API_ENTRY = path.join(REPO_ROOT, 'api/dist/server.js');
const API_MARKER = 'server.js';
const NGINX_MARKER = 'nginx';

function readConfig(env = process.env) {
  const stackDir = path.resolve(REPO_ROOT, env.STACK_DIR || '.deploy/stack');
  const apiPorts = (env.API_PORTS || '8091,8092').split(',').map((p) => Number(p.trim()));
  const config = {
    stackDir,
    stateFile: path.join(stackDir, 'stack.json'),
    logDir: path.join(stackDir, 'logs'),
    nginxRuntime: path.join(stackDir, 'nginx'),
    nginxPort: Number(env.NGINX_PORT || 8088),
    apiPorts,
    pgPort: Number(env.PG_PORT || 54329),
    pgData: env.PG_DATA ? path.resolve(env.PG_DATA) : path.join(stackDir, 'pgdata'),
    pgThrowAway: !env.PG_DATA,
    externalDatabaseUrl: env.STACK_DATABASE_URL || null,
    remotesRoot: remotesRoot(env),
    shellRoot: shellRoot(env),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(stackDir, 'uploads')),
    logLevel: env.LOG_LEVEL || 'info',
  };
  const ports = [
    config.nginxPort,
    ...apiPorts,
    ...(config.externalDatabaseUrl ? [] : [config.pgPort]),
  ];
  if (
    ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535) ||
    new Set(ports).size !== ports.length
  ) {
    throw new StackError(
      `bad or repeated ports: NGINX_PORT, API_PORTS, PG_PORT = ${ports.join(', ')}`,
    );
  }
  return config;
}

function readState(config) {
  try {
    return JSON.parse(readFileSync(config.stateFile, 'utf8'));
  } catch {
    return null;
  }
}

function writeState(config, state) {
  writeFileSync(config.stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

const log = (message) => console.log(`[stack] ${message}`);

function apiEnv(config, state, port) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: state.databaseUrl,
    UPLOAD_DIR: config.uploadDir,
    LOG_LEVEL: config.logLevel,
    // nginx on this machine is the only proxy: trust its X-Forwarded-* and nobody else's.
    TRUST_PROXY: '127.0.0.1',
    SERVE_WEB: 'false',
  };
}

async function startApi(config, state, port) {
  const logFile = path.join(config.logDir, `api-${port}.log`);
  const pid = startDetached(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    env: apiEnv(config, state, port),
    logFile,
  });
  const instance = { port, pid, log: logFile, startedAt: new Date().toISOString() };
  try {
    await waitUntil(
      async () => {
        if (!isOurs(pid, API_MARKER))
          throw new StackError(`api on port ${port} exited:\n${tailOf(logFile)}`);
        return httpOk(`http://127.0.0.1:${port}/api/v1/health`);
      },
      { timeoutMs: 30_000, what: `api on port ${port} to be healthy` },
    );
  } catch (error) {
    if (isOurs(pid, API_MARKER)) await stopProcess(pid, API_MARKER);
    throw error;
  }
  return instance;
}

/** Renders nginx.conf for the given api ports; `nginx -t` must pass before it is used. */
function renderNginx(config, ports) {
  const conf = path.join(config.nginxRuntime, 'nginx.conf');
  renderNginxConfig({
    out: conf,
    values: {
      // Loopback only: plain HTTP (the TLS server is tested in production-tls.test.ts).
      NGINX_TLS: 'off',
      NGINX_LISTEN: `127.0.0.1:${config.nginxPort}`,
      RUNTIME_DIR: config.nginxRuntime,
      WEB_ROOT: path.join(config.shellRoot, 'current'),
      REMOTES_ROOT: config.remotesRoot,
      API_UPSTREAMS: ports.map((p) => `127.0.0.1:${p}`),
    },
  });
  const { ok, output } = checkNginxConfig(conf, { runtimeDir: config.nginxRuntime });
  if (!ok) throw new StackError(`nginx -t failed:\n${output}`);
  return conf;
}

/** Reloads nginx and waits until its old workers (which may still use the old upstream) are gone. */
async function reloadNginx(state) {
  const oldWorkers = childrenOf(state.nginx.pid);
  process.kill(state.nginx.pid, 'SIGHUP');
  await waitUntil(() => oldWorkers.every((pid) => !isOurs(pid, NGINX_MARKER)), {
    timeoutMs: 60_000,
    what: 'the old nginx workers to finish their requests',
  });
}

function ensurePublished(config, force) {
  const missing = [
    config.shellRoot,
    ...REMOTE_NAMES.map((n) => path.join(config.remotesRoot, n)),
  ].filter((root) => !currentRelease(root));
  if (!force && missing.length === 0) return;
  for (const result of publishAll({
    ...process.env,
    REMOTES_ROOT: config.remotesRoot,
    SHELL_ROOT: config.shellRoot,
  })) {
    log(`published ${result.app}: ${result.unchanged ? 'unchanged' : result.id}`);
  }
}

function migrate(state) {
  const scripts =
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'api/package.json'), 'utf8')).scripts ?? {};
  if (!scripts.migrate) {
    log('WARNING: the api has no "migrate" script; each instance migrates when it starts');
    return;
  }
  runChecked('npm', ['run', 'migrate', '--silent', '-w', '@marketplace/api'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: state.databaseUrl, LOG_LEVEL: 'warn' },
  });
}

/**
 * As root, nginx's workers run as `nobody` and PostgreSQL as `postgres`: every folder above the
 * served files and the database must be enterable by others, or they answer 404 / fail to start.
 */
function assertTraversable(dir) {
  for (let current = path.dirname(path.resolve(dir)); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) {
      throw new StackError(
        `${current} cannot be entered by other users (nginx's workers, postgres); ` +
          `chmod o+x it or set STACK_DIR/SHELL_ROOT/REMOTES_ROOT elsewhere (e.g. under /srv or /tmp)`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function start(config, { publish = false } = {}) {
  const previous = readState(config);
  if (previous && (previous.api ?? []).some((a) => isOurs(a.pid, API_MARKER))) {
    throw new StackError(`a stack is already running from ${config.stateFile}: stop it first`);
  }
  if (!existsSync(API_ENTRY)) throw new StackError(`no ${API_ENTRY}: run npm run build first`);
  const pgBin = config.externalDatabaseUrl ? null : findPostgresBin();
  if (!config.externalDatabaseUrl && !pgBin) {
    throw new StackError(
      'no PostgreSQL server binaries (apt-get install postgresql), and no STACK_DATABASE_URL',
    );
  }
  for (const port of [config.nginxPort, ...config.apiPorts, ...(pgBin ? [config.pgPort] : [])]) {
    if (!(await isPortFree(port))) throw new StackError(`port ${port} on 127.0.0.1 is in use`);
  }

  if (process.getuid?.() === 0) {
    for (const dir of [config.stackDir, config.shellRoot, config.remotesRoot])
      assertTraversable(dir);
  }
  // Readable by nginx's workers and the postgres user, which are not us when we are root.
  for (const dir of [config.stackDir, config.logDir, config.nginxRuntime, config.uploadDir]) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
  }
  const timings = {};
  let t = Date.now();
  ensurePublished(config, publish);
  timings.publish = Date.now() - t;

  const state = {
    startedAt: new Date().toISOString(),
    baseUrl: `http://127.0.0.1:${config.nginxPort}`,
    stackDir: config.stackDir,
    remotesRoot: config.remotesRoot,
    shellRoot: config.shellRoot,
    uploadDir: config.uploadDir,
    postgres: pgBin
      ? { bin: pgBin, dataDir: config.pgData, port: config.pgPort, throwAway: config.pgThrowAway }
      : null,
    databaseUrl: config.externalDatabaseUrl,
    api: [],
    nginx: null,
  };
  writeState(config, state);
  try {
    if (pgBin) {
      t = Date.now();
      const { url, fresh } = startPostgres({
        bin: pgBin,
        dataDir: config.pgData,
        port: config.pgPort,
        logFile: path.join(config.logDir, 'postgres.log'),
      });
      state.databaseUrl = url;
      writeState(config, state);
      timings.postgres = Date.now() - t;
      log(`PostgreSQL ${fresh ? '(new cluster) ' : ''}at ${url} in ${timings.postgres} ms`);
    }
    t = Date.now();
    migrate(state);
    timings.migrate = Date.now() - t;

    t = Date.now();
    // Started together; each is recorded as soon as it is healthy, so a failed start stops it.
    const started = await Promise.allSettled(
      config.apiPorts.map(async (port) => {
        const instance = await startApi(config, state, port);
        state.api.push(instance);
        writeState(config, state);
        return instance;
      }),
    );
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    state.api.sort((a, b) => a.port - b.port);
    writeState(config, state);
    timings.api = Date.now() - t;
    log(
      `${config.apiPorts.length} api instance(s) healthy on ${config.apiPorts.join(', ')} in ${timings.api} ms`,
    );

    t = Date.now();
    const conf = renderNginx(config, config.apiPorts);
    const nginxLog = path.join(config.logDir, 'nginx.log');
    const pid = startDetached(
      'nginx',
      ['-p', config.nginxRuntime, '-c', conf, '-g', 'daemon off;'],
      {
        cwd: config.nginxRuntime,
        env: process.env,
        logFile: nginxLog,
      },
    );
    state.nginx = {
      pid,
      port: config.nginxPort,
      conf,
      log: nginxLog,
      runtimeDir: config.nginxRuntime,
    };
    writeState(config, state);
    await waitUntil(
      async () => {
        if (!isOurs(pid, NGINX_MARKER)) throw new StackError(`nginx exited:\n${tailOf(nginxLog)}`);
        return (await httpOk(`${state.baseUrl}/api/v1/health`)) && httpOk(`${state.baseUrl}/`);
      },
      { timeoutMs: 15_000, what: 'nginx to serve / and /api/v1/health' },
    );
    timings.nginx = Date.now() - t;
    state.timings = timings;
    writeState(config, state);
    log(`nginx serving ${state.baseUrl}/ in ${timings.nginx} ms (conf ${conf})`);
    return state;
  } catch (error) {
    log('start failed; stopping what was started');
    await stop(config);
    throw error;
  }
}

async function stop(config) {
  const state = readState(config);
  if (!state) {
    log(`nothing to stop (no ${config.stateFile})`);
    return;
  }
  const timed = async (what, action) => {
    const t = Date.now();
    const outcome = await action();
    log(`${what}: ${outcome} in ${Date.now() - t} ms`);
  };
  // nginx first (no new requests), then every instance at once: each finishes its own requests.
  if (state.nginx) {
    await timed(`nginx (pid ${state.nginx.pid})`, () =>
      stopProcess(state.nginx.pid, NGINX_MARKER, { signal: 'SIGQUIT' }),
    );
  }
  await Promise.all(
    (state.api ?? []).map((api) =>
      timed(`api ${api.port} (pid ${api.pid})`, () => stopProcess(api.pid, API_MARKER)),
    ),
  );
  if (state.postgres) {
    await timed('PostgreSQL', () => stopPostgres(state.postgres));
    if (state.postgres.throwAway) rmSync(state.postgres.dataDir, { recursive: true, force: true });
  }
  rmSync(config.stateFile, { force: true });
}

async function status(config) {
  const state = readState(config);
  if (!state) {
    console.log('not running');
    return false;
  }
  const rows = [];
  for (const api of state.api ?? []) {
    const healthy = await httpOk(`http://127.0.0.1:${api.port}/api/v1/health`);
    rows.push([`api :${api.port}`, api.pid, isOurs(api.pid, API_MARKER), healthy]);
  }
  if (state.nginx) {
    rows.push([
      'nginx',
      state.nginx.pid,
      isOurs(state.nginx.pid, NGINX_MARKER),
      await httpOk(`${state.baseUrl}/api/v1/health`),
    ]);
  }
  for (const [name, pid, alive, healthy] of rows) {
    console.log(
      `${name.padEnd(12)} pid ${String(pid).padEnd(8)} ${alive ? 'running' : 'STOPPED'}  ${healthy ? 'healthy' : 'NOT HEALTHY'}`,
    );
  }
  console.log(`site: ${state.baseUrl}/  database: ${state.databaseUrl}`);
  return rows.every(([, , alive, healthy]) => alive && healthy);
}

/**
 * Restarts each api instance in turn (e.g. after `npm run build -w @marketplace/api` and
 * `npm run migrate`): take it out of nginx's upstream and wait for the old workers, SIGTERM it
 * (it finishes what it has), start it again, wait until healthy, put it back.
 */
async function roll(config) {
  const state = readState(config);
  if (!state?.nginx) throw new StackError('no running stack');
  const ports = state.api.map((a) => a.port);
  for (const [index, instance] of state.api.entries()) {
    const t = Date.now();
    const others = ports.filter((p) => p !== instance.port);
    if (others.length === 0)
      log('WARNING: a single instance cannot be drained; requests fail while it restarts');
    else {
      renderNginx(config, others);
      await reloadNginx(state);
    }
    await stopProcess(instance.pid, API_MARKER);
    state.api[index] = await startApi(config, state, instance.port);
    writeState(config, state);
    renderNginx(config, ports);
    await reloadNginx(state);
    log(
      `rolled api ${instance.port}: pid ${instance.pid} -> ${state.api[index].pid} in ${Date.now() - t} ms`,
    );
  }
}

/** Foreground mode: like systemd's Restart=on-failure for the api instances. */
async function run(config) {
  await start(config);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stop(config);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  log('running; Ctrl-C stops everything');
  while (!stopping) {
    await sleep(1_000);
    if (!stopping) await restartExited(config);
  }
}

/** Starts again, on its port, each api instance whose process is gone (one pass of `run`). */
async function restartExited(config) {
  const state = readState(config);
  if (!state) return 0;
  let restarted = 0;
  for (const [index, api] of state.api.entries()) {
    if (isOurs(api.pid, API_MARKER)) continue;
    log(`api ${api.port} (pid ${api.pid}) exited; restarting it`);
    state.api[index] = await startApi(config, state, api.port);
    writeState(config, state);
    restarted += 1;
  }
  return restarted;
}

async function main() {
  const [command, ...flags] = process.argv.slice(2);
  const config = readConfig();
  switch (command) {
    case 'start': {
      const state = await start(config, { publish: flags.includes('--publish') });
      console.log(
        `\nMarketplace (production shape) at ${state.baseUrl}/  state: ${config.stateFile}`,
      );
      return 0;
    }
    case 'stop':
      await stop(config);
      return 0;
    case 'status':
      return (await status(config)) ? 0 : 1;
    case 'roll':
      await roll(config);
      return 0;
    case 'run':
      await run(config);
      return 0;
    case 'heal':
      log(`${await restartExited(config)} api instance(s) restarted`);
      return 0;
    default:
      console.error(
        'usage: node scripts/production/stack.mjs start [--publish] | status | roll | stop | run | heal',
      );
      return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().then(
    (code) => {
      if (code !== 0) process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof StackError ? `stack: ${error.message}` : error);
      process.exit(1);
    },
  );
}
