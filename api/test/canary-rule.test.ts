import type { ClientEvent } from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { recordClientEvents } from '../src/db/repositories/client-health';
import { DEFAULT_CANARY_THRESHOLDS, evaluateCanary, type LiveCanary } from '../src/lib/canary-rule';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';

const engines = testEngines();
jest.setTimeout(30_000);

const STABLE = '20261129T080000.000Z-5tab1e0';
const CANARY = '20261130T080000.000Z-ca4a7y0';
const MINUTE = 60_000;

/** What `count` page loads of one release reported: views, errors and one LCP each. */
function visits(
  release: string,
  count: number,
  { errors = 0, lcpMs = 1500 }: { errors?: number; lcpMs?: number } = {},
): ClientEvent[] {
  const tag = { route: '/real-estate', remote: 'realestate', release };
  return [
    ...Array.from({ length: count }, (): ClientEvent => ({ type: 'view', ...tag })),
    ...Array.from({ length: errors }, (): ClientEvent => ({
      type: 'error',
      kind: 'boundary',
      ...tag,
    })),
    ...Array.from({ length: count }, (): ClientEvent => ({
      type: 'vital',
      name: 'LCP',
      value: lcpMs,
      ...tag,
    })),
  ];
}

describe.each(engines)('the canary rule on $dialect', (engine) => {
  let app: App;
  const startedAt = new Date(Date.now() - 45 * MINUTE);
  const live: LiveCanary = {
    remote: 'realestate',
    release: CANARY,
    stableRelease: STABLE,
    startedAt,
  };
  const t = DEFAULT_CANARY_THRESHOLDS;

  beforeEach(async () => {
    app = await buildTestApp({ env: await engine.env() });
  });
  afterEach(() => app.close());

  /** Records events in batches of at most 50, as pages do, at `at`. */
  async function record(events: ClientEvent[], at = new Date(Date.now() - 10 * MINUTE)) {
    for (let i = 0; i < events.length; i += 50) {
      await recordClientEvents(app.db, events.slice(i, i + 50), at);
    }
  }

  const decide = (now = new Date()) => evaluateCanary(app.db, live, now, t);

  it('promotes a canary as healthy as the stable release, once it has the minimum sample', async () => {
    await record(visits(STABLE, 1800, { errors: 4, lcpMs: 1500 }));
    await record(visits(CANARY, t.minPageViews, { errors: 0, lcpMs: 1600 }));

    const decision = await decide();

    expect(decision.action).toBe('promote');
    expect(decision.reason).toMatch(/^healthy: /);
    expect(decision.canary).toMatchObject({ pageViews: t.minPageViews, errors: 0 });
    expect(decision.stable).toMatchObject({ pageViews: 1800, errors: 4 });
  });

  it('aborts a canary whose pages err more than the stable release’s', async () => {
    await record(visits(STABLE, 1800, { errors: 4 }));
    // 30 per 1,000: over stable 2.2 + 10, and below the broken level of 500.
    await record(visits(CANARY, 300, { errors: 9 }));

    const decision = await decide();

    expect(decision.action).toBe('abort');
    expect(decision.reason).toMatch(/^more errors: 30 errors per 1,000 page views against 2.2/);
  });

  it('aborts a canary whose p75 LCP is slower than the stable release’s by more than the margin', async () => {
    await record(visits(STABLE, 1800, { lcpMs: 1500 }));
    await record(visits(CANARY, 300, { lcpMs: 2600 }));

    const decision = await decide();

    expect(decision).toMatchObject({ action: 'abort' });
    // 1500 ms is bucket <= 1600; the limit is 1600 x 1.2 + 250 = 2170 ms; 2600 is bucket <= 2750.
    expect(decision.reason).toBe('slower: p75 LCP 2750 ms against 1600 ms');
  });

  it('waits below the minimum sample, and below the minimum time', async () => {
    await record(visits(STABLE, 1800));
    await record(visits(CANARY, t.minPageViews - 1, { errors: 1 }));
    expect(await decide()).toMatchObject({
      action: 'wait',
      reason: expect.stringMatching(/199 of 200 page views/),
    });

    await record(visits(CANARY, 1));
    const early = await evaluateCanary(
      app.db,
      { ...live, startedAt: new Date(Date.now() - 20 * MINUTE) },
      new Date(),
      t,
    );
    expect(early.action).toBe('wait');
    expect(early.reason).toMatch(/20 of 30 minutes/);
  });

  it('aborts a broken canary at once, long before the minimum sample', async () => {
    await record(visits(STABLE, 200));
    await record(visits(CANARY, t.fastAbortPageViews, { errors: t.fastAbortPageViews }));

    const decision = await decide();

    expect(decision.action).toBe('abort');
    expect(decision.reason).toMatch(/^broken: 1000 errors per 1,000 page views against 0/);
  });

  it('does not blame the canary for errors the stable release has as much', async () => {
    // Everything fails (the api is down): both releases err on every page.
    await record(visits(STABLE, 400, { errors: 400 }));
    await record(visits(CANARY, 40, { errors: 40 }));

    expect((await decide()).action).toBe('wait');
  });

  it('waits for LCP samples, then promotes on errors alone after the longest wait', async () => {
    const tag = { route: '/wishlist', remote: 'realestate' };
    const viewsOnly = (release: string, count: number) =>
      Array.from({ length: count }, (): ClientEvent => ({ type: 'view', ...tag, release }));
    await record(viewsOnly(STABLE, 1800));
    await record(viewsOnly(CANARY, 300));

    expect(await decide()).toMatchObject({
      action: 'wait',
      reason: expect.stringMatching(/LCP samples 0 and 0/),
    });
    const later = new Date(startedAt.getTime() + t.maxWaitMinutes * MINUTE);
    expect((await decide(later)).action).toBe('promote');
  });

  it('counts only what was reported since the canary started', async () => {
    // The stable release's bad hour before the canary is not held against it, nor for it.
    await record(visits(STABLE, 500, { errors: 500 }), new Date(startedAt.getTime() - 60 * MINUTE));
    await record(visits(STABLE, 1800));
    await record(visits(CANARY, 300, { errors: 9 }));

    expect((await decide()).stable).toMatchObject({ pageViews: 1800, errors: 0 });
    expect((await decide()).action).toBe('abort');
  });
});
