// The production shape under test: scripts/production/stack.mjs starts PostgreSQL, two api
// instances and nginx with the repository's nginx.conf, on free loopback ports, with its own
// throw-away deploy folders (the repository's .deploy/ is never touched). When nginx or
// PostgreSQL is missing, a developer's run skips with a loud banner; under CI=true it fails.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin } from '../../scripts/production/postgres.mjs';
import { browserSkipReason } from './browser';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const STACK_SCRIPT = path.join(REPO_ROOT, 'scripts/production/stack.mjs');

interface StackState {
  baseUrl: string;
  stackDir: string;
  remotesRoot: string;
  shellRoot: string;
  uploadDir: string;
  databaseUrl: string;
  api: { port: number; pid: number; log: string }[];
  nginx: { pid: number; port: number; conf: string; log: string; runtimeDir: string };
  timings?: Record<string, number>;
}

export interface ScriptResult {
  code: number;
  output: string;
}

export interface RunningStack {
  baseUrl: string;
  /** The environment the stack runs with (REMOTES_ROOT, SHELL_ROOT, ports...). */
  env: NodeJS.ProcessEnv;
  /** Re-read on each call: roll and restarts change the pids. */
  state(): StackState;
  /** Runs a repository script (e.g. scripts/deploy-remote.mjs) against this stack's folders. */
  run(script: string, args?: string[]): Promise<ScriptResult>;
  /** nginx's access log: one line per request, with the api instance(s) that answered it. */
  accessLog(): string;
  /**
   * Requests nginx answered with 4xx/5xx since `offset` (a length of accessLog()). 499 is left
   * out: it is nginx's mark for a request the browser cancelled (a reload while pictures were
   * still loading), not an answer the site gave.
   */
  failedRequests(offset: number, { ignore }?: { ignore?: RegExp }): string[];
  stop(): Promise<void>;
}

function hasNginx(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** stack.mjs can start a PostgreSQL (or is given one). */
function hasPostgres(): boolean {
  return Boolean(process.env.STACK_DATABASE_URL) || findPostgresBin() !== null;
}

/** Why the production tests cannot run here, or null when they can. Throws under CI. */
export function productionSkipReason({ browser = true, postgres = true } = {}): string | null {
  if (browser) {
    const reason = browserSkipReason();
    if (reason) return reason;
  }
  const missing = [
    hasNginx() ? null : 'nginx',
    !postgres || hasPostgres() ? null : 'PostgreSQL',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  const reason = `*** SKIPPED: production tests through nginx (missing ${missing.join(' and ')}; apt-get install -y nginx-light postgresql) ***`;
  if (process.env.CI === 'true') throw new Error(`CI=true but ${missing.join(' and ')} is missing`);
  console.warn(`\n${reason}\n`);
  return reason;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Chromium's console line for a failed response (it names no URL; watchPage adds one that does). */
export const isResourceError = (message: string) => message.startsWith('Failed to load resource:');

export function runNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<ScriptResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

export async function startStack({
  apiInstances = 2,
  env: extraEnv = {},
}: {
  apiInstances?: number;
  /** Extra variables for the stack and its api instances (e.g. ADMIN_PASSWORD). */
  env?: Record<string, string>;
} = {}): Promise<RunningStack> {
  const root = mkdtempSync(path.join(tmpdir(), 'marketplace-stack-'));
  // nginx's workers and PostgreSQL run as other users when we are root: they must get in.
  chmodSync(root, 0o755);
  const ports = await Promise.all(Array.from({ length: apiInstances + 2 }, freePort));
  const [nginxPort, pgPort, ...apiPorts] = ports as [number, number, ...number[]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STACK_DIR: path.join(root, 'stack'),
    REMOTES_ROOT: path.join(root, 'remotes'),
    SHELL_ROOT: path.join(root, 'shell'),
    NGINX_PORT: String(nginxPort),
    PG_PORT: String(pgPort),
    API_PORTS: apiPorts.join(','),
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  delete env.PG_DATA;
  const stateFile = path.join(root, 'stack', 'stack.json');
  const started = await runNode(STACK_SCRIPT, ['start'], env);
  if (started.code !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`stack.mjs start failed:\n${started.output}`);
  }
  const state = (): StackState => JSON.parse(readFileSync(stateFile, 'utf8')) as StackState;
  const { baseUrl } = state();
  const accessLog = () =>
    readFileSync(path.join(state().nginx.runtimeDir, 'logs/access.log'), 'utf8');
  return {
    baseUrl,
    env,
    state,
    run: (script, args = []) => runNode(path.join(REPO_ROOT, script), args, env),
    accessLog,
    failedRequests: (offset, { ignore } = {}) =>
      accessLog()
        .slice(offset)
        .split('\n')
        .filter((line) => /" (?!499)[45]\d\d /.test(line) && !(ignore && ignore.test(line))),
    stop: async () => {
      const stopped = await runNode(STACK_SCRIPT, ['stop'], env);
      rmSync(root, { recursive: true, force: true });
      if (stopped.code !== 0) throw new Error(`stack.mjs stop failed:\n${stopped.output}`);
    },
  };
}
