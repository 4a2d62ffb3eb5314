// The accounts of the api bench (bench/api.mjs): made straight in the database, logged in through
// the api, and a burst of logins to run beside a read.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ROOT } from './api-support.mjs';

const require = createRequire(import.meta.url);
const api = (file) => require(path.join(ROOT, 'api/dist', file));

/** Accounts the cart runs rotate over (each logged in once through the api). */
const ACCOUNTS = 8;
export const PASSWORD = 'Bench-only-2026';

/** Verified accounts sharing one scrypt hash of PASSWORD (one hash is slow enough). */
export async function createAccounts(env) {
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
export async function loginAll(base, usernames, concurrency = 2) {
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
export function loginBurst(base, usernames, concurrency) {
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
