// Two api instances on one PostgreSQL database behind nginx. A browser session keeps working when
// one instance is stopped (SIGTERM) without draining, a rolling restart (drained) under load loses
// no request, GET or POST, and with no instance left the client gets the api envelope.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectTruthy, test } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import {
  isResourceError,
  productionSkipReason,
  startStack,
  type RunningStack,
} from '../support/nginx-stack';

const skip = productionSkipReason() ?? false;

interface LoadResult {
  get: number;
  post: number;
  failures: string[];
}

declare global {
  interface Window {
    __load?: { stop: boolean; done: Promise<LoadResult> };
  }
}

/**
 * Runs in the page: `workers` loops of GET /api/v1/health and a POST the api answers with 404, until
 * window.__load.stop. A string, because tsx would wrap named functions in a helper the page lacks.
 */
const LOAD_SCRIPT = `(count) => {
  const result = { get: 0, post: 0, failures: [] };
  const state = { stop: false, done: null };
  async function worker(n) {
    for (let i = 0; !state.stop; i += 1) {
      const post = (i + n) % 3 === 0;
      try {
        const response = post
          ? await fetch('/api/v1/no-such-route', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ i }),
            })
          : await fetch('/api/v1/health', { cache: 'no-store' });
        const body = await response.json();
        if (post && response.status === 404 && body.code === 'NOT_FOUND') result.post += 1;
        else if (!post && response.status === 200 && body.success) result.get += 1;
        else result.failures.push((post ? 'POST ' : 'GET ') + response.status + ' ' + JSON.stringify(body));
      } catch (error) {
        result.failures.push((post ? 'POST ' : 'GET ') + String(error));
      }
    }
  }
  state.done = Promise.all(Array.from({ length: count }, (_, n) => worker(n))).then(() => result);
  window.__load = state;
}`;

async function startLoad(page: Page, workers = 4) {
  await page.evaluate(`(${LOAD_SCRIPT})(${workers})`);
}

async function stopLoad(page: Page): Promise<LoadResult> {
  return page.evaluate(() => {
    const load = window.__load!;
    load.stop = true;
    return load.done;
  });
}

const UNAVAILABLE = { success: false, msg: 'Service temporarily unavailable', code: 'UNAVAILABLE' };

const upstreamsOf = (lines: string[]) =>
  lines.map((line) => line.match(/upstream=(.*?) us=/)?.[1] ?? '');

test.describe(
  'api instances behind nginx',
  { tag: ['@api', '@shell', '@catalogue', '@account'] },
  () => {
    test.skip(Boolean(skip), skip || undefined);
    test.describe.configure({ timeout: 240_000 });
    let stack: RunningStack;
    let browser: Browser;

    test.beforeAll(async ({ browser: sharedBrowser }) => {
      browser = sharedBrowser;
      stack = await startStack({ apiInstances: 2 });
    });
    test.afterAll(async () => {
      await stack?.stop();
    });

    test('keeps a browser session working when one instance is stopped (SIGTERM)', async () => {
      const [first, second] = stack.state().api;
      expectTruthy(first && second, 'two instances');
      const page = await browser.newPage();
      const { consoleErrors } = watchPage(page, stack.baseUrl);
      await page.goto(`${stack.baseUrl}/#/`);
      await page.locator('main h1').first().waitFor();

      const logStart = stack.accessLog().length;
      await startLoad(page);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      process.kill(first.pid, 'SIGTERM');
      const killedAt = stack.accessLog().length;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      // The site itself keeps working: a remote not loaded yet loads, and its page renders.
      await page.goto(`${stack.baseUrl}/#/login`);
      await page.locator('main h1').first().waitFor();
      const result = await stopLoad(page);

      // Every GET succeeds: nginx retries it on the other instance. A POST is never retried (it may
      // have run): one that meets the stopping instance's closing keep-alive connection gets the
      // envelope below, never an HTML page. Draining first (the roll test) avoids even that.
      expect(result.failures.filter((f) => !f.startsWith('POST '))).toStrictEqual([]);
      const postFailures = result.failures.filter((f) => f.startsWith('POST '));
      for (const failure of postFailures)
        expect(failure).toBe(`POST 503 ${JSON.stringify(UNAVAILABLE)}`);
      expect(
        result.get > 20 && result.post > 10,
        `requests made: ${JSON.stringify(result)}`,
      ).toBeTruthy();
      const before = upstreamsOf(
        stack
          .accessLog()
          .slice(logStart, killedAt)
          .split('\n')
          .filter((l) => l.includes('/api/')),
      );
      expect(
        before.some((u) => u.endsWith(`:${first.port}`)),
        'both instances served before the stop',
      ).toBeTruthy();
      expect(
        before.some((u) => u.endsWith(`:${second.port}`)),
        'both instances served before the stop',
      ).toBeTruthy();
      // Shortly after the signal the stopped instance is gone: everything ends on the other one.
      const afterStop = stack
        .accessLog()
        .slice(killedAt)
        .split('\n')
        .filter((l) => l.includes('/api/'));
      const lastSecond = upstreamsOf(afterStop.slice(-20));
      expect(
        lastSecond.every((u) => u.endsWith(`:${second.port}`)),
        lastSecond.join(' | '),
      ).toBeTruthy();
      const retried = afterStop.filter((l) => /upstream=[^ ]+, /.test(l)).length;
      console.log(
        `failover: ${result.get} GET (0 failed) + ${result.post} POST (${postFailures.length} refused with 503) in the session; ` +
          `${retried} request(s) retried by nginx on the other instance`,
      );
      // Chrome logs each 4xx answer in the console: the POSTs' expected 404s are not errors here.
      const unexpected = consoleErrors.filter(
        (m) => !isResourceError(m) && !m.includes('/api/v1/no-such-route'),
      );
      expect(unexpected).toStrictEqual([]);
      await page.close();
    });

    test('rolls every instance, drained one at a time, under load without losing a request', async () => {
      const page = await browser.newPage();
      await page.goto(`${stack.baseUrl}/#/`);
      await page.locator('main h1').first().waitFor();
      const pidsBefore = stack.state().api.map((a) => a.pid);
      await startLoad(page);
      const started = Date.now();
      const roll = await stack.run('scripts/production/stack.mjs', ['roll']);
      const result = await stopLoad(page);
      expect(roll.code, roll.output).toBe(0);
      expect(result.failures).toStrictEqual([]);
      expect(
        result.get > 20 && result.post > 10,
        `requests made: ${JSON.stringify(result)}`,
      ).toBeTruthy();
      const pidsAfter = stack.state().api.map((a) => a.pid);
      pidsAfter.forEach((pid, i) =>
        expect(pid, 'every instance was restarted').not.toBe(pidsBefore[i]),
      );
      for (const api of stack.state().api) {
        expect((await fetch(`http://127.0.0.1:${api.port}/api/v1/health`)).status).toBe(200);
      }
      console.log(
        `roll: ${result.get} GET + ${result.post} POST during a ${Date.now() - started} ms rolling restart, 0 failed\n${roll.output.trim()}`,
      );
      await page.close();
    });

    test('answers with the api envelope when no instance is left', async () => {
      for (const api of stack.state().api) process.kill(api.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const response = await fetch(`${stack.baseUrl}/api/v1/health`);
      expect(response.status).toBe(503);
      expect(String(response.headers.get('content-type'))).toMatch(/^application\/json/);
      expect(String(response.headers.get('content-security-policy'))).toMatch(/default-src 'self'/);
      expect(await response.json()).toStrictEqual(UNAVAILABLE);
      // The static site is still served.
      expect((await fetch(`${stack.baseUrl}/`)).status).toBe(200);
    });
  },
);

/*
 * A logged-in user's cart across instances: sessions and carts live in the shared database, so
 * stopping the instance that served the login and the first add loses neither.
 */
/** What it checks, for `npm run check` (e2e/support/areas.ts). */
const AREAS = { tag: ['@api', '@shell', '@account', '@catalogue'] };

test.describe('a logged-in cart when one api instance stops', AREAS, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 240_000 });
  let stack: RunningStack;
  let browser: Browser;
  let outbox: string;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    browser = sharedBrowser;
    outbox = mkdtempSync(path.join(tmpdir(), 'marketplace-stack-outbox-'));
    chmodSync(outbox, 0o777);
    // Both instances write their mail here (no SMTP_URL); the stack passes the environment on.
    const saved = process.env.OUTBOX_DIR;
    process.env.OUTBOX_DIR = outbox;
    try {
      stack = await startStack({ apiInstances: 2 });
    } finally {
      if (saved === undefined) delete process.env.OUTBOX_DIR;
      else process.env.OUTBOX_DIR = saved;
    }
  });
  test.afterAll(async () => {
    await stack?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  test('keeps the session and the cart, and keeps working on the other instance', async () => {
    const [first, second] = stack.state().api;
    expectTruthy(first && second, 'two instances');
    const account = await createVerifiedUser(
      stack.baseUrl,
      outbox,
      `kiran${Date.now().toString(36)}`,
    );
    const page = await browser.newPage();
    const { consoleErrors } = watchPage(page, stack.baseUrl);
    const main = page.locator('main');

    await page.goto(`${stack.baseUrl}/#/login`);
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForHash(page, '#/');
    await page.goto(`${stack.baseUrl}/#/services/plumbing`);
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();

    process.kill(first.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    // Still logged in, the line still there, and changes go through on the other instance.
    await page.goto(`${stack.baseUrl}/#/cart`);
    await main.getByText('1 item in your cart').waitFor();
    await main.getByRole('heading', { name: 'Plumbing' }).waitFor();
    await main.getByRole('button', { name: 'Increase quantity of Plumbing' }).click();
    await page.getByText('Quantity updated!').waitFor();
    await page.goto(`${stack.baseUrl}/#/maintenance/housekeeping-service`);
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();

    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const cart = await fetch(`${stack.baseUrl}/api/v1/cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await cart.json()) as { cart: Array<{ item_id: string; quantity: number }> }).cart.map(
        (line) => [line.item_id, line.quantity],
      ),
    ).toStrictEqual([
      ['service:plumbing', 2],
      ['maintenance:housekeeping-service', 1],
    ]);
    const lastApi = upstreamsOf(
      stack
        .accessLog()
        .split('\n')
        .filter((l) => l.includes('/api/v1/cart'))
        .slice(-3),
    );
    expect(
      lastApi.every((u) => u.endsWith(`:${second.port}`)),
      lastApi.join(' | '),
    ).toBeTruthy();
    expect(consoleErrors.filter((m) => !isResourceError(m))).toStrictEqual([]);
    await page.close();
  });
});
