// `npm run check -- <area>`: what one team runs before it ships its area, in minutes rather than
// the whole CI run (docs/teams.md, docs/decisions/area-checks.md):
//   1. lint: eslint and prettier on the area's folder, and the cheap checks of the whole
//      repository (import boundaries, file sizes, the docs' references);
//   2. typecheck of the area's workspace;
//   3. its jest tests (components, or the api's on SQLite and PostgreSQL), side by side with 1
//      and 2;
//   4. the builds whose sources changed since they were last built (scripts/build-inputs.mjs);
//   5. the browser tests tagged with the area (`--grep @realestate`, e2e/support/areas.ts) on the
//      embedded server: the contract, route-budget and version-skew tests of the area among them.
// Areas: shell, mfe-catalogue, mfe-realestate, mfe-account, mfe-admin (or catalogue, realestate...),
// api, and shared: everything that depends on it (every workspace and every browser test).
// `.ci/run` and `npm test` still run everything, through nginx too. RECORD_FIGURES=1 writes the
// run's times to bench/results/area-checks.json (README.md "Checking one area").
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { AREAS, findArea } from './areas.mjs';
import { ROOT } from './repository-files.mjs';

const PLAYWRIGHT_CLI = createRequire(path.join(ROOT, 'e2e/package.json')).resolve(
  '@playwright/test/cli',
);
const USAGE = `usage: npm run check -- <${[...AREAS.map((a) => a.name), 'shared'].join('|')}>`;

/** The checks of the whole repository that take seconds, whatever the area. */
const CHEAP_GLOBAL_LINT = [
  ['npm', ['run', '--silent', 'lint:boundaries']],
  ['npm', ['run', '--silent', 'lint:sizes']],
  ['npm', ['run', '--silent', 'lint:docs']],
];

function stepsFor(area) {
  const build = ['build (changed only)', [[process.execPath, ['scripts/build.mjs', '--changed']]]];
  const browser = (grep) => [
    `browser tests ${grep ? `tagged ${grep}` : '(all)'}, embedded`,
    [
      [
        process.execPath,
        [PLAYWRIGHT_CLI, 'test', '--project=embedded', ...(grep ? ['--grep', grep] : [])],
        { cwd: path.join(ROOT, 'e2e') },
      ],
    ],
  ];
  if (area === 'shared') {
    return [
      ['lint (all)', [['npm', ['run', '--silent', 'lint']]]],
      ['typecheck (all)', [['npm', ['run', '--silent', 'typecheck']]]],
      ['component tests (all)', [['npx', ['jest', '--config', 'jest.config.cjs']]]],
      ['api tests', [['npx', ['jest', '--config', 'api/jest.config.cjs']]]],
      build,
      browser(null),
    ];
  }
  const tests =
    area.tests === 'api'
      ? ['npx', ['jest', '--config', 'api/jest.config.cjs']]
      : ['npx', ['jest', '--config', `${area.dir}/jest.config.cjs`]];
  return [
    [
      `lint ${area.dir}/ and the cheap global checks`,
      [
        ['npx', ['eslint', area.dir]],
        ['npx', ['prettier', '--check', area.dir]],
        ...CHEAP_GLOBAL_LINT,
        ...(area.name === 'api' ? [[process.execPath, ['scripts/lint-openapi.mjs']]] : []),
      ],
    ],
    [
      `typecheck ${area.workspace}`,
      [['npm', ['run', '--silent', 'typecheck', '-w', area.workspace]]],
    ],
    [`${area.tests === 'api' ? 'api' : 'component'} tests`, [tests]],
    build,
    browser(area.tag),
  ];
}

/** With RECORD_FIGURES=1: this run's times, beside the other areas', in bench/results/. */
function writeFigures(name, steps, totalS, loadAtStart) {
  const file = path.join(ROOT, 'bench/results/area-checks.json');
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { targetS: 360 };
  figures[name] = {
    measuredAt: new Date().toISOString(),
    cpus: availableParallelism(),
    loadAverage: { start: Number(loadAtStart), end: Number(loadavg()[0].toFixed(1)) },
    totalS,
    steps,
  };
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

/** Runs one command; with `output`, its output is kept there rather than printed. */
function run([command, args, options = {}], output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
      ...options,
    });
    child.stdout?.on('data', (data) => output.push(data));
    child.stderr?.on('data', (data) => output.push(data));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs a step's commands in turn: its result, and with `output`, its printout kept there. */
async function runStep([title, commands], output) {
  const stepStarted = Date.now();
  let failed = 0;
  for (const command of commands) if ((await run(command, output)) !== 0) failed += 1;
  return {
    title,
    outcome: failed ? 'FAILED' : 'ok',
    seconds: Math.round((Date.now() - stepStarted) / 1000),
  };
}

const [name, ...rest] = process.argv.slice(2);
const area = name === 'shared' ? 'shared' : findArea(name ?? '');
if (!area || rest.length > 0) {
  console.error(name ? `unknown area "${name}"\n${USAGE}` : USAGE);
  process.exit(2);
}

// Read here and kept from the steps: a browser test would record its own figures with it.
const recordFigures = process.env.RECORD_FIGURES === '1';
delete process.env.RECORD_FIGURES;
const started = Date.now();
const loadAtStart = loadavg()[0].toFixed(1);
const results = [];
const steps = stepsFor(area);
// One area's lint, typecheck and jest tests share no files and each leaves a core idle part of
// the time: side by side, each step's printout shown when it ends, in order. `shared` runs
// every suite, the api's on PostgreSQL among them, one after the other.
const sideBySide = area === 'shared' ? 0 : 3;
const outputs = steps.slice(0, sideBySide).map(() => []);
const early = await Promise.all(
  steps.slice(0, sideBySide).map((step, index) => runStep(step, outputs[index])),
);
for (const [index, result] of early.entries()) {
  console.log(`\n=== check ${name}: ${result.title} ===`);
  process.stdout.write(Buffer.concat(outputs[index]));
  results.push(result);
}
let buildFailed = false;
for (const step of steps.slice(sideBySide)) {
  const [title] = step;
  if (buildFailed && title.startsWith('browser')) {
    results.push({ title, outcome: 'not run (the build failed)', seconds: 0 });
    continue;
  }
  console.log(`\n=== check ${name}: ${title} ===`);
  const result = await runStep(step);
  if (result.outcome !== 'ok' && title.startsWith('build')) buildFailed = true;
  results.push(result);
}

const total = Math.round((Date.now() - started) / 1000);
console.log(`\n==================== check ${name} ====================`);
for (const { title, outcome, seconds } of results) {
  console.log(`${outcome.padEnd(8)} ${String(seconds).padStart(4)}s  ${title}`);
}
const failed = results.filter((r) => r.outcome !== 'ok');
console.log(
  `${failed.length ? `${failed.length} step(s) failed` : 'all passed'} in ${Math.floor(total / 60)}m ${total % 60}s` +
    // A time means little without how busy the machine was.
    ` (load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end, ` +
    `${availableParallelism()} cores)`,
);
if (recordFigures) writeFigures(name, results, total, loadAtStart);
process.exit(failed.length ? 1 : 0);
