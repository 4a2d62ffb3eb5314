// Starting and stopping the whole stack, in order: PostgreSQL, migrations, the api instances,
// nginx, the canary watcher; stopped the other way round. Each step is recorded in the state file as soon as it runs,
// so a failed start (or a later `stop`) stops exactly what was started.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { API_MARKER, migrate, startApi } from './api-instances.mjs';
import { WATCHER_MARKER, startCanaryWatcher } from './canary-watcher.mjs';
import { NGINX_MARKER, renderNginx, startNginx, waitForNginx } from './nginx.mjs';
import { startPostgres, stopPostgres } from './postgres.mjs';
import { log, stopProcess } from './processes.mjs';
import { checkCanStart, ensurePublished, prepareFolders } from './prepare.mjs';
import { readState, writeState } from './state.mjs';

export async function start(config, { publish = false } = {}) {
  const pgBin = await checkCanStart(config);
  prepareFolders(config);
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
    canaryWatch: null,
  };
  writeState(config, state);
  try {
    if (pgBin) {
      t = Date.now();
      const { url, fresh } = await startPostgres({
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
    await migrate(state);
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
    state.nginx = startNginx(config, conf);
    writeState(config, state);
    await waitForNginx(state);
    timings.nginx = Date.now() - t;
    state.canaryWatch = await startCanaryWatcher(config, state);
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

export async function stop(config) {
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
  // The watcher first (no canary ends while the stack stops), then nginx (no new requests), then
  // every instance at once: each finishes its own requests.
  if (state.canaryWatch) {
    await timed(`canary watcher (pid ${state.canaryWatch.pid})`, () =>
      stopProcess(state.canaryWatch.pid, WATCHER_MARKER),
    );
  }
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
    await timed('PostgreSQL', () =>
      stopPostgres(state.postgres, { remove: state.postgres.throwAway }),
    );
  }
  rmSync(config.stateFile, { force: true });
}
