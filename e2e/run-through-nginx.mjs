// The browser suite through the production shape: starts scripts/production/stack.mjs
// (PostgreSQL, two api instances, nginx with the repository's nginx.conf) on free loopback ports
// with throw-away folders, runs playwright.config.ts's `nginx` project (every e2e test except the
// production-* ones, which start their own stacks) with E2E_BASE_URL pointing at nginx, and stops
// the stack. Extra arguments go to `playwright test` (e.g. --grep). Needs a build (npm run build).
// The tests also get E2E_STACK_STATE (the stack's stack.json: ports, pids, logs) and
// E2E_SMTP_PORT (where the api instances send mail). Reports go to e2e/test-results/nginx/.
//
// Exit code: the tests' own; 1 when the stack cannot start. Without nginx or PostgreSQL it prints
// a SKIPPED banner and exits 0, except under CI=true where that is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from '../scripts/production/postgres.mjs';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(E2E_DIR, '..');
const STACK = path.join(REPO_ROOT, 'scripts/production/stack.mjs');
const PLAYWRIGHT_CLI = createRequire(import.meta.url).resolve('@playwright/test/cli');
export const NGINX_REPORT_DIR = path.join(E2E_DIR, 'test-results/nginx');

export function missingForNginxSuite(env = process.env) {
  const missing = [];
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0) missing.push('nginx');
  const hasPostgres = env.STACK_DATABASE_URL || findPostgresBin(env);
  if (!hasPostgres) missing.push('PostgreSQL');
  return missing;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const missing = missingForNginxSuite();
  if (missing.length > 0) {
    const banner = `*** SKIPPED: browser tests through nginx (missing ${missing.join(' and ')}; apt-get install -y nginx-light postgresql) ***`;
    if (process.env.CI === 'true') {
      console.error(`CI=true but ${missing.join(' and ')} is missing: ${banner}`);
      return 1;
    }
    console.log(`\n${banner}\n`);
    return 0;
  }

  const root = mkdtempSync(path.join(tmpdir(), 'marketplace-nginx-e2e-'));
  chmodSync(root, 0o755); // nginx's workers and PostgreSQL may run as other users
  const [nginxPort, pgPort, api1, api2, smtpPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const env = {
    ...process.env,
    STACK_DIR: path.join(root, 'stack'),
    REMOTES_ROOT: path.join(root, 'remotes'),
    SHELL_ROOT: path.join(root, 'shell'),
    NGINX_PORT: String(nginxPort),
    PG_PORT: String(pgPort),
    API_PORTS: `${api1},${api2}`,
    LOG_LEVEL: 'warn',
    // Mail of the stack's api instances goes to a port a test may listen on (E2E_SMTP_PORT):
    // the stack starts before the tests, so they cannot hand it their own mailbox's address.
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  delete env.PG_DATA;

  const started = Date.now();
  if ((await run(process.execPath, [STACK, 'start'], { cwd: REPO_ROOT, env })) !== 0) {
    rmSync(root, { recursive: true, force: true });
    console.error('the production stack did not start');
    return 1;
  }
  let code = 1;
  try {
    console.log(`\n=== browser tests through nginx at http://127.0.0.1:${nginxPort}/ ===\n`);
    code = await run(
      process.execPath,
      [PLAYWRIGHT_CLI, 'test', '--project=nginx', ...process.argv.slice(2)],
      {
        cwd: E2E_DIR,
        env: {
          ...process.env,
          E2E_BASE_URL: `http://127.0.0.1:${nginxPort}`,
          E2E_STACK_STATE: path.join(root, 'stack', 'stack.json'),
          E2E_SMTP_PORT: String(smtpPort),
          E2E_REPORT_DIR: NGINX_REPORT_DIR,
        },
      },
    );
  } finally {
    await run(process.execPath, [STACK, 'stop'], { cwd: REPO_ROOT, env });
    rmSync(root, { recursive: true, force: true });
    console.log(
      `browser tests through nginx: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );
  }
  return code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
