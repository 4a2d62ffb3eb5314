// The composed site under test: E2E_BASE_URL when given (e.g. nginx in CI), otherwise the
// embedded server (`api/dist/server.js`, as `npm start` runs it) on a free loopback port with a
// database of its own. Each run's first site seeds the demo listings and renders their pictures
// (tens of seconds on a busy machine); the others start from a copy of that data folder
// (E2E_SEED_DIR, global-setup.ts) and find the listings there, so only the first one waits.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The first admin every data folder of a run is made with (runOnOwnSite's sites log in as it). */
export const ADMIN = { username: 'owner', email: 'owner@example.test', password: 'Owner2024Pass' };

export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

// A fresh database is seeded with the demo listings and their pictures before the server answers,
// which takes tens of seconds on a busy machine; this is a wait, not a performance budget.
export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

function startServer(dataDir: string, env: Record<string, string>, port: number) {
  return spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dataDir, 'e2e.sqlite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The run's seeded data folder: made by the first caller (a server started on an empty folder,
 * then stopped), moved into place in one rename so a second worker never sees half of it.
 */
async function seededTemplate(): Promise<string | null> {
  const root = process.env.E2E_SEED_DIR;
  if (!root) return null;
  const template = path.join(root, 'data');
  if (existsSync(template)) return template;
  const making = mkdtempSync(path.join(root, 'making-'));
  const port = await freePort();
  const child = startServer(making, {}, port);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  } finally {
    await stopServer(child);
  }
  try {
    renameSync(making, template);
  } catch {
    rmSync(making, { recursive: true, force: true }); // another worker was first
  }
  return template;
}

export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  if (process.env.E2E_BASE_URL && Object.keys(extraEnv).length === 0) {
    return { baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''), stop: async () => undefined };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
  const template = await seededTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const child = startServer(dataDir, extraEnv, port);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    stop: async () => {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
