// Requests that stall, trickle or cannot be parsed, against a listening server (raw sockets:
// inject has no socket to stall); path URLs of pages; source maps never served.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { App } from '../src/app';
import { MALFORMED_MESSAGES } from '../src/lib/malformed-requests';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { buildTestApp, makeTempDir } from './helpers';
import { expectFailure } from './support/envelope';

const IDLE_MS = 600;
const HEADERS_MS = 1_500;

interface Exchange {
  /** Everything the server sent before closing. */
  text: string;
  /** From connecting until the server closed the connection. */
  elapsedMs: number;
}

/**
 * Opens a connection, runs `talk` (which writes, possibly slowly), and resolves when the server
 * closes the connection. Fails after `limitMs` if the server never does.
 */
function converse(
  port: number,
  talk: (write: (text: string) => boolean) => Promise<void>,
  limitMs = 10_000,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const limit = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${limitMs} ms`));
    }, limitMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined); // a reset is a close, for these tests
    socket.on('close', () => {
      clearTimeout(limit);
      resolve({ text, elapsedMs: Date.now() - started });
    });
    const write = (chunk: string) => !socket.destroyed && socket.write(chunk);
    socket.on('connect', () => {
      talk(write).catch(reject);
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseRaw(text: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function expectSecurityHeaders(headers: Record<string, string | string[] | number | undefined>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name]).toBe(value);
  }
}

describe('request timeouts and malformed requests (listening server)', () => {
  let app: App;
  let port: number;

  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        REQUEST_IDLE_TIMEOUT_MS: String(IDLE_MS),
        REQUEST_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      },
    });
    // A route of this test only: it answers with the size of the body it received.
    app.post('/probe/upload', async (request) => ({
      success: true,
      received: JSON.stringify(request.body).length,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  it('cuts off a body that stalls after 4 of 100 promised bytes', async () => {
    const exchange = await converse(port, async (write) => {
      write(
        'POST /probe/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"a"',
      );
    });
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(exchange.elapsedMs).toBeLessThan(IDLE_MS + 2_000);
  });

  it('cuts off headers that stop arriving', async () => {
    const exchange = await converse(port, async (write) => {
      write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
    });
    expect(exchange.elapsedMs).toBeLessThan(IDLE_MS + 2_000);
  });

  it('answers 408 in the envelope to headers that trickle in for too long', async () => {
    const exchange = await converse(port, async (write) => {
      write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n');
      // One header byte at a time, each well within the idle timeout: only the total cap stops it.
      for (let i = 0; i < 60 && write('X'); i += 1) await pause(IDLE_MS / 4);
    });
    expect(exchange.elapsedMs).toBeLessThan(HEADERS_MS + 3_000);
    const reply = parseRaw(exchange.text);
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      msg: MALFORMED_MESSAGES.timeout,
      code: 'REQUEST_TIMEOUT',
    });
    expectSecurityHeaders(reply.headers);
  });

  it('lets a slow upload through while it keeps progressing', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(80) });
    const chunks = body.match(/.{1,10}/g) ?? [];
    const exchange = await converse(port, async (write) => {
      write(
        'POST /probe/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      // Each gap is under the idle timeout, the whole upload several times longer than it.
      for (const chunk of chunks) {
        await pause(IDLE_MS / 3);
        write(chunk);
      }
    });
    expect(exchange.elapsedMs).toBeGreaterThan(IDLE_MS * 2);
    const reply = parseRaw(exchange.text);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ success: true, received: body.length });
  });

  it('answers a malformed header line with the envelope, a fixed message and the security headers', async () => {
    const exchange = await converse(port, async (write) => {
      write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n');
    });
    const reply = parseRaw(exchange.text);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      msg: MALFORMED_MESSAGES.badRequest,
      code: 'BAD_REQUEST',
    });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(reply.headers);
    expect(exchange.text).not.toContain('Client Error');
  });

  it('answers a URL that cannot be decoded with the envelope, never echoing the path', async () => {
    for (const url of ['/api/v1/%c0', '/api/v1/cart/%c0%af<script>']) {
      const response = await app.inject({ method: 'GET', url });
      expectFailure(response, 400, MALFORMED_MESSAGES.badRequest, 'BAD_REQUEST');
      expectSecurityHeaders(response.headers);
      expect(response.body).not.toContain('%c0');
      expect(response.body).not.toContain('FST_');
    }
    // The same through a real socket.
    const exchange = await converse(port, async (write) => {
      write('GET /api/v1/%c0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    });
    const reply = parseRaw(exchange.text);
    expect(reply.status).toBe(400);
    expectSecurityHeaders(reply.headers);
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      msg: MALFORMED_MESSAGES.badRequest,
      code: 'BAD_REQUEST',
    });
  });
});

describe('path URLs of pages', () => {
  let app: App;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeTempDir('marketplace-web-');
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(webRoot, 'shell/dist/favicon.svg'), '<svg/>');
    writeFileSync(path.join(webRoot, 'shell/dist/main.0123abcd.js'), 'void 0;');
    writeFileSync(path.join(webRoot, 'shell/dist/main.0123abcd.js.map'), '{"sources":["a.ts"]}');
    app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_ROOT: webRoot } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const PAGE_LOAD = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it.each([
    ['/homecare', '/#/homecare'],
    ['/homecare?city=Pune&page=2', '/#/homecare?city=Pune&page=2'],
    ['/real-estate/property/42/', '/#/real-estate/property/42/'],
    ['/no-such-page', '/#/no-such-page'],
    ['//evil.example/x', '/#//evil.example/x'],
    ['/caf%C3%A9', '/#/caf%C3%A9'],
  ])('a page load of %s goes to %s', async (url, location) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: PAGE_LOAD } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expectSecurityHeaders(response.headers);
  });

  it('keeps the plain 404 for requests that are not page loads', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'image/avif,image/webp,*/*']) {
      const response = await app.inject({
        method: 'GET',
        url: '/homecare',
        headers: accept ? { accept } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toBe('Not Found');
    }
    const post = await app.inject({
      method: 'POST',
      url: '/homecare',
      headers: { accept: PAGE_LOAD },
    });
    expect(post.statusCode).toBe(404);
  });

  it('never redirects the api, uploads, remotes or a file that exists', async () => {
    const api = await app.inject({ url: '/api/v1/nope', headers: { accept: PAGE_LOAD } });
    expectFailure(api, 404, 'Route not found', 'NOT_FOUND');
    for (const url of ['/uploads/x.png', '/remotes/admin/remoteEntry.js', '/remotes/nope/']) {
      const response = await app.inject({ url, headers: { accept: PAGE_LOAD } });
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    const favicon = await app.inject({ url: '/favicon.svg', headers: { accept: PAGE_LOAD } });
    expect(favicon.statusCode).toBe(200);
    const page = await app.inject({ url: '/', headers: { accept: PAGE_LOAD } });
    expect(page.statusCode).toBe(200);
  });

  it('never serves a source map, even one left in the served folder', async () => {
    const script = await app.inject({ url: '/main.0123abcd.js' });
    expect(script.statusCode).toBe(200);
    for (const url of [
      '/main.0123abcd.js.map',
      '/MAIN.0123ABCD.JS.MAP',
      '/main.0123abcd.js.map?x',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
    }
  });
});
