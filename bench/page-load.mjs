// `node bench/page-load.mjs` (after `npm run build`): what a first visit of each route costs in
// this machine's Chromium, through the embedded server (`npm start`'s api/dist/server.js):
//   - bytes on the wire (cold cache: each route in a fresh context), split into scripts and the rest;
//   - cumulative layout shift (PerformanceObserver 'layout-shift', shifts after input excluded),
//     with the elements that moved.
// BENCH_UNCOMPRESSED=1 serves a copy of the build without the .br/.gz files the build writes
// (build-tools/precompress.ts): the figures of a server that sends text uncompressed, to compare.
// Writes bench/results/page-load[-uncompressed].json. Figures are measured, never typed in.
/* global window */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { FRONTEND_WORKSPACES } from '../scripts/apps.mjs';
import { findPostgresBin } from '../scripts/production/postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STACK = path.join(ROOT, 'scripts/production/stack.mjs');
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/#/login,/#/real-estate').split(',');
const UNCOMPRESSED = process.env.BENCH_UNCOMPRESSED === '1';
const APPS = FRONTEND_WORKSPACES;
/** Time left after the network is idle for late shifts (a remote's page arriving). */
const SETTLE_MS = 2000;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the built embedded server on a fresh SQLite file; resolves with its url and a stop. */
export async function startEmbeddedServer({ work, webRoot = ROOT }) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: path.join(work, 'bench.sqlite'),
      UPLOAD_DIR: path.join(work, 'uploads'),
      // Mail (the codes of accounts a bench creates) goes to files, never to a mail server.
      OUTBOX_DIR: path.join(work, 'outbox'),
      SMTP_URL: undefined,
      WEB_ROOT: webRoot,
      SERVE_WEB: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    const ok = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, outbox: path.join(work, 'outbox'), stop: () => child.kill('SIGTERM') };
}

/**
 * Starts the production shape (scripts/production/stack.mjs: PostgreSQL, two api instances, nginx
 * with the repository's nginx.conf) on free loopback ports with throw-away folders under `work`,
 * as e2e/run-through-nginx.mjs does; mail goes to `<work>/outbox`. Resolves with nginx's url, the
 * outbox and a stop; null (with the reason) when nginx or PostgreSQL is missing.
 */
export async function startNginxStack({ work }) {
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0) {
    return { missing: 'nginx' };
  }
  if (!findPostgresBin()) return { missing: 'PostgreSQL' };
  chmodSync(work, 0o755); // nginx's workers and PostgreSQL may run as other users
  const [nginxPort, pgPort, api1, api2] = await Promise.all(
    Array.from({ length: 4 }, () => freePort()),
  );
  const outbox = path.join(work, 'outbox');
  const env = {
    ...process.env,
    STACK_DIR: path.join(work, 'stack'),
    REMOTES_ROOT: path.join(work, 'remotes'),
    SHELL_ROOT: path.join(work, 'shell'),
    NGINX_PORT: String(nginxPort),
    PG_PORT: String(pgPort),
    API_PORTS: `${api1},${api2}`,
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: outbox,
  };
  delete env.PG_DATA;
  delete env.SMTP_URL;
  const stack = (command) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [STACK, command], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', (code) => resolve(code ?? 1));
    });
  if ((await stack('start')) !== 0) throw new Error('the production stack did not start');
  return { baseUrl: `http://127.0.0.1:${nginxPort}`, outbox, stop: () => stack('stop') };
}

/**
 * The routes held to the budgets of docs/performance.md, as in-app paths ('/homecare'); the details page is the
 * first listing of the server's demo data.
 */
export async function budgetRoutes(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/v1/getAllProperties?page=1&limit=1`).then((r) =>
    r.json(),
  );
  const first = answer?.data?.properties?.[0] ?? answer?.data?.items?.[0] ?? answer?.data?.[0];
  const details = first?.id ? [`/property-details/${first.id}`] : [];
  return ['/', '/homecare', '/real-estate', ...details, '/login', '/cart', '/admin'];
}

/** The URL of an in-app path: the site routes in the hash. */
/** The page's URL; a language other than English is asked for as a shared link does (?lang=hi). */
export const pageUrl = (baseUrl, route, language = 'en') =>
  `${baseUrl}/${language === 'en' ? '' : `?lang=${language}`}${route === '/' ? '' : `#${route}`}`;

/** The build's web files without their precompressed siblings. */
function uncompressedCopy(work) {
  const webRoot = path.join(work, 'web');
  for (const app of APPS) {
    cpSync(path.join(ROOT, app, 'dist'), path.join(webRoot, app, 'dist'), {
      recursive: true,
      filter: (source) => !/\.(br|gz)$/.test(source),
    });
  }
  return webRoot;
}

// Runs in the page before its scripts: sums the layout shifts and notes what moved.
function observeLayoutShifts() {
  window.__shifts = { total: 0, sources: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.total += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name = node
          ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
          : '?';
        window.__shifts.sources.push({ node: name, value: Number(entry.value.toFixed(4)) });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measureRoute(browser, baseUrl, route, width) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(observeLayoutShifts);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const bytes = { scripts: 0, other: 0, total: 0, scriptFiles: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const isScript = types.get(event.requestId) === 'Script';
    bytes[isScript ? 'scripts' : 'other'] += event.encodedDataLength;
    bytes.total += event.encodedDataLength;
    if (isScript) bytes.scriptFiles += 1;
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  return {
    route,
    width,
    transferredKB: Math.round(bytes.total / 1024),
    scriptKB: Math.round(bytes.scripts / 1024),
    scriptFiles: bytes.scriptFiles,
    cls: Number(shifts.total.toFixed(3)),
    shiftedElements: shifts.sources,
  };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) {
    throw new Error('run `npm run build` first');
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bench-page-load-'));
  const server = await startEmbeddedServer({
    work,
    webRoot: UNCOMPRESSED ? uncompressedCopy(work) : ROOT,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const routes = [];
    for (const route of ROUTES) {
      for (const width of [390, 1280])
        routes.push(await measureRoute(browser, server.baseUrl, route, width));
    }
    const result = {
      measuredAt: new Date().toISOString(),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
      server: UNCOMPRESSED ? 'embedded, build without .br/.gz' : 'embedded',
      routes,
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const out = path.join(
      ROOT,
      `bench/results/page-load${UNCOMPRESSED ? '-uncompressed' : ''}.json`,
    );
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.table(routes.map((row) => ({ ...row, shiftedElements: row.shiftedElements.length })));
    console.log(`load average ${result.loadAverage.join(' ')}; wrote ${path.relative(ROOT, out)}`);
  } finally {
    await browser.close();
    server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
