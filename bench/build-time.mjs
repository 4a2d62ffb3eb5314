// `node bench/build-time.mjs` (part of `npm run bench`): wall time of the full production build
// (`npm run build`: the shared package, the api, then the shell and the four remotes two at a time)
// and of one remote's build alone (`npm run build -w mfe-catalogue`, what a team runs to ship
// its remote). Each build runs BENCH_BUILD_RUNS times (default 3) and the median is kept.
// Budgets on this project's 2 cores: full <= 60 s, one remote <= 15 s (docs/performance.md).
// Writes bench/results/build-time.json, with the load average at the start and the end (figures
// taken while other work runs are slower), and the table of docs/performance.md.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePerformanceTable } from './performance-table.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const ONE_REMOTE = process.env.BENCH_BUILD_REMOTE ?? 'mfe-catalogue';

const BUILDS = [
  { name: 'full production build', args: ['run', 'build', '--silent'], budgetS: 60 },
  {
    name: `one remote (${ONE_REMOTE})`,
    args: ['run', 'build', '--silent', '-w', ONE_REMOTE],
    budgetS: 15,
  },
];

/** Runs one npm command to its end; resolves with its wall time in seconds. */
function timed(args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`npm ${args.join(' ')} exited with ${code}`));
      else resolve(Number(process.hrtime.bigint() - started) / 1e9);
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rounded = (list) => list.map((value) => Number(value.toFixed(1)));

export async function runBuildTimeBench() {
  const loadStart = rounded(loadavg());
  const builds = [];
  for (const build of BUILDS) {
    const runsS = [];
    for (let i = 0; i < RUNS; i += 1) runsS.push(await timed(build.args));
    const entry = { ...build, runsS: rounded(runsS), medianS: Number(median(runsS).toFixed(1)) };
    delete entry.args;
    builds.push(entry);
    console.log(`${build.name}: median ${entry.medianS} s (${entry.runsS.join(', ')} s)`);
  }
  const result = {
    measuredAt: new Date().toISOString(),
    cpus: cpus().length,
    loadAverage: { start: loadStart, end: rounded(loadavg()) },
    builds,
  };
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/build-time.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log('wrote bench/results/build-time.json');
  writePerformanceTable();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runBuildTimeBench();
}
