// Crash safety on SQLite: the api (`api/dist/server.js`, as `npm start` runs it) is
// SIGKILLed while three users stream writes (wishlist saves and cart quantity changes). The
// database file passes `PRAGMA integrity_check`, and after a restart on the same file every write
// the api acknowledged is there. Loopback only; the server and its folder are removed afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectTruthy, test } from '../support/fixtures';
import Database from 'better-sqlite3';
import { createVerifiedUser } from '../support/outbox-user';
import { freePort, waitForHealth } from '../support/server';
import { recordFigure } from '@marketplace/test-support/figures';

const REPO_ROOT = path.resolve(__dirname, '../..');
const WRITE_MS = 4_000;

interface Writer {
  token: string;
  cartId: string;
  savedProperties: number[];
  lastQuantity: number;
  sentQuantity: number;
  failed: number;
}

// About the embedded server on SQLite: the run through nginx (PostgreSQL) skips it.
const skip = process.env.E2E_BASE_URL ? 'SQLite runs on the embedded server only' : false;

test.describe('SQLite: SIGKILL during a stream of writes', { tag: ['@api'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 300_000 });
  let dataDir: string;
  let outbox: string;
  let child: ChildProcess | undefined;
  let baseUrl = '';

  async function startServer() {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/server.js')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: path.join(dataDir, 'crash.sqlite'),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        OUTBOX_DIR: outbox,
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code, signal) => console.log(`api exited: ${code ?? signal}`));
    await waitForHealth(baseUrl, child);
  }

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-crash-'));
    outbox = mkdtempSync(path.join(tmpdir(), 'marketplace-crash-outbox-'));
    await startServer();
  });
  test.afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outbox, { recursive: true, force: true });
  });

  const call = (url: string, token: string, method = 'GET', body?: object) =>
    fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });

  async function newWriter(n: number): Promise<Writer> {
    const account = await createVerifiedUser(
      baseUrl,
      outbox,
      `crash${n}${Date.now().toString(36)}`,
    );
    const login = await fetch(`${baseUrl}/api/v1/simple-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const added = await call('/cart/addToCart', token, 'POST', {
      item_type: 'service',
      item_id: 'service:plumbing',
      quantity: 1,
    });
    expect(added.status).toBe(201);
    const { item } = (await added.json()) as { item: { id: string | number } };
    return {
      token,
      cartId: String(item.id),
      savedProperties: [],
      lastQuantity: 1,
      sentQuantity: 1,
      failed: 0,
    };
  }

  /** Alternates a wishlist save and a quantity change until the server stops answering. */
  async function write(writer: Writer, propertyIds: number[], offset: number) {
    for (let i = 0; ; i += 1) {
      try {
        if (i % 2 === 0) {
          const id = propertyIds[(offset + i / 2) % propertyIds.length]!;
          const saved = await call(`/wishlist/${id}`, writer.token, 'PUT');
          if (saved.status === 200) writer.savedProperties.push(id);
          else writer.failed += 1;
        } else {
          const quantity = (writer.sentQuantity % 98) + 2;
          writer.sentQuantity = quantity;
          const changed = await call(`/cart/${writer.cartId}`, writer.token, 'PUT', { quantity });
          if (changed.status === 200) writer.lastQuantity = quantity;
          else writer.failed += 1;
        }
      } catch {
        return; // the server is gone: this write was never acknowledged
      }
    }
  }

  test('keeps the file sound and every acknowledged write', async () => {
    const list = await fetch(`${baseUrl}/api/v1/getAllProperties?page=1&limit=50`);
    const propertyIds = ((await list.json()) as { data: { id: number }[] }).data.map((p) => p.id);
    const writers: Writer[] = [];
    for (const n of [1, 2, 3]) writers.push(await newWriter(n));

    const streams = writers.map((writer, n) => write(writer, propertyIds, n * 7));
    await new Promise((resolve) => setTimeout(resolve, WRITE_MS));
    const killed = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    await killed;
    await Promise.all(streams);

    const acknowledged = writers.reduce((sum, w) => sum + w.savedProperties.length, 0);
    expect(acknowledged > 10, `writes acknowledged before the kill: ${acknowledged}`).toBeTruthy();
    expect(
      writers.map((w) => w.failed),
      'no write refused while the server ran',
    ).toStrictEqual([0, 0, 0]);

    const db = new Database(path.join(dataDir, 'crash.sqlite'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }

    await startServer();
    let lost = 0;
    for (const writer of writers) {
      const saved = await call('/wishlist', writer.token);
      expect(saved.status, 'the session survived the crash').toBe(200);
      const { data } = (await saved.json()) as { data: { id: number }[] };
      const present = new Set(data.map((p) => p.id));
      lost += [...new Set(writer.savedProperties)].filter((id) => !present.has(id)).length;
      const cart = (await (await call('/cart', writer.token)).json()) as {
        cart: { id: string | number; quantity: number }[];
      };
      const line = cart.cart.find((l) => String(l.id) === writer.cartId);
      // The last acknowledged quantity, or the one in flight at the kill (it may have committed).
      expectTruthy(
        line && [writer.lastQuantity, writer.sentQuantity].includes(line.quantity),
        `cart quantity ${line?.quantity} after the crash; acknowledged ${writer.lastQuantity}, sent ${writer.sentQuantity}`,
      );
    }
    console.log(
      `sqlite crash: ${acknowledged} wishlist writes and ${writers.length} cart lines acknowledged before SIGKILL; integrity_check ok; ${lost} lost`,
    );
    recordFigure('sqliteCrash', {
      acknowledged,
      cartLines: writers.length,
      integrity: 'ok',
      lost,
    });
    expect(lost, 'acknowledged wishlist saves lost').toBe(0);
  });
});
