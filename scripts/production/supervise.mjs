// Looking after a running stack: `status` (each process alive and healthy?), `roll` (a drained
// restart of every api instance), `heal` (restart the instances that exited) and `run` (start,
// then heal every second until Ctrl-C / SIGTERM, like systemd's Restart=on-failure).
import { API_MARKER, apiHealthUrl, startApi } from './api-instances.mjs';
import { WATCHER_MARKER } from './canary-watcher.mjs';
import { start, stop } from './lifecycle.mjs';
import { NGINX_MARKER, reloadNginx, renderNginx } from './nginx.mjs';
import { StackError, httpOk, isOurs, log, sleep, stopProcess } from './processes.mjs';
import { readState, writeState } from './state.mjs';

/** Prints one line per process; true when all are alive and healthy. */
export async function status(config) {
  const state = readState(config);
  if (!state) {
    console.log('not running');
    return false;
  }
  const rows = [];
  for (const api of state.api ?? []) {
    const healthy = await httpOk(apiHealthUrl(api.port));
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
  if (state.canaryWatch) {
    const alive = isOurs(state.canaryWatch.pid, WATCHER_MARKER);
    rows.push(['canary watch', state.canaryWatch.pid, alive, alive]);
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
export async function roll(config) {
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

/** Starts again, on its port, each api instance whose process is gone; returns how many. */
export async function heal(config) {
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

/** Foreground mode: like systemd's Restart=on-failure for the api instances. */
export async function run(config) {
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
    if (!stopping) await heal(config);
  }
}
