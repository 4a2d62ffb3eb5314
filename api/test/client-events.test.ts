import { CLIENT_EVENTS_MAX, type ClientEvent } from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import {
  deleteClientHealthBefore,
  recordClientEvents,
  releaseHealthSince,
} from '../src/db/repositories/client-health';
import { CLIENT_EVENTS_RATE_LIMIT } from '../src/routes/client-events';
import { buildAccountsApp, nextAddress, testEngines } from './support/accounts';
import { ADMIN_ENV, adminManagerUser, type Tokens } from './support/admin';
import { useMailbox } from './support/mailbox';

const engines = testEngines();
jest.setTimeout(30_000);

const RELEASE = '20261130T080000.000Z-abc1234';
const tag = { route: '/real-estate', remote: 'realestate', release: RELEASE } as const;
const view: ClientEvent = { type: 'view', ...tag };
const error: ClientEvent = { type: 'error', kind: 'boundary', ...tag };
const lcp = (value: number): ClientEvent => ({ type: 'vital', name: 'LCP', value, ...tag });

const HOUR = 60 * 60_000;
/** The server's minute, as stored ('2026-11-22T08:30'). */
const MINUTE = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/) as unknown;

describe.each(engines)('client events on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens;

  beforeAll(async () => {
    app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    tokens = await adminManagerUser(app, mailbox);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.deleteFrom('client_health_minutes').execute();
    await app.db.deleteFrom('client_vitals_minutes').execute();
  });

  const send = (payload: unknown, remoteAddress = nextAddress()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/client-events',
      payload: payload as object,
      remoteAddress,
    });
  const health = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/admin/site-health',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('adds a batch to the minute aggregates and keeps nothing of the visit itself', async () => {
    const response = await send({ events: [view, view, error, lcp(1800), lcp(1750)] });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true });
    const counts = await app.db.selectFrom('client_health_minutes').selectAll().execute();
    expect(counts).toEqual([
      expect.objectContaining({ ...tag, page_views: 2, errors: 1, minute: MINUTE }),
    ]);
    const vitals = await app.db.selectFrom('client_vitals_minutes').selectAll().execute();
    // 1750 and 1800 ms share the 1600-1800 bucket.
    expect(vitals).toEqual([expect.objectContaining({ ...tag, metric: 'LCP', count: 2 })]);
  });

  it('adds up batches from many visitors written at once, on one row', async () => {
    const batches = Array.from({ length: 12 }, () => send({ events: [view, error] }));
    expect((await Promise.all(batches)).map((r) => r.statusCode)).toEqual(Array(12).fill(202));

    // One row, or two when the batches straddled a minute: summed either way.
    const [release] = await releaseHealthSince(app.db, new Date(Date.now() - HOUR));
    expect(release).toMatchObject({ pageViews: 12, errors: 12 });
    expect(
      (await app.db.selectFrom('client_health_minutes').selectAll().execute()).length,
    ).toBeLessThanOrEqual(2);
  });

  it.each([
    ['a URL instead of a route pattern', { events: [{ ...view, route: '/property-details/7' }] }],
    ['a field the format does not name', { events: [{ ...view, url: 'https://x.in/#/cart' }] }],
    ['an error message', { events: [{ ...error, message: 'asha@example.in not found' }] }],
    ['an unknown remote', { events: [{ ...view, remote: 'payments' }] }],
    ['a release id with spaces', { events: [{ ...view, release: 'a b' }] }],
    ['an unknown vital', { events: [{ ...lcp(1), name: 'FID' }] }],
    ['a negative vital', { events: [lcp(-1)] }],
    ['no events', { events: [] }],
    ['too many events', { events: Array(CLIENT_EVENTS_MAX + 1).fill(view) }],
    ['something else at the top', { events: [view], visitor: 'v1' }],
  ])('refuses %s with a 400 envelope and stores nothing', async (_name, payload) => {
    const response = await send(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await app.db.selectFrom('client_health_minutes').selectAll().execute()).toEqual([]);
  });

  it('refuses a body over 8 KB with a 413 envelope', async () => {
    const response = await send({ events: [view], padding: 'x'.repeat(8 * 1024) });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it(`takes ${CLIENT_EVENTS_RATE_LIMIT.max} batches a minute per address, then answers 429`, async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: CLIENT_EVENTS_RATE_LIMIT.max }, () => send({ events: [view] }, address)),
    );
    expect(answers.every((r) => r.statusCode === 202)).toBe(true);

    const limited = await send({ events: [view] }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await send({ events: [view] })).statusCode).toBe(202);
  });

  it('shows admins each release over the last hour and day: errors per 1,000 views and p75s', async () => {
    const now = new Date();
    const other = { ...tag, release: '20261129T080000.000Z-0ld0001' };
    await recordClientEvents(
      app.db,
      [...Array(4).fill(view), error, lcp(900), lcp(1000), lcp(1900), lcp(2600)],
      now,
    );
    // Three hours ago: in the day, not in the hour.
    await recordClientEvents(app.db, [{ type: 'view', ...other }], new Date(+now - 3 * HOUR));
    // Two days ago: in neither.
    await recordClientEvents(app.db, [view, view], new Date(+now - 48 * HOUR));

    const response = await health(tokens.admin);

    expect(response.statusCode).toBe(200);
    const body = response.json<{ hour: object[]; day: object[] }>();
    const current = {
      remote: 'realestate',
      release: RELEASE,
      pageViews: 4,
      errors: 1,
      errorsPer1000: 250,
      // 75 % of 4 samples is the third: 1900 ms, in the bucket up to 2000 ms.
      lcpP75: 2000,
      inpP75: null,
      clsP75: null,
      samples: { LCP: 4, INP: 0, CLS: 0 },
    };
    expect(body.hour).toEqual([current]);
    expect(body.day).toEqual([
      current,
      expect.objectContaining({ release: other.release, pageViews: 1, errorsPer1000: 0 }),
    ]);
  });

  it('answers no releases with empty lists', async () => {
    const response = await health(tokens.admin);
    expect(response.json()).toMatchObject({ success: true, hour: [], day: [] });
  });

  it('is for admins only', async () => {
    expect((await health()).statusCode).toBe(401);
    expect((await health(tokens.manager)).statusCode).toBe(403);
    expect((await health(tokens.user)).statusCode).toBe(403);
  });

  it('prunes minutes older than the retention, and nothing newer', async () => {
    const now = new Date();
    await recordClientEvents(app.db, [view, lcp(500)], new Date(+now - 8 * 24 * HOUR));
    await recordClientEvents(app.db, [view, lcp(500)], new Date(+now - 6 * 24 * HOUR));

    const deleted = await deleteClientHealthBefore(app.db, new Date(+now - 7 * 24 * HOUR));

    expect(deleted).toBe(2);
    const left = await releaseHealthSince(app.db, new Date(0));
    expect(left).toEqual([
      expect.objectContaining({ pageViews: 1, samples: expect.objectContaining({ LCP: 1 }) }),
    ]);
  });
});
