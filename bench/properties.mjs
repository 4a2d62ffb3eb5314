// `npm run bench:properties`: how fast the properties api answers with 10,000 listings on SQLite.
//   1. builds shared + api (tsc), seeds a fresh SQLite file with `seed:properties --count 10000`;
//   2. starts the built api (SERVE_WEB=false, LOG_LEVEL as in production: info, logs discarded);
//   3. autocannon, 50 connections, 10 s each, on loopback: a filtered listing page, a heavier
//      filtered + sorted page, a property detail, and a bare Fastify hello-world started here as
//      the yardstick of what this machine can do at all;
//   4. writes bench/results/properties.json. Budget: listing p99 <= 50 ms.
// Figures are measured, never typed in. The machine is shared: compare ratios, rerun when noisy.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const BUDGET_P99_MS = 50;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Starts a node process and resolves with it and the port it prints in its "running at" line. */
function startServer(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    const onData = (chunk) => {
      buffered += chunk;
      const match = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(buffered);
      if (match) {
        // Keep draining (and discarding) the request log so the server never blocks on it.
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ child, port: Number(match[1]) });
      } else if (buffered.length > 1_000_000) {
        buffered = buffered.slice(-10_000);
      }
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(label, url) {
  // A short warm-up so the JIT and SQLite's page cache are in their steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const figures = {
    url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${label}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyMs.p50} ms, p99 ${figures.latencyMs.p99} ms`,
  );
  return figures;
}

const HELLO_WORLD = `
const app = require('fastify')();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: 0, host: '127.0.0.1' }).then((address) => console.log('running at ' + address + '/'));
`;

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-properties-'));
  const env = {
    DATABASE_URL: path.join(work, 'bench.sqlite'),
    UPLOAD_DIR: path.join(work, 'uploads'),
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'Bench-only-2026',
  };
  try {
    console.log('building shared and api...');
    run('npm', ['run', 'build', '-w', 'shared', '-w', 'api']);
    console.log(`seeding ${COUNT} properties...`);
    const seedStarted = Date.now();
    const seedOutput = run(
      'npm',
      ['run', 'seed:properties', '--', '--count', String(COUNT), '--seed', '1'],
      env,
    );
    const seedMs = Date.now() - seedStarted;
    console.log(seedOutput.trim().split('\n').pop());

    const results = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      properties: COUNT,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      budgetP99Ms: BUDGET_P99_MS,
      seed: { wallMs: seedMs, output: seedOutput.trim().split('\n').pop() },
    };

    const api = await startServer(['api/dist/server.js'], env);
    const base = `http://127.0.0.1:${api.port}/api/v1`;
    try {
      results.listFiltered = await measure(
        'list, filtered',
        `${base}/getAllProperties?page=1&limit=24&price_range=mid`,
      );
      results.listHeavy = await measure(
        'list, 4 filters + sort',
        `${base}/getAllProperties?page=2&limit=24&location=noida&bedrooms=3&amenities=Parking,Lift&sort=price_asc`,
      );
      results.detail = await measure('detail', `${base}/getPropertyById/${Math.ceil(COUNT / 2)}`);
    } finally {
      await stop(api.child);
    }

    const hello = await startServer(['-e', HELLO_WORLD], {});
    try {
      results.helloWorld = await measure('hello-world', `http://127.0.0.1:${hello.port}/`);
    } finally {
      await stop(hello.child);
    }
    results.ratioToHelloWorld = {
      listFilteredRps: +(
        results.listFiltered.requestsPerSecond / results.helloWorld.requestsPerSecond
      ).toFixed(3),
      detailRps: +(results.detail.requestsPerSecond / results.helloWorld.requestsPerSecond).toFixed(
        3,
      ),
    };
    results.withinBudget = results.listFiltered.latencyMs.p99 <= BUDGET_P99_MS;

    const out = path.join(ROOT, 'bench', 'results', 'properties.json');
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `written ${path.relative(ROOT, out)}; listing p99 ${results.listFiltered.latencyMs.p99} ms (budget ${BUDGET_P99_MS} ms)`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
