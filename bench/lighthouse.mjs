// `node bench/lighthouse.mjs` (after `npm run build`; part of `npm run bench`): Lighthouse 12's
// mobile preset (its default: a mid-range phone, simulated slow 4G) on the routes of issue 10 (/,
// /homecare, /real-estate, /property-details/<first listing>, /login, /cart, /admin, in the hash;
// BENCH_LIGHTHOUSE_ROUTES=/,/login narrows them) through the embedded server, in this machine's
// Chromium. Each route runs BENCH_LIGHTHOUSE_RUNS times (default 3) and the run with the median
// performance score is kept, with the accessibility and best-practice audits that failed.
// Writes bench/results/lighthouse.json and the table between the lighthouse markers of README.md,
// with the load average measured at the start of the run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, issue10Routes, pageUrl, startEmbeddedServer } from './page-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTE_FILTER = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const README_START = '<!-- lighthouse:start -->';
const README_END = '<!-- lighthouse:end -->';

/** The figures of one Lighthouse report that the README and issue 10 follow. */
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
  const routes = await issue10Routes(baseUrl);
  return ROUTE_FILTER ? routes.filter((route) => ROUTE_FILTER.includes(route)) : routes;
}

function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function readmeTable(result) {
  const rows = result.routes.map(
    ({ route, median: m }) =>
      `| \`${route}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ` +
      `${(m.lcpMs / 1000).toFixed(1)} s | ${m.tbtMs} ms | ${m.cls} | ${m.transferKB} KB |`,
  );
  return [
    README_START,
    `Measured ${result.measuredAt.slice(0, 10)}, embedded server, Lighthouse ${result.lighthouse} ` +
      `mobile preset, median of ${RUNS}, load average ${result.loadAverage.join(' / ')} ` +
      '(1 / 5 / 15 min, at the start of the run):',
    '',
    '| route | perf | a11y | best pr. | LCP | TBT | CLS | bytes |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    README_END,
  ].join('\n');
}

function writeReadmeTable(table) {
  const file = path.join(ROOT, 'README.md');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start === -1 || end === -1) throw new Error('README.md has no lighthouse markers');
  writeFileSync(file, text.slice(0, start) + table + text.slice(end + README_END.length));
}

export async function runLighthouseBench() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const server = await startEmbeddedServer({ work });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const loadBefore = loadavg();
    const routes = [];
    for (const route of await routesOf(server.baseUrl)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(pageUrl(server.baseUrl, route), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        runs.push(summary(result.lhr));
      }
      routes.push({ route, median: medianRun(runs), runs });
      console.log(route, JSON.stringify(medianRun(runs)));
    }
    const result = {
      measuredAt: new Date().toISOString(),
      lighthouse: JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json')))
        .version,
      server: 'embedded (api/dist/server.js)',
      loadAverage: loadBefore.map((l) => Number(l.toFixed(1))),
      routes,
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/lighthouse.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    writeReadmeTable(readmeTable(result));
    console.log('wrote bench/results/lighthouse.json and the README table');
  } finally {
    chrome.kill();
    server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runLighthouseBench();
}
