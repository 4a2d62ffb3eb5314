// Cart writes under a crash, through nginx with two api instances on PostgreSQL: three
// logged-in users change cart quantities and read their carts while one instance is SIGKILLed (no
// draining, unlike production-failover.test.ts, which stops it with SIGTERM) and then restarted
// (`stack.mjs heal`, what systemd's Restart=on-failure does in production). Reads never fail, nginx
// sends requests to the restarted instance again, every acknowledged write is in the database
// afterwards, and the write error rate is reported.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectTruthy, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/outbox-user';
import { productionSkipReason, startStack, type RunningStack } from '../support/nginx-stack';
import { recordFigure } from '@marketplace/test-support/figures';

const skip = productionSkipReason() ?? false;
const BEFORE_KILL_MS = 2_000;
const AFTER_KILL_MS = 4_000;
// nginx skips a failed instance for fail_timeout (10 s, nginx.conf) before it tries it again.
const AFTER_RESTART_MS = 12_000;

interface Writer {
  token: string;
  cartId: string;
  acknowledged: number;
  sent: number;
  writes: number;
  writeFailures: string[];
  reads: number;
  readFailures: string[];
}

/** What it checks, for `npm run check` (e2e/support/areas.ts). */
const AREAS = { tag: ['@api', '@shell'] };

test.describe('cart writes while an api instance is SIGKILLed and restarted', AREAS, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 240_000 });
  let stack: RunningStack;
  let outbox: string;

  test.beforeAll(async () => {
    outbox = mkdtempSync(path.join(tmpdir(), 'marketplace-stack-outbox-'));
    chmodSync(outbox, 0o777);
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

  const call = (url: string, token: string, method = 'GET', body?: object) =>
    fetch(`${stack.baseUrl}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });

  async function newWriter(n: number): Promise<Writer> {
    const account = await createVerifiedUser(
      stack.baseUrl,
      outbox,
      `fail${n}${Date.now().toString(36)}`,
    );
    const login = await fetch(`${stack.baseUrl}/api/v1/simple-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const added = await call('/cart/addToCart', token, 'POST', {
      item_type: 'service',
      item_id: 'service:plumbing',
    });
    expect(added.status).toBe(201);
    const { item } = (await added.json()) as { item: { id: string | number } };
    return {
      token,
      cartId: String(item.id),
      acknowledged: 1,
      sent: 1,
      writes: 0,
      writeFailures: [],
      reads: 0,
      readFailures: [],
    };
  }

  /** A quantity change, then a read of the cart, until told to stop. */
  async function work(writer: Writer, running: () => boolean) {
    while (running()) {
      const quantity = (writer.sent % 98) + 2;
      writer.sent = quantity;
      writer.writes += 1;
      try {
        const put = await call(`/cart/${writer.cartId}`, writer.token, 'PUT', { quantity });
        if (put.status === 200) writer.acknowledged = quantity;
        else writer.writeFailures.push(`${put.status} ${await put.text()}`);
      } catch (error) {
        writer.writeFailures.push(String(error));
      }
      writer.reads += 1;
      try {
        const read = await call('/cart', writer.token);
        if (read.status !== 200) writer.readFailures.push(`${read.status} ${await read.text()}`);
      } catch (error) {
        writer.readFailures.push(String(error));
      }
    }
  }

  test('keeps every acknowledged write, never fails a read, and reports the write error rate', async () => {
    const [first] = stack.state().api;
    expectTruthy(first && stack.state().api.length === 2, 'two instances');
    const writers: Writer[] = [];
    for (const n of [1, 2, 3]) writers.push(await newWriter(n));

    let running = true;
    const streams = writers.map((writer) => work(writer, () => running));
    await new Promise((resolve) => setTimeout(resolve, BEFORE_KILL_MS));
    process.kill(first.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, AFTER_KILL_MS));
    const healed = await stack.run('scripts/production/stack.mjs', ['heal']);
    expect(healed.code, healed.output).toBe(0);
    const restarted = stack.state().api.find((api) => api.port === first.port);
    expectTruthy(restarted && restarted.pid !== first.pid, 'the killed instance runs again');
    const logAtRestart = stack.accessLog().length;
    await new Promise((resolve) => setTimeout(resolve, AFTER_RESTART_MS));
    running = false;
    await Promise.all(streams);

    const health = await fetch(`http://127.0.0.1:${first.port}/api/v1/health`);
    expect(health.status, 'the restarted instance is healthy').toBe(200);
    const servedByRestarted = stack
      .accessLog()
      .slice(logAtRestart)
      .split('\n')
      .filter((line) => line.includes(`upstream=127.0.0.1:${first.port} us=200`)).length;
    expect(
      servedByRestarted > 0,
      'nginx sends requests to the restarted instance again',
    ).toBeTruthy();
    const writes = writers.reduce((sum, w) => sum + w.writes, 0);
    const failed = writers.flatMap((w) => w.writeFailures);
    const reads = writers.reduce((sum, w) => sum + w.reads, 0);
    expect(
      writers.flatMap((w) => w.readFailures),
      'reads never fail',
    ).toStrictEqual([]);
    let lost = 0;
    for (const writer of writers) {
      const cart = (await (await call('/cart', writer.token)).json()) as {
        cart: { id: string | number; quantity: number }[];
      };
      const line = cart.cart.find((l) => String(l.id) === writer.cartId);
      // The last acknowledged quantity, or a later one whose answer was lost with the instance.
      if (!line || ![writer.acknowledged, writer.sent].includes(line.quantity)) lost += 1;
    }
    console.log(
      `failover under SIGKILL and restart: ${writes} cart writes, ${failed.length} failed ` +
        `(${((100 * failed.length) / Math.max(writes, 1)).toFixed(1)}%), ${reads} reads, 0 failed, ` +
        `${lost} acknowledged writes lost, ${servedByRestarted} answers from the restarted instance${failed.length ? `; failures: ${[...new Set(failed)].join(' | ')}` : ''}`,
    );
    recordFigure('failoverCart', {
      writes,
      writeFailures: failed.length,
      reads,
      readFailures: 0,
      lost,
      servedByRestarted,
    });
    expect(writes > 20, `writes made: ${writes}`).toBeTruthy();
    expect(lost, 'acknowledged writes lost').toBe(0);
  });
});
