// PostgreSQL stopped in immediate mode and started again: while it is down
// /api/v1/health answers 503 with the database marked down, requests that need it fail fast with
// the envelope instead of hanging, and once it is back the api reconnects by itself (no restart
// of the api). Runs on a throw-away cluster this file starts; skipped with TEST_DATABASE_URL.
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { findOwnCluster, startPostgres, type TestPostgres } from './support/postgres';

const source = findOwnCluster();
const runs = source.kind === 'cluster';
/** No request may take longer than this while the database is away. */
const REQUEST_BOUND_MS = 10_000;

async function timed(app: App, url: string) {
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url });
  return { response, ms: Date.now() - started };
}

(runs ? describe : describe.skip)('PostgreSQL stopped and started again', () => {
  let cluster: TestPostgres;
  let app: App;

  beforeAll(async () => {
    cluster = await startPostgres(source);
    app = await buildTestApp({ env: { DATABASE_URL: await cluster.freshDatabaseUrl() } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
  }, 60_000);

  it('reports the outage, never hangs, and reconnects by itself', async () => {
    expect((await timed(app, '/api/v1/health')).response.statusCode).toBe(200);

    await cluster.crash!();
    const health = await timed(app, '/api/v1/health');
    expect(health.response.statusCode).toBe(503);
    expect(health.response.json()).toMatchObject({
      success: false,
      code: 'DB_DOWN',
      database: { status: 'down', dialect: 'postgres' },
    });
    expect(health.ms).toBeLessThan(REQUEST_BOUND_MS);

    const list = await timed(app, '/api/v1/getAllProperties?page=1&limit=5');
    expect(list.ms).toBeLessThan(REQUEST_BOUND_MS);
    expect(list.response.statusCode).toBeGreaterThanOrEqual(500);
    expect(list.response.json()).toMatchObject({ success: false });
    expect(list.response.body).not.toMatch(/ECONNREFUSED|pg_|stack/i);

    await cluster.restart!();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await timed(app, '/api/v1/health')).response.statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    const after = await timed(app, '/api/v1/getAllProperties?page=1&limit=5');
    expect(after.response.statusCode).toBe(200);
  }, 90_000);
});
