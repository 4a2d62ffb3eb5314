// `node bench/lighthouse.mjs` (after `npm run build`; part of `npm run bench`): Lighthouse 12's
// mobile preset (its default: a mid-range phone, simulated slow 4G, here with that phone's own
// Devanagari font: BENCH_LIGHTHOUSE_DEVICE_FONTS) on the budgets' routes (/, /homecare,
// /real-estate, /property-details/<first listing>, /login, /cart, /admin, in the hash) and the
// lister's pages (/post-property, /my-listings, /saved-searches;
// BENCH_LIGHTHOUSE_ROUTES=/,/login narrows them), in this machine's Chromium, through the embedded
// server and through nginx (the production stack of scripts/production/stack.mjs, when nginx and
// PostgreSQL are installed; BENCH_LIGHTHOUSE_SERVERS=embedded narrows them). `/cart` is measured
// logged in: an account made through the api (its code read from the outbox), its session put in
// the page's storage before each run, each route in English and in Hindi (?lang=hi;
// BENCH_LIGHTHOUSE_LANGUAGES=en narrows them), the cache emptied by hand (Lighthouse's own storage reset
// would log it out); the lister's pages likewise. Each route runs BENCH_LIGHTHOUSE_RUNS times (default 3) and the run with the
// median performance score is kept, with the accessibility and best-practice audits that failed
// and the diagnostics that explain blocking time (bootup-time, mainthread-work-breakdown,
// unused-javascript). Writes bench/results/lighthouse.json, with the load average measured at the
// start of the run, and the table of docs/performance.md.
/* global window */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { androidFontsEnv } from './android-fonts.cjs';
import { logInForBench } from './bench-user.mjs';
import {
  CHROMIUM_ARGS,
  budgetRoutes,
  pageUrl,
  startEmbeddedServer,
  startNginxStack,
} from './page-load.mjs';
import { writePerformanceTable } from './performance-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTE_FILTER = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SERVERS = (process.env.BENCH_LIGHTHOUSE_SERVERS ?? 'embedded,nginx').split(',');
/** The page's languages: each route is measured in each (BENCH_LIGHTHOUSE_LANGUAGES=hi narrows). */
const LANGUAGES = (process.env.BENCH_LIGHTHOUSE_LANGUAGES ?? 'en,hi').split(',');
/**
 * The phone's own fonts: 'android' (the default) gives Chromium the Devanagari face every Android
 * phone has, as the preset's phone does (bench/android-fonts.cjs); 'none' measures a device with
 * no Devanagari font at all, which downloads the site's face for every Hindi page.
 */
const DEVICE_FONTS = process.env.BENCH_LIGHTHOUSE_DEVICE_FONTS ?? 'android';
if (!['android', 'none'].includes(DEVICE_FONTS)) {
  throw new Error(`BENCH_LIGHTHOUSE_DEVICE_FONTS is 'android' or 'none', not '${DEVICE_FONTS}'`);
}
/** The routes measured logged in. */
const LOGGED_IN_ROUTES = new Set(['/cart', '/post-property', '/my-listings', '/saved-searches']);
/** Pages for logged-in visitors only, measured beside the budgets' routes. */
const LISTER_ROUTES = ['/post-property', '/my-listings', '/saved-searches'];

/** The figures of one Lighthouse report that docs/performance.md and its budgets follow. */
function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    transferKB: Math.round(audit('total-byte-weight') / 1024),
    failing: failingAudits(lhr),
    diagnostics: diagnostics(lhr),
  };
}

/** Where the main thread's time went: the scripts that cost most, and the unused bytes. */
function diagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const shortUrl = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  return {
    bootupMs: Math.round(lhr.audits['bootup-time']?.numericValue ?? 0),
    topScripts: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({
        url: shortUrl(item.url),
        totalMs: Math.round(item.total),
        scriptingMs: Math.round(item.scripting),
      })),
    mainThread: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [item.group, Math.round(item.duration)]),
    ),
    unusedJsKB: items('unused-javascript')
      .slice(0, 5)
      .map((item) => ({ url: shortUrl(item.url), wastedKB: Math.round(item.wastedBytes / 1024) })),
  };
}

/** The accessibility and best-practice audits that cost points: what to fix next. */
function failingAudits(lhr) {
  const ids = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id),
  );
  return ids.filter((id) => lhr.audits[id]?.score !== null && lhr.audits[id]?.score < 1);
}

async function routesOf(baseUrl) {
  const routes = [...(await budgetRoutes(baseUrl)), ...LISTER_ROUTES];
  return ROUTE_FILTER ? routes.filter((route) => ROUTE_FILTER.includes(route)) : routes;
}

function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Before each run: the page's storage holds the account's session for a logged-in route
 * (Lighthouse keeps it: disableStorageReset) and nothing for the others; the HTTP cache is
 * emptied, as Lighthouse's own reset would. Lighthouse's reset leaves local storage alone, so
 * without this a route measured after /cart ran with /cart's session: /admin (logged out in this
 * table) downloaded the admin remote's gate for a logged-in customer, 39 KB more than /login.
 */
async function prepareStorage(cdpBrowser, baseUrl, session) {
  const context = cdpBrowser.contexts()[0];
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/robots.txt`).catch(() => undefined);
    await page.evaluate(
      (entries) => {
        window.localStorage.clear();
        for (const [key, value] of entries) window.localStorage.setItem(key, value);
      },
      Object.entries(session?.storage ?? {}),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
}

async function measureServer(chrome, cdpBrowser, server, name) {
  const routes = [];
  const session = await logInForBench(server.baseUrl, server.outbox);
  const measured = await routesOf(server.baseUrl);
  for (const [language, route] of LANGUAGES.flatMap((l) => measured.map((r) => [l, r]))) {
    const loggedIn = LOGGED_IN_ROUTES.has(route);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      await prepareStorage(cdpBrowser, server.baseUrl, loggedIn ? session : undefined);
      const result = await lighthouse(pageUrl(server.baseUrl, route, language), {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: loggedIn,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      runs.push(summary(result.lhr));
    }
    routes.push({ route, language, loggedIn, median: medianRun(runs), runs });
    const { performance, accessibility, bestPractices, lcpMs, tbtMs, cls } = medianRun(runs);
    console.log(
      name,
      route,
      language,
      JSON.stringify({ performance, accessibility, bestPractices, lcpMs, tbtMs, cls }),
    );
  }
  return routes;
}

/** Starts one server kind; null when its software is missing (said on the console). */
async function startServer(name, work) {
  if (name === 'embedded') return startEmbeddedServer({ work });
  const stack = await startNginxStack({ work });
  if (stack.missing) {
    console.log(`*** SKIPPED: Lighthouse through nginx (missing ${stack.missing}) ***`);
    return null;
  }
  return stack;
}

export async function runLighthouseBench() {
  const fontsDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-fonts-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
    envVars: {
      ...process.env,
      ...(DEVICE_FONTS === 'android' ? await androidFontsEnv(fontsDir) : {}),
    },
  });
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const loadBefore = loadavg();
  const servers = [];
  try {
    for (const name of SERVERS) {
      const work = mkdtempSync(path.join(tmpdir(), `bench-lighthouse-${name}-`));
      const server = await startServer(name, work);
      try {
        if (server) {
          const label = name === 'nginx' ? 'nginx (stack.mjs)' : 'embedded (`npm start`)';
          servers.push({
            server: label,
            routes: await measureServer(chrome, cdpBrowser, server, name),
          });
        }
      } finally {
        await server?.stop();
        rmSync(work, { recursive: true, force: true });
      }
    }
  } finally {
    await cdpBrowser.close().catch(() => undefined);
    chrome.kill();
    rmSync(fontsDir, { recursive: true, force: true });
  }
  const result = {
    measuredAt: new Date().toISOString(),
    lighthouse: JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json')))
      .version,
    deviceFonts: DEVICE_FONTS,
    loadAverage: loadBefore.map((l) => Number(l.toFixed(1))),
    servers,
  };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/lighthouse.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log('wrote bench/results/lighthouse.json');
  writePerformanceTable();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runLighthouseBench();
}
