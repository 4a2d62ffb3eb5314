// `node bench/api.mjs` (part of `npm run bench`): the api under load, on loopback.
//   1. builds shared + api (tsc) unless BENCH_SKIP_BUILD=1;
//   2. a bare Fastify hello world started here: the yardstick of what this machine serves at all,
//      kept running, and measured again just before and after each figure that is a share of it
//      (measureBeside): this machine's rate drifts too much for one yardstick at the start;
//   3. on SQLite, then on PostgreSQL (a throw-away cluster on 127.0.0.1, run as the `postgres`
//      user when we are root; skipped when the binaries are missing), each with 10,000 seeded
//      properties and the built api as in production (LOG_LEVEL info, logs discarded):
//      - GET /getPropertyById/:id (ids rotate), GET /getAllProperties (page 1-5, 24 a page,
//        8 different filter sets rotating), the 4-filter listing as its own row,
//        GET /cart and POST /cart/addToCart logged in (8 accounts rotating);
//      - on SQLite, the ceiling of those rows: the built app with an empty route, alone and
//        behind the session check (bench/app-floor-server.mjs);
//      - logins (scrypt, slow by design): their rate, and the by-id read's p99 during a burst of
//        logins against the same read without it;
//   4. bench/results/api.json, and the table of docs/performance.md.
// Each measured run: 2 s warm-up, then at most 10 s at 50 connections. Figures are measured, never
// typed in; the machine is shared, so each figure carries the load average it was taken at.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONNECTIONS,
  DURATION,
  HELLO_WORLD,
  ROOT,
  measure,
  measureBeside,
  run,
  startServer,
  stop,
} from './api-support.mjs';
import { writePerformanceTable } from './performance-table.mjs';

const require = createRequire(import.meta.url);
const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
/** Accounts the cart runs rotate over (each logged in once through the api). */
const ACCOUNTS = 8;
const PASSWORD = 'Bench-only-2026';
/** Logins running at once during the burst: more than the threadpool's 4 hashing threads. */
const BURST_LOGINS = 8;
const BUDGET = { readRatioMin: 0.5, listP99MaxMs: 50 };

/** Filter sets of the "filtered list" row: every filter kind, several pages. */
const LIST_PATHS = [
  'page=1&limit=24&price_range=mid',
  'page=2&limit=24&price_range=budget&sort=price_asc',
  'page=3&limit=24&bedrooms=2&sort=area',
  'page=1&limit=24&amenities=Swimming%20Pool&sort=price_desc',
  'page=2&limit=24&location=mumbai',
  'page=1&limit=24&area_min=1000&area_max=2000&sort=newest',
  'page=4&limit=24&price_range=premium&bedrooms=3',
  'page=5&limit=24&q=sector',
].map((query) => `/api/v1/getAllProperties?${query}`);
const HEAVY_PATH =
  '/api/v1/getAllProperties?page=2&limit=24&location=noida&bedrooms=3&amenities=Parking,Lift&sort=price_asc';

const api = (file) => require(path.join(ROOT, 'api/dist', file));

/** Verified accounts sharing one scrypt hash of PASSWORD (one hash is slow enough). */
async function createAccounts(env) {
  const { loadConfig } = api('config.js');
  const { createDatabase } = api('db/connect.js');
  const { hashSecret, OWASP_SCRYPT } = api('lib/password.js');
  const db = createDatabase(loadConfig(env).database);
  try {
    const hash = await hashSecret(PASSWORD, OWASP_SCRYPT);
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values(
        Array.from({ length: ACCOUNTS }, (_, i) => ({
          username: `bench${i}`,
          email: `bench${i}@example.in`,
          password_hash: hash,
          verified: 1,
          created_at: now,
        })),
      )
      .execute();
  } finally {
    await db.destroy();
  }
  return Array.from({ length: ACCOUNTS }, (_, i) => `bench${i}`);
}

let addressCounter = 0;
/** A new client address per login (behind TRUST_PROXY), so no per-address limit is reached. */
function nextAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function login(base, username) {
  const response = await fetch(`${base}/simple-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${body.msg}`);
  return body.token;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** Logs every account in, `concurrency` at a time: the login rate and its latencies. */
async function loginAll(base, usernames, concurrency = 2) {
  const tokens = new Array(usernames.length);
  let retries = 0;
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < usernames.length) {
        const index = next++;
        const t = performance.now();
        // A login the server dropped (its idle timeout, on an overloaded machine) is tried again.
        tokens[index] = await login(base, usernames[index]).catch(() => {
          retries += 1;
          return login(base, usernames[index]);
        });
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const figures = {
    logins: usernames.length,
    concurrency,
    retries,
    perSecond: +(usernames.length / seconds).toFixed(2),
    latencyMs: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
    },
    loadAverage1m: +loadavg()[0].toFixed(2),
  };
  console.log(
    `login: ${figures.perSecond}/s at ${concurrency} at once, p50 ${figures.latencyMs.p50} ms, p99 ${figures.latencyMs.p99} ms`,
  );
  return { tokens, figures };
}

/** Keeps `concurrency` logins going until stopped; resolves with how many succeeded or failed. */
function loginBurst(base, usernames, concurrency) {
  let running = true;
  const counts = { ok: 0, failed: 0, failures: [] };
  let turn = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const username = usernames[turn++ % usernames.length];
      await login(base, username).then(
        () => (counts.ok += 1),
        (error) => {
          counts.failed += 1;
          if (counts.failures.length < 3) counts.failures.push(String(error.message));
        },
      );
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return counts;
  };
}

/** Rotates over `items`, one per request, through autocannon's request list. */
const rotate = (items, toRequest) => items.map((item) => toRequest(item));

/**
 * The ceiling of the api's routes on this machine (bench/app-floor-server.mjs): the built app's
 * empty route, and the same behind the session check with the cart's tokens. A route's share of
 * the hello world cannot exceed these: they say how much of a budget is the route's own work.
 */
async function measureFloor(env, tokens, helloUrl) {
  const server = await startServer(['bench/app-floor-server.mjs'], env);
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const empty = await measureBeside(
      'the app, an empty route',
      { url: `${origin}/api/v1/bench-floor` },
      helloUrl,
    );
    const session = await measureBeside(
      'the app, an empty route behind the session check',
      {
        url: origin,
        requests: rotate(tokens, (token) => ({
          method: 'GET',
          path: '/api/v1/bench-floor/session',
          headers: { authorization: `Bearer ${token}` },
        })),
      },
      helloUrl,
    );
    return { empty, session };
  } finally {
    await stop(server.child);
  }
}

async function benchEngine(dialect, env, helloUrl) {
  console.log(`\n== ${dialect}: seeding ${COUNT} properties...`);
  const seedStarted = Date.now();
  const seedOutput = run(
    'npm',
    ['run', 'seed:properties', '--', '--count', String(COUNT), '--seed', '1'],
    env,
  );
  const seed = { wallMs: Date.now() - seedStarted, output: seedOutput.trim().split('\n').pop() };
  const usernames = await createAccounts(env);

  const server = await startServer(['api/dist/server.js'], env);
  const base = `http://127.0.0.1:${server.port}/api/v1`;
  const results = { seed };
  try {
    const ids = Array.from({ length: 50 }, (_, i) => 1 + Math.floor((i * COUNT) / 50));
    const byId = {
      requests: rotate(ids, (id) => ({ method: 'GET', path: `/api/v1/getPropertyById/${id}` })),
    };
    const origin = `http://127.0.0.1:${server.port}`;
    results.byId = await measureBeside(
      'GET /getPropertyById/:id',
      { url: origin, ...byId },
      helloUrl,
    );
    results.listFiltered = await measureBeside(
      'GET /getAllProperties, 8 filter sets',
      { url: origin, requests: rotate(LIST_PATHS, (p) => ({ method: 'GET', path: p })) },
      helloUrl,
    );
    results.listFiltered.paths = LIST_PATHS;
    results.listHeavy = await measureBeside(
      'GET /getAllProperties, 4 filters + sort',
      { url: `${origin}${HEAVY_PATH}` },
      helloUrl,
    );
    results.listHeavy.path = HEAVY_PATH;

    const { tokens, figures } = await loginAll(base, usernames);
    results.login = figures;
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    // Three lines in each cart, as a shopper would have.
    const { HOMECARE_SERVICES } = require(path.join(ROOT, 'shared/dist/catalogue/homecare.js'));
    const items = HOMECARE_SERVICES.map((s) => s.id);
    for (const token of tokens) {
      for (const itemId of items.slice(0, 3)) {
        const response = await fetch(`${base}/cart/addToCart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth(token) },
          body: JSON.stringify({ item_type: 'homecare', item_id: itemId }),
        });
        if (response.status !== 201) throw new Error(`addToCart: ${response.status}`);
      }
    }
    results.cart = await measureBeside(
      'GET /cart (logged in)',
      {
        url: origin,
        requests: rotate(tokens, (token) => ({
          method: 'GET',
          path: '/api/v1/cart',
          headers: auth(token),
        })),
      },
      helloUrl,
    );
    if (dialect === 'sqlite') results.floor = await measureFloor(env, tokens, helloUrl);
    results.addToCart = await measureBeside(
      'POST /cart/addToCart (logged in)',
      {
        url: origin,
        requests: tokens.flatMap((token, i) =>
          [0, 1].map((k) => ({
            method: 'POST',
            path: '/api/v1/cart/addToCart',
            headers: { 'content-type': 'application/json', ...auth(token) },
            body: JSON.stringify({ item_type: 'homecare', item_id: items[(i + k) % items.length] }),
          })),
        ),
      },
      helloUrl,
    );

    const stopBurst = loginBurst(base, usernames, BURST_LOGINS);
    const during = await measure(`GET /getPropertyById/:id during ${BURST_LOGINS} logins at once`, {
      url: origin,
      ...byId,
    });
    const logins = await stopBurst();
    results.byIdDuringLoginBurst = { ...during, concurrentLogins: BURST_LOGINS, logins };
    console.log(
      `  logins during that run: ${logins.ok} ok, ${logins.failed} failed ${logins.failures.join('; ')}`,
    );
  } finally {
    await stop(server.child);
  }
  return results;
}

/** A throw-away cluster (fsync on, as in production) for `body`; undefined without PostgreSQL. */
async function withPostgres(body) {
  const pg = await import(pathToFileURL(path.join(ROOT, 'scripts/production/postgres.mjs')).href);
  const bin = pg.findPostgresBin();
  if (!bin) return undefined;
  const cluster = await pg.startThrowAwayPostgres({ bin, durable: true });
  try {
    return await body(cluster.url);
  } finally {
    await pg.stopPostgres(cluster, { remove: true });
  }
}

export async function runApiBench() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('building shared and api...');
    run('npm', ['run', 'build', '-w', 'shared', '-w', 'api']);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const common = {
    UPLOAD_DIR: path.join(work, 'uploads'),
    SERVE_WEB: 'false',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: PASSWORD,
    // The bench's logins come from many addresses through X-Forwarded-For.
    TRUST_PROXY: 'true',
  };
  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    properties: COUNT,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    budget: BUDGET,
    loadAverage: { start: +loadavg()[0].toFixed(2) },
  };
  // The hello world runs to the end: each ratio's yardstick is measured beside its figure.
  const hello = await startServer(['-e', HELLO_WORLD], {});
  const helloUrl = `http://127.0.0.1:${hello.port}/`;
  try {
    results.helloWorld = await measure('hello world', { url: helloUrl });
    results.engines = {
      sqlite: await benchEngine(
        'sqlite',
        { ...common, DATABASE_URL: path.join(work, 'bench.sqlite') },
        helloUrl,
      ),
      postgres: await withPostgres((url) =>
        benchEngine('postgres', { ...common, DATABASE_URL: url }, helloUrl),
      ),
    };
  } finally {
    await stop(hello.child);
    rmSync(work, { recursive: true, force: true });
  }
  results.loadAverage.end = +loadavg()[0].toFixed(2);

  for (const r of Object.values(results.engines)) {
    if (!r) continue;
    r.ratioToHelloWorld = {
      byId: r.byId.ratioToHelloWorld,
      listFiltered: r.listFiltered.ratioToHelloWorld,
      listHeavy: r.listHeavy.ratioToHelloWorld,
      cart: r.cart.ratioToHelloWorld,
      addToCart: r.addToCart.ratioToHelloWorld,
      ...(r.floor && {
        emptyRoute: r.floor.empty.ratioToHelloWorld,
        emptyRouteBehindSession: r.floor.session.ratioToHelloWorld,
      }),
    };
  }
  const sqlite = results.engines.sqlite;
  results.withinBudget = {
    byIdRatio: sqlite.ratioToHelloWorld.byId >= BUDGET.readRatioMin,
    cartRatio: sqlite.ratioToHelloWorld.cart >= BUDGET.readRatioMin,
    listP99: sqlite.listFiltered.latencyMs.p99 <= BUDGET.listP99MaxMs,
  };
  const out = path.join(ROOT, 'bench', 'results', 'api.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  writePerformanceTable();
  console.log(
    `\nwritten ${path.relative(ROOT, out)}; within budget: ${JSON.stringify(results.withinBudget)}`,
  );
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runApiBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
