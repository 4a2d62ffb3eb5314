// The api's side of the stack: its migrations, and one api instance started detached on its port
// and waited for until /api/v1/health answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  StackError,
  httpOk,
  isOurs,
  log,
  runChecked,
  startDetached,
  stopProcess,
  tailOf,
  waitUntil,
} from './processes.mjs';
import { REPO_ROOT } from './releases.mjs';

export const API_ENTRY = path.join(REPO_ROOT, 'api/dist/server.js');
/** What an api instance's command line contains (isOurs: a recycled pid is not ours). */
export const API_MARKER = 'server.js';

export const apiHealthUrl = (port) => `http://127.0.0.1:${port}/api/v1/health`;

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

/** Starts an instance on `port` and resolves once it is healthy (it is stopped if it never is). */
export async function startApi(config, state, port) {
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
        return httpOk(apiHealthUrl(port));
      },
      { timeoutMs: 60_000, what: `api on port ${port} to be healthy` },
    );
  } catch (error) {
    if (isOurs(pid, API_MARKER)) await stopProcess(pid, API_MARKER);
    throw error;
  }
  return instance;
}

/** Runs the api's migrations against the stack's database, before any instance starts. */
export async function migrate(state) {
  const scripts =
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'api/package.json'), 'utf8')).scripts ?? {};
  if (!scripts.migrate) {
    log('WARNING: the api has no "migrate" script; each instance migrates when it starts');
    return;
  }
  await runChecked('npm', ['run', 'migrate', '--silent', '-w', '@marketplace/api'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: state.databaseUrl, LOG_LEVEL: 'warn' },
  });
}
