// nginx in the stack: its config rendered from the repository's nginx.conf for the given api
// ports (checked with `nginx -t`), the nginx process itself, and reloads that wait for the old
// workers to finish.
import path from 'node:path';
import { checkNginxConfig, renderNginxConfig } from '../../deploy/render-nginx.mjs';
import {
  StackError,
  childrenOf,
  httpOk,
  isOurs,
  startDetached,
  tailOf,
  waitUntil,
} from './processes.mjs';

/** What nginx's command lines contain (isOurs: a recycled pid is not ours). */
export const NGINX_MARKER = 'nginx';

/** Renders nginx.conf for the given api ports; `nginx -t` must pass before it is used. */
export function renderNginx(config, ports) {
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

/** Starts nginx (in the foreground of a detached process) with `conf`; returns its state entry. */
export function startNginx(config, conf) {
  const nginxLog = path.join(config.logDir, 'nginx.log');
  const pid = startDetached('nginx', ['-p', config.nginxRuntime, '-c', conf, '-g', 'daemon off;'], {
    cwd: config.nginxRuntime,
    env: process.env,
    logFile: nginxLog,
  });
  return { pid, port: config.nginxPort, conf, log: nginxLog, runtimeDir: config.nginxRuntime };
}

/** Resolves once the started nginx serves / and the api; throws with its log if it exits. */
export async function waitForNginx(state) {
  const { pid, log } = state.nginx;
  await waitUntil(
    async () => {
      if (!isOurs(pid, NGINX_MARKER)) throw new StackError(`nginx exited:\n${tailOf(log)}`);
      return (await httpOk(`${state.baseUrl}/api/v1/health`)) && httpOk(`${state.baseUrl}/`);
    },
    { timeoutMs: 15_000, what: 'nginx to serve / and /api/v1/health' },
  );
}

/** Reloads nginx and waits until its old workers (which may still use the old upstream) are gone. */
export async function reloadNginx(state) {
  const oldWorkers = childrenOf(state.nginx.pid);
  process.kill(state.nginx.pid, 'SIGHUP');
  await waitUntil(() => oldWorkers.every((pid) => !isOurs(pid, NGINX_MARKER)), {
    timeoutMs: 60_000,
    what: 'the old nginx workers to finish their requests',
  });
}
