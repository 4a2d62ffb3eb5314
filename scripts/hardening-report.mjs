// `node scripts/hardening-report.mjs` (the last step of `npm run test:hardening`): writes the
// figures table of docs/security.md from the run that just ended, never by hand:
//   - bench/results/hardening-api.json: jest's own JSON report of the fuzz and attack suites
//     (test names and outcomes; not committed, it holds this machine's paths);
//   - bench/results/hardening.json: the figures the tests measured (test-support's recordFigure).
// The attack summary is merged into hardening.json, which is committed with docs/security.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIGURES = path.join(ROOT, 'bench/results/hardening.json');
const JEST_REPORT = path.join(ROOT, 'bench/results/hardening-api.json');
const PAGE = path.join(ROOT, 'docs/security.md');
const START = '<!-- hardening:start -->';
const END = '<!-- hardening:end -->';

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const n = (value) => Number(value).toLocaleString('en-US');

/** Attack tests (api/test/attacks) from jest's report: each named test once per engine. */
function attackSummary(report) {
  const tests = report.testResults
    .filter((file) => file.name.includes(`${path.sep}attacks${path.sep}`))
    .flatMap((file) => file.assertionResults);
  return {
    tests: tests.length,
    passed: tests.filter((t) => t.status === 'passed').length,
    failed: tests.filter((t) => t.status === 'failed').length,
    named: [...new Set(tests.map((t) => t.title))].length,
  };
}

function rows(figures) {
  const value = (key) => figures[key]?.value;
  const out = [];
  const fuzz = value('fuzz');
  if (fuzz) {
    const statuses = Object.entries(fuzz.statuses)
      .map(([status, count]) => `${status}: ${n(count)}`)
      .join(' · ');
    const fiveXX = Object.keys(fuzz.statuses).filter((s) => Number(s) >= 500).length;
    out.push([
      'Requests fuzzed',
      `${n(fuzz.requests)} over ${fuzz.routes} routes (seed ${fuzz.seed})`,
    ]);
    out.push(['Their statuses', statuses]);
    out.push([
      '5xx answers',
      fiveXX === 0 ? '0 (no leak, every answer in the envelope)' : 'FAILED',
    ]);
  }
  const attacks = value('attacks');
  if (attacks)
    out.push([
      'Attack tests',
      `${attacks.named} attacks × both engines = ${attacks.tests} tests: ${attacks.passed} passed, ${attacks.failed} failed`,
    ]);
  const axe = Object.entries(figures).filter(([key]) => key.startsWith('axe.'));
  if (axe.length > 0) {
    const states = axe.reduce((sum, [, f]) => sum + f.value.states, 0);
    const violations = axe.reduce((sum, [, f]) => sum + f.value.violations, 0);
    out.push([
      'axe page states (WCAG 2.2 AA)',
      `${states}: ${violations} serious or critical violations`,
    ]);
  }
  const crash = value('sqliteCrash');
  if (crash)
    out.push([
      'SQLite SIGKILL during writes',
      `${n(crash.acknowledged)} acknowledged writes + ${crash.cartLines} cart lines; integrity_check ${crash.integrity}; ${crash.lost} lost`,
    ]);
  const slow = value('slowRemote');
  if (slow)
    out.push([
      'A remote 10 s slow',
      `the other areas ready in ${n(slow.othersReadyMs)} ms, the slow one in ${n(slow.slowReadyMs)} ms`,
    ]);
  const failover = value('failoverCart');
  if (failover) {
    const rate = ((100 * failover.writeFailures) / Math.max(failover.writes, 1)).toFixed(1);
    out.push([
      'One of two api instances SIGKILLed and restarted (nginx, PostgreSQL)',
      `${n(failover.writes)} cart writes, ${failover.writeFailures} failed (${rate} %); ${n(failover.reads)} reads, ${failover.readFailures} failed; ${failover.lost} acknowledged writes lost; ${n(failover.servedByRestarted)} answers from the restarted instance`,
    ]);
  }
  return out;
}

function main() {
  const figures = readJson(FIGURES) ?? {};
  const report = readJson(JEST_REPORT);
  if (report)
    figures.attacks = {
      value: attackSummary(report),
      at: new Date(report.startTime).toISOString(),
    };
  writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
  const table = rows(figures);
  if (table.length === 0) throw new Error('no figures: run npm run test:hardening first');
  const dates = Object.values(figures)
    .map((f) => f.at)
    .sort();
  const text = [
    START,
    `Written by \`node scripts/hardening-report.mjs\` from the run of ${dates[0]?.slice(0, 16).replace('T', ' ')} to ${dates.at(-1)?.slice(0, 16).replace('T', ' ')} UTC (\`npm run test:hardening\`; load average ${loadavg()[0].toFixed(1)} when written). Raw figures: \`bench/results/hardening.json\`.`,
    '',
    '| Figure | Result |',
    '| --- | --- |',
    ...table.map(([figure, result]) => `| ${figure} | ${result} |`),
    END,
  ].join('\n');
  const page = readFileSync(PAGE, 'utf8');
  const from = page.indexOf(START);
  const to = page.indexOf(END);
  if (from < 0 || to < 0) throw new Error(`docs/security.md has no ${START} ... ${END} section`);
  writeFileSync(PAGE, page.slice(0, from) + text + page.slice(to + END.length));
  console.log(text);
}

main();
