// `node bench/realestate-ui.mjs` (after `npm run build`): how fast /real-estate paints in this
// machine's Chromium with 10,000 listings on SQLite.
//   1. seeds a fresh SQLite file with `seed:properties --count 10000` and starts the built site;
//   2. first cards: for each run a fresh browser context (cold cache) navigates to #/real-estate;
//      an init script notes performance.now() (ms since navigation start) when the first card
//      enters the DOM. The same is measured again in that context (warm cache);
//   3. filter repaint: a click on '3 BHK' until the count line shows the new answer, split into
//      the listing request (resource timing) and the rest (the UI's own time);
//   4. writes bench/results/realestate-ui.json and the table of docs/performance.md. Budgets: first cards <= 1000 ms (cold, median),
//      repaint minus request <= 100 ms (median).
// Figures are measured, never typed in. The machine is shared: rerun when noisy.
// Functions passed to page.evaluate run in the browser.
/* global window, document, MutationObserver */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { writePerformanceTable } from './performance-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET_FIRST_CARDS_MS = 1000;
const BUDGET_REPAINT_MS = 100;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => (port ? resolve(port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

// Runs in the page before any of its scripts: notes when the first card and each count change
// appear, and when a click happens.
function instrument() {
  const marks = { firstCard: null, click: null, countChanges: [] };
  window.__bench = marks;
  new MutationObserver(() => {
    if (marks.firstCard === null && document.querySelector('main article')) {
      marks.firstCard = performance.now();
    }
    const count = document.querySelector('main p[role="status"]')?.textContent ?? '';
    const last = marks.countChanges.at(-1);
    if (count && count !== last?.text)
      marks.countChanges.push({ text: count, at: performance.now() });
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('click', () => (marks.click = performance.now()), true);
}

async function measure(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const firstCards = async () => {
    await page.goto(`${baseUrl}/#/real-estate`);
    await page.waitForFunction(() => window.__bench.firstCard !== null, null, { timeout: 30_000 });
    return page.evaluate(() => window.__bench.firstCard);
  };
  const cold = await firstCards();
  await page.goto('about:blank');
  const warm = await firstCards();

  await page.waitForFunction(() =>
    /of [\d,]+ propert/.test(window.__bench.countChanges.at(-1)?.text ?? ''),
  );
  const before = await page.evaluate(() => window.__bench.countChanges.at(-1).text);
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: '3 BHK' })
    .click();
  await page.waitForFunction((old) => window.__bench.countChanges.at(-1)?.text !== old, before);
  const repaint = await page.evaluate(() => {
    const { click, countChanges } = window.__bench;
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/getAllProperties?bedrooms=3'));
    const painted = countChanges.at(-1).at;
    return {
      total: painted - click,
      request: request ? request.responseEnd - request.startTime : null,
      ui: request ? painted - click - (request.responseEnd - request.startTime) : null,
    };
  });
  await context.close();
  return { cold, warm, repaint };
}

async function main() {
  for (const app of [
    'api/dist/server.js',
    'shell/dist/index.html',
    'mfe-realestate/dist/mf-manifest.json',
  ]) {
    if (!existsSync(path.join(ROOT, app)))
      throw new Error(`${app} is missing: run npm run build first`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bench-realestate-ui-'));
  const env = {
    ...process.env,
    DATABASE_URL: path.join(work, 'bench.sqlite'),
    UPLOAD_DIR: path.join(work, 'uploads'),
    LOG_LEVEL: 'warn',
  };
  let child;
  let browser;
  try {
    console.log(`seeding ${COUNT} properties...`);
    const seeded = spawnSync(
      'npm',
      ['run', 'seed:properties', '--', '--count', String(COUNT), '--seed', '1'],
      {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      },
    );
    if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(baseUrl, child);
    const total = (await (await fetch(`${baseUrl}/api/v1/getAllProperties?page=1&limit=1`)).json())
      .total;

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    await measure(browser, baseUrl); // warm-up: the server's first answers, the OS file cache
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, baseUrl));

    const result = {
      date: new Date().toISOString(),
      // The machine is shared: a 1-minute load average far above its core count inflates every
      // figure below.
      loadAverage1m: Number(loadavg()[0].toFixed(1)),
      properties: total,
      runs: RUNS,
      firstCardsMs: {
        coldMedian: median(runs.map((r) => r.cold)),
        coldMax: Math.round(Math.max(...runs.map((r) => r.cold))),
        warmMedian: median(runs.map((r) => r.warm)),
        budget: BUDGET_FIRST_CARDS_MS,
      },
      filterRepaintMs: {
        totalMedian: median(runs.map((r) => r.repaint.total)),
        requestMedian: median(runs.map((r) => r.repaint.request ?? 0)),
        uiMedian: median(runs.map((r) => r.repaint.ui ?? 0)),
        budgetUi: BUDGET_REPAINT_MS,
      },
    };
    result.withinBudget =
      result.firstCardsMs.coldMedian <= BUDGET_FIRST_CARDS_MS &&
      result.filterRepaintMs.uiMedian <= BUDGET_REPAINT_MS;
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/realestate-ui.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(JSON.stringify(result, null, 2));
    writePerformanceTable();
  } finally {
    await browser?.close();
    child?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
