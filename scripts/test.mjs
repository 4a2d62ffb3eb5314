// `npm test`: every suite, then one closing summary.
//   1. front-end and shared component tests (jest projects)
//   2. api tests (jest, SQLite and PostgreSQL), then the deploy scripts' tests (node --test,
//      `npm run test:scripts`)
//   3. production build, then browser tests of the composed site (@playwright/test's `embedded`
//      project, e2e/playwright.config.ts)
//   4. the same browser tests through nginx, two api instances and PostgreSQL (its `nginx`
//      project, e2e/run-through-nginx.mjs; the production-* tests run in step 3, with their own
//      stacks)
// Counts come from the runners' JSON reports (jest's --outputFile, Playwright's json reporter).
// Under CI=true a missing browser or database fails its suite; elsewhere it is skipped, loudly.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingForNginxSuite, NGINX_REPORT_DIR } from '../e2e/run-through-nginx.mjs';

const E2E_REPORT = 'e2e/test-results/results.json';

const tmp = mkdtempSync(path.join(tmpdir(), 'marketplace-test-'));
const results = [];
const startedAt = Date.now();

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve({ code: code ?? 1 }));
  });
}

/** Runs one suite and records how long it took, for the summary. */
async function timed(suite) {
  const started = Date.now();
  const before = results.length;
  const outcome = await suite();
  const seconds = Math.round((Date.now() - started) / 1000);
  for (const r of results.slice(before)) r.seconds = seconds;
  return outcome;
}

async function jestSuite(name, args) {
  const outputFile = path.join(tmp, `${name}.json`);
  const { code } = await run('npx', ['jest', ...args, '--json', `--outputFile=${outputFile}`]);
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    counts.failed = 1; // no report: the run itself broke
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts });
}

/** The deploy scripts' node --test files: the terminal gets spec, the counts come from TAP. */
async function scriptSuite() {
  const tap = path.join(tmp, 'scripts.tap');
  const files = JSON.parse(readFileSync('package.json', 'utf8'))
    .scripts['test:scripts'].replace(/^node --test /, '')
    .split(' ');
  const { code } = await run(process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const count = (name, text) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  let counts = { passed: 0, failed: 1, skipped: 0 };
  try {
    const text = readFileSync(tap, 'utf8');
    counts = {
      passed: count('pass', text),
      failed: count('fail', text),
      skipped: count('skipped', text),
    };
  } catch {
    // no report: the run itself broke
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name: 'scripts', ...counts });
}

/** Counts of a Playwright run from its json reporter's file (no retries: flaky stays 0). */
function playwrightCounts(code, reportFile) {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const { stats, errors } = JSON.parse(readFileSync(reportFile, 'utf8'));
    counts = {
      passed: stats.expected + stats.flaky,
      // errors: a file that did not load, a failed global hook: no test counts them.
      failed: stats.unexpected + errors.length,
      skipped: stats.skipped,
    };
  } catch {
    counts.failed = 1; // no report: the run itself broke
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Seconds of test time per file of a Playwright json report, slowest first. */
function secondsPerFile(reportFile) {
  const perFile = new Map();
  const add = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + result.duration, 0);
        perFile.set(file, (perFile.get(file) ?? 0) + ms / 1000);
      }
    }
    for (const inner of suite.suites ?? []) add(inner, file);
  };
  try {
    for (const suite of JSON.parse(readFileSync(reportFile, 'utf8')).suites) add(suite, suite.file);
  } catch {
    return [];
  }
  return [...perFile].sort((a, b) => b[1] - a[1]);
}

async function build() {
  const { code } = await run(process.execPath, ['scripts/build.mjs']);
  results.push({ name: 'build', step: true, passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  return code === 0;
}

async function browserSuite() {
  rmSync(E2E_REPORT, { force: true });
  const { code } = await run('npm', ['test', '--silent', '-w', 'e2e']);
  results.push({ name: 'browser (e2e)', ...playwrightCounts(code, E2E_REPORT) });
}

/** The browser suite again, through nginx (run-through-nginx.mjs prints the SKIPPED banner). */
async function nginxSuite() {
  const missing = missingForNginxSuite();
  if (missing.length > 0 && process.env.CI !== 'true') {
    await run(process.execPath, ['e2e/run-through-nginx.mjs']); // prints the banner
    results.push({
      name: 'e2e via nginx',
      passed: 0,
      failed: 0,
      skipped: 1,
      note: `no ${missing.join(' or ')}`,
    });
    return;
  }
  const report = path.join(NGINX_REPORT_DIR, 'results.json');
  rmSync(report, { force: true });
  const { code } = await run(process.execPath, ['e2e/run-through-nginx.mjs']);
  results.push({ name: 'e2e via nginx', ...playwrightCounts(code, report) });
}

await timed(() => jestSuite('components', ['--config', 'jest.config.cjs']));
await timed(() => jestSuite('api', ['--config', 'api/jest.config.cjs']));
await timed(scriptSuite);
if (process.env.SKIP_E2E === '1') {
  results.push({ name: 'browser (e2e)', passed: 0, failed: 0, skipped: 1, note: 'SKIP_E2E=1' });
} else if (await timed(build)) {
  await timed(browserSuite);
  await timed(nginxSuite);
}
rmSync(tmp, { recursive: true, force: true });

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n==================== test summary ====================');
for (const r of results) {
  const counts = r.step
    ? r.failed > 0
      ? 'failed'
      : 'done'
    : `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
  const time = r.seconds === undefined ? '' : ` in ${r.seconds}s`;
  console.log(`${r.name.padEnd(16)} ${counts}${time}${r.note ? ` (${r.note})` : ''}`);
}
const slowest = secondsPerFile(E2E_REPORT).slice(0, 10);
if (slowest.length > 0) {
  // Where the browser suite's time goes, for whoever makes CI faster.
  console.log(
    `slowest browser test files: ${slowest.map(([file, s]) => `${file} ${Math.round(s)}s`).join(', ')}`,
  );
}
if (total.skipped > 0) {
  console.log(
    '\n*** SOME TESTS WERE SKIPPED: see the SKIPPED banners above (browser or database missing). ***',
  );
}
const totalSeconds = Math.round((Date.now() - startedAt) / 1000);
console.log(
  `Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped in ${totalSeconds}s`,
);
process.exit(total.failed > 0 ? 1 : 0);
