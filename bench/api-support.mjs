// What the api benchmarks share: building, starting a server, and one bounded autocannon run.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONNECTIONS = 50;
/** Seconds of each measured run (bounded: never more than 10). */
export const DURATION = Math.min(10, Number(process.env.BENCH_DURATION ?? 10));
/** Seconds of the unmeasured run before each measured one (JIT, caches, pools). */
const WARM_UP = 2;

export function run(command, args, env = {}) {
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

/** Seeds `count` generated listings (seed 1) with `env`; the seed's last line and its wall time. */
export function seedProperties(count, env) {
  console.log(`seeding ${count} properties...`);
  const started = Date.now();
  const output = run(
    'npm',
    ['run', 'seed:properties', '--', '--count', String(count), '--seed', '1'],
    env,
  );
  const seed = { wallMs: Date.now() - started, output: output.trim().split('\n').pop() };
  console.log(seed.output);
  return seed;
}

/** A port nobody listens on now (the OS picks it, we release it for the server). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts a node process listening on PORT (a free one) and resolves with it and the port once
 * it answers HTTP. Its stdout (the request log) goes to /dev/null: draining it here would take CPU
 * from the load generator, which a production log (a file, journald) never does.
 */
export async function startServer(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited;
  child.on('exit', (code) => (exited = code ?? 'signal'));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited early (${exited})`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('server did not answer within 120 s');
    }
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A bare Fastify answering {hello: 'world'}: what this machine can serve at all. */
export const HELLO_WORLD = `
const app = require('fastify')();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * One figure: a warm-up, then DURATION seconds at CONNECTIONS connections. `requests` rotates
 * through several requests (autocannon's request list, each connection in turn), so a figure is
 * never one cached URL.
 */
export async function measure(label, { url, requests, method, headers, body }) {
  const given = { url, method, headers, body, requests };
  const options = { connections: CONNECTIONS };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) options[key] = value;
  await autocannon({ ...options, duration: WARM_UP });
  const load = loadavg()[0];
  const result = await autocannon({ ...options, duration: DURATION });
  const figures = {
    ...(url && !requests ? { url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '') } : {}),
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
    timeouts: result.timeouts,
    loadAverage1m: +load.toFixed(2),
  };
  console.log(
    `${label}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyMs.p50} ms, ` +
      `p99 ${figures.latencyMs.p99} ms` +
      (figures.non2xx || figures.errors
        ? ` (non-2xx ${figures.non2xx}, errors ${figures.errors})`
        : '') +
      ` [load ${figures.loadAverage1m}]`,
  );
  return figures;
}
