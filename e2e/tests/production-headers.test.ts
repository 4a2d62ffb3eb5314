// Through nginx with the repository's nginx.conf: the cache and security headers of each kind of
// file, gzip, plain-text 404s under /remotes/, the client's address as the api sees it, the
// api's envelope for an oversized body, path URLs of pages, source maps and no-store on personal
// answers.
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectTruthy, test } from '../support/fixtures';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productionSkipReason, startStack, type RunningStack } from '../support/nginx-stack';

const skip = productionSkipReason({ browser: false }) ?? false;

const NO_CACHE = 'no-cache';
/** The first admin's password, so a test can log in and send a token. */
const ADMIN_PASSWORD = 'Headers-Check-2026';
const PAGE_LOAD = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
] as const;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

function get(
  url: string,
  {
    headers = {},
    localAddress,
    method = 'GET',
  }: { headers?: Record<string, string>; localAddress?: string; method?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes `text` on a raw connection; resolves with what came back once the server closed it. */
function rawExchange(url: string, text: string): Promise<{ text: string; elapsedMs: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text: received, elapsedMs: Date.now() - started }));
    socket.write(text);
  });
}

/** How many times a header was sent (IncomingHttpHeaders joins repeats, rawHeaders does not). */
function countOf(reply: Reply, name: string): number {
  return reply.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name)
    .length;
}

test.describe('nginx headers', { tag: ['@shell', '@api'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 120_000 });
  let stack: RunningStack;
  let expectedSecurity: Record<string, string>;
  const dump: string[] = [];

  test.beforeAll(async () => {
    stack = await startStack({ env: { ADMIN_PASSWORD } });
    // The embedded server's own headers, straight from one api instance: nginx must send these.
    const direct = await get(`http://127.0.0.1:${stack.state().api[0]!.port}/api/v1/health`);
    expectedSecurity = Object.fromEntries(
      SECURITY_HEADERS.map((name) => [name, String(direct.headers[name])]),
    );
    expect(expectedSecurity['content-security-policy']!).toMatch(/default-src 'self'/);
  });
  test.afterAll(async () => {
    if (dump.length > 0) console.log(`\nheaders through nginx:\n${dump.join('\n')}\n`);
    await stack?.stop();
  });

  async function fetchChecked(
    pathname: string,
    options: Parameters<typeof get>[1] = {},
  ): Promise<Reply> {
    const reply = await get(`${stack.baseUrl}${pathname}`, options);
    for (const name of SECURITY_HEADERS) {
      expect(reply.headers[name], `${name} of ${pathname}`).toBe(expectedSecurity[name]);
      expect(countOf(reply, name), `${name} sent once for ${pathname}`).toBe(1);
    }
    dump.push(
      `${String(reply.status)} ${pathname.padEnd(48)} ${String(reply.headers['content-type']).padEnd(32)} ` +
        `cache-control=${reply.headers['cache-control'] ?? '-'} encoding=${reply.headers['content-encoding'] ?? '-'}`,
    );
    return reply;
  }

  function releaseFiles(remote: string, pattern: RegExp): string[] {
    const dir = path.join(stack.state().remotesRoot, remote, 'current');
    const walk = (relative: string): string[] =>
      readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? walk(path.join(relative, entry.name))
          : [path.join(relative, entry.name)],
      );
    return walk('').filter((file) => pattern.test(file));
  }

  test('serves the shell page at / with no-cache, and nowhere else', async () => {
    for (const pathname of ['/', '/index.html']) {
      const reply = await fetchChecked(pathname);
      expect(reply.status).toBe(200);
      expect(String(reply.headers['content-type'])).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe(NO_CACHE);
    }
    // Hash routing: a path is never answered with the page.
    for (const pathname of ['/real-estate', '/admin/users', '/no-such-file.js']) {
      const reply = await fetchChecked(pathname);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).not.toMatch(/<html|<!doctype/i);
    }
  });

  test('serves remotes.json, remoteEntry.js, mf-manifest.json and mf-stats.json with no-cache', async () => {
    const map = await fetchChecked('/remotes.json');
    expect(map.headers['cache-control']).toBe(NO_CACHE);
    expect(String(map.headers['content-type'])).toMatch(/^application\/json/);
    expect(JSON.parse(map.body.toString())).toStrictEqual({
      catalogue: '/remotes/catalogue/mf-manifest.json',
      realestate: '/remotes/realestate/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    // The contact details the deploy step wrote from the SITE_* settings (defaults here).
    const site = await fetchChecked('/site-config.json');
    expect(site.status).toBe(200);
    expect(site.headers['cache-control']).toBe(NO_CACHE);
    expect(String(site.headers['content-type'])).toMatch(/^application\/json/);
    expect(JSON.parse(site.body.toString()).phone).toBe('+91 90000 00000');
    for (const remote of ['catalogue', 'realestate', 'account', 'admin']) {
      const entry = await fetchChecked(`/remotes/${remote}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(String(entry.headers['content-type'])).toMatch(/^application\/javascript/);
      expect(entry.headers['cache-control']).toBe(NO_CACHE);
      const manifest = await fetchChecked(`/remotes/${remote}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    }
    const stats = await fetchChecked('/remotes/admin/mf-stats.json');
    expect(stats.headers['cache-control']).toBe(NO_CACHE);
  });

  test('caches content-hashed files for a year: js chunks of a remote and of the shell, svg assets', async () => {
    const chunk = releaseFiles('admin', /^[^/]+\.[0-9a-f]{8}\.js$/)[0];
    expectTruthy(chunk, 'the admin release has a hashed chunk');
    const js = await fetchChecked(`/remotes/admin/${chunk}`);
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);

    const page = (await get(`${stack.baseUrl}/`)).body.toString();
    const shellScript = page.match(/src="\/?([^"]+\.[0-9a-f]{8}\.js)"/)?.[1];
    expectTruthy(shellScript, 'index.html loads a hashed script');
    const shellJs = await fetchChecked(`/${shellScript}`);
    expect(shellJs.status).toBe(200);
    expect(shellJs.headers['cache-control']).toBe(IMMUTABLE);

    const svg = releaseFiles('catalogue', /\.[0-9a-f]{8}\.svg$/)[0];
    expectTruthy(svg, 'the catalogue release has a hashed svg');
    const image = await fetchChecked(`/remotes/catalogue/${svg.split(path.sep).join('/')}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(image.status).toBe(200);
    expect(String(image.headers['content-type'])).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('gzips javascript, and the bytes are the release file', async () => {
    const chunk = releaseFiles('admin', /^remoteEntry\.js$/)[0]!;
    const reply = await fetchChecked(`/remotes/admin/${chunk}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(String(reply.headers.vary)).toMatch(/Accept-Encoding/i);
    const onDisk = readFileSync(path.join(stack.state().remotesRoot, 'admin/current', chunk));
    expect(gunzipSync(reply.body).equals(onDisk)).toBeTruthy();
    expect(
      reply.body.length < onDisk.length / 2,
      `gzip ${reply.body.length} of ${onDisk.length} bytes`,
    ).toBeTruthy();
  });

  test("sends the build's brotli file for javascript when asked, and the file itself when not", async () => {
    const chunk = releaseFiles('admin', /^remoteEntry\.js$/)[0]!;
    const release = path.join(stack.state().remotesRoot, 'admin/current', chunk);
    const onDisk = readFileSync(release);
    const brotli = await fetchChecked(`/remotes/admin/${chunk}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers['content-type'])).toMatch(/^application\/javascript/);
    expect(String(brotli.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(brotli.headers['cache-control']).toBe(NO_CACHE);
    // The build's own file, sent as it is (not compressed again on the fly).
    expect(brotli.body.equals(readFileSync(`${release}.br`))).toBeTruthy();
    expect(brotliDecompressSync(brotli.body).equals(onDisk)).toBeTruthy();

    const identity = await fetchChecked(`/remotes/admin/${chunk}`);
    expect(identity.headers['content-encoding']).toBe(undefined);
    expect(identity.body.equals(onDisk)).toBeTruthy();

    const shellScript = (await get(`${stack.baseUrl}/`)).body
      .toString()
      .match(/src="\/?([^"]+\.[0-9a-f]{8}\.js)"/)?.[1];
    expectTruthy(shellScript, 'index.html loads a hashed script');
    const shellJs = await fetchChecked(`/${shellScript}`, { headers: { 'accept-encoding': 'br' } });
    expect(shellJs.headers['content-encoding']).toBe('br');
    expect(shellJs.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('revalidates a no-cache file with 304, keeping its headers', async () => {
    const first = await get(`${stack.baseUrl}/remotes/admin/remoteEntry.js`);
    const again = await fetchChecked('/remotes/admin/remoteEntry.js', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(NO_CACHE);
  });

  test('answers a missing file under /remotes/ with a plain-text 404 that is never cached', async () => {
    for (const pathname of [
      '/remotes/admin/missing-chunk.0123abcd.js',
      '/remotes/admin/',
      '/remotes/nope/remoteEntry.js',
    ]) {
      const reply = await fetchChecked(pathname);
      expect(reply.status, pathname).toBe(404);
      expect(String(reply.headers['content-type']), pathname).toMatch(/^text\/plain/);
      expect(reply.body.toString(), pathname).not.toMatch(/<html|<!doctype/i);
      expect(reply.headers['cache-control'], pathname).toBe('no-store');
    }
  });

  test('proxies the api with its own headers, the security set sent once', async () => {
    const health = await fetchChecked('/api/v1/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString()).database).toStrictEqual({
      status: 'up',
      dialect: 'postgres',
    });
    expect(countOf(health, 'cache-control') <= 1).toBe(true);
    const unknown = await fetchChecked('/api/v1/no-such-route');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).success).toBe(false);
  });

  test('lets the api see the client address, not nginx nor a forged header', async () => {
    const probe = `client-address-${Date.now()}`;
    const reply = await get(`${stack.baseUrl}/api/v1/health?probe=${probe}`, {
      localAddress: '127.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(reply.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the log line is written async
    const logs = stack
      .state()
      .api.map((api) => readFileSync(api.log, 'utf8'))
      .join('\n');
    const line = logs.split('\n').find((l) => l.includes(probe));
    expectTruthy(line, 'the api logged the request');
    expect(JSON.parse(line).req.remoteAddress).toBe('127.0.0.5');
  });

  test('answers an oversized upload with the api envelope (413), before reading it', async () => {
    const reply = await fetchChecked('/api/v1/properties', {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(61 * 1024 * 1024),
      },
    });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body.toString())).toStrictEqual({
      success: false,
      msg: 'Request too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  test('sends a page load of a path URL to its hash route, query kept; other requests get the 404', async () => {
    const page = await fetchChecked('/homecare?city=Pune&page=2', {
      headers: { accept: PAGE_LOAD },
    });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/#/homecare?city=Pune&page=2');
    const script = await fetchChecked('/homecare', { headers: { accept: '*/*' } });
    expect(script.status).toBe(404);
    expect(script.headers.location).toBe(undefined);
    // Never under the api, the uploads or a remote.
    for (const pathname of ['/api/v1/nope', '/uploads/nope.png', '/remotes/admin/nope.js']) {
      const reply = await fetchChecked(pathname, { headers: { accept: PAGE_LOAD } });
      expect(reply.status, pathname).toBe(404);
      expect(reply.headers.location, pathname).toBe(undefined);
    }
  });

  test('publishes no source map and refuses any that slips into a release', async () => {
    for (const remote of ['catalogue', 'realestate', 'account', 'admin']) {
      expect(releaseFiles(remote, /\.map$/), `${remote} release`).toStrictEqual([]);
      const chunk = releaseFiles(remote, /\.[0-9a-f]{8}\.js$/)[0]!;
      const js = await fetchChecked(`/remotes/${remote}/${chunk}`);
      expect(js.body.toString()).not.toMatch(/sourceMappingURL/);
    }
    const chunk = releaseFiles('admin', /^[^/]+\.[0-9a-f]{8}\.js$/)[0]!;
    const slipped = path.join(stack.state().remotesRoot, 'admin/current', `${chunk}.map`);
    writeFileSync(slipped, '{"sources":["secret.ts"]}');
    try {
      const reply = await fetchChecked(`/remotes/admin/${chunk}.map`);
      expect(reply.status).toBe(404);
      expect(reply.body.toString()).not.toMatch(/secret/);
    } finally {
      rmSync(slipped);
    }
  });

  test('marks answers with a token no-store', async () => {
    const login = await fetch(`${stack.baseUrl}/api/v1/simple-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { token } = (await login.json()) as { token: string };
    for (const pathname of ['/api/v1/cart', '/api/v1/profile']) {
      const reply = await fetchChecked(pathname, { headers: { authorization: `Bearer ${token}` } });
      expect(reply.status, pathname).toBe(200);
      expect(reply.headers['cache-control'], pathname).toBe('no-store');
      expect(countOf(reply, 'cache-control'), pathname).toBe(1);
    }
  });

  test('answers a request nginx cannot parse with the envelope and the security headers', async () => {
    const broken = await rawExchange(
      stack.baseUrl,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nthis is not a header\r\nConnection: close\r\n\r\n',
    );
    const [head = '', body = ''] = broken.text.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/^Content-Type: application\/json/im);
    expect(head).toMatch(/^X-Content-Type-Options: nosniff/im);
    expect(head).toMatch(/^Content-Security-Policy: default-src 'self'/im);
    expect(JSON.parse(body)).toStrictEqual({
      success: false,
      msg: 'Malformed request',
      code: 'BAD_REQUEST',
    });
    // A URL the api cannot decode reaches the api, which answers the same envelope.
    const badUrl = await fetchChecked('/api/v1/%c0');
    expect(badUrl.status).toBe(400);
    expect(JSON.parse(badUrl.body.toString())).toStrictEqual({
      success: false,
      msg: 'Malformed request',
      code: 'BAD_REQUEST',
    });
  });

  test('cuts off a body that stalls after 4 of 100 promised bytes within 30 s', async () => {
    const stalled = await rawExchange(
      stack.baseUrl,
      'POST /api/v1/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"a"',
    );
    // nginx's client_body_timeout is 20 s: the pause, not the whole upload.
    expect(stalled.elapsedMs >= 15_000, `closed after ${stalled.elapsedMs} ms`).toBeTruthy();
    expect(stalled.elapsedMs < 30_000, `closed after ${stalled.elapsedMs} ms`).toBeTruthy();
  });
});
