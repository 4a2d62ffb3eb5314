// Through nginx with the repository's nginx.conf: the cache and security headers of each kind of
// file, gzip, plain-text 404s under /remotes/, the client's address as the api sees it, the
// api's envelope for an oversized body, path URLs of pages, source maps and no-store on personal
// answers (issue 13).
import assert from 'node:assert/strict';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
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

describe('nginx headers', { skip, timeout: 120_000 }, () => {
  let stack: RunningStack;
  let expectedSecurity: Record<string, string>;
  const dump: string[] = [];

  before(async () => {
    stack = await startStack({ env: { ADMIN_PASSWORD } });
    // The embedded server's own headers, straight from one api instance: nginx must send these.
    const direct = await get(`http://127.0.0.1:${stack.state().api[0]!.port}/api/v1/health`);
    expectedSecurity = Object.fromEntries(
      SECURITY_HEADERS.map((name) => [name, String(direct.headers[name])]),
    );
    assert.match(expectedSecurity['content-security-policy']!, /default-src 'self'/);
  });
  after(async () => {
    if (dump.length > 0) console.log(`\nheaders through nginx:\n${dump.join('\n')}\n`);
    await stack?.stop();
  });

  async function fetchChecked(
    pathname: string,
    options: Parameters<typeof get>[1] = {},
  ): Promise<Reply> {
    const reply = await get(`${stack.baseUrl}${pathname}`, options);
    for (const name of SECURITY_HEADERS) {
      assert.equal(reply.headers[name], expectedSecurity[name], `${name} of ${pathname}`);
      assert.equal(countOf(reply, name), 1, `${name} sent once for ${pathname}`);
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

  it('serves the shell page at / with no-cache, and nowhere else', async () => {
    for (const pathname of ['/', '/index.html']) {
      const reply = await fetchChecked(pathname);
      assert.equal(reply.status, 200);
      assert.match(String(reply.headers['content-type']), /^text\/html/);
      assert.equal(reply.headers['cache-control'], NO_CACHE);
    }
    // Hash routing: a path is never answered with the page.
    for (const pathname of ['/real-estate', '/admin/users', '/no-such-file.js']) {
      const reply = await fetchChecked(pathname);
      assert.equal(reply.status, 404);
      assert.doesNotMatch(reply.body.toString(), /<html|<!doctype/i);
    }
  });

  it('serves remotes.json, remoteEntry.js, mf-manifest.json and mf-stats.json with no-cache', async () => {
    const map = await fetchChecked('/remotes.json');
    assert.equal(map.headers['cache-control'], NO_CACHE);
    assert.match(String(map.headers['content-type']), /^application\/json/);
    assert.deepEqual(JSON.parse(map.body.toString()), {
      catalogue: '/remotes/catalogue/mf-manifest.json',
      realestate: '/remotes/realestate/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    // The contact details the deploy step wrote from the SITE_* settings (defaults here).
    const site = await fetchChecked('/site-config.json');
    assert.equal(site.status, 200);
    assert.equal(site.headers['cache-control'], NO_CACHE);
    assert.match(String(site.headers['content-type']), /^application\/json/);
    assert.equal(JSON.parse(site.body.toString()).phone, '+91 90000 00000');
    for (const remote of ['catalogue', 'realestate', 'account', 'admin']) {
      const entry = await fetchChecked(`/remotes/${remote}/remoteEntry.js`);
      assert.equal(entry.status, 200);
      assert.match(String(entry.headers['content-type']), /^application\/javascript/);
      assert.equal(entry.headers['cache-control'], NO_CACHE);
      const manifest = await fetchChecked(`/remotes/${remote}/mf-manifest.json`);
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers['cache-control'], NO_CACHE);
    }
    const stats = await fetchChecked('/remotes/admin/mf-stats.json');
    assert.equal(stats.headers['cache-control'], NO_CACHE);
  });

  it('caches content-hashed files for a year: js chunks of a remote and of the shell, svg assets', async () => {
    const chunk = releaseFiles('admin', /^[^/]+\.[0-9a-f]{8}\.js$/)[0];
    assert.ok(chunk, 'the admin release has a hashed chunk');
    const js = await fetchChecked(`/remotes/admin/${chunk}`);
    assert.equal(js.status, 200);
    assert.equal(js.headers['cache-control'], IMMUTABLE);

    const page = (await get(`${stack.baseUrl}/`)).body.toString();
    const shellScript = page.match(/src="\/?([^"]+\.[0-9a-f]{8}\.js)"/)?.[1];
    assert.ok(shellScript, 'index.html loads a hashed script');
    const shellJs = await fetchChecked(`/${shellScript}`);
    assert.equal(shellJs.status, 200);
    assert.equal(shellJs.headers['cache-control'], IMMUTABLE);

    const svg = releaseFiles('catalogue', /\.[0-9a-f]{8}\.svg$/)[0];
    assert.ok(svg, 'the catalogue release has a hashed svg');
    const image = await fetchChecked(`/remotes/catalogue/${svg.split(path.sep).join('/')}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(image.status, 200);
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(image.headers['cache-control'], IMMUTABLE);
  });

  it('gzips javascript, and the bytes are the release file', async () => {
    const chunk = releaseFiles('admin', /^remoteEntry\.js$/)[0]!;
    const reply = await fetchChecked(`/remotes/admin/${chunk}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(reply.headers['content-encoding'], 'gzip');
    assert.match(String(reply.headers.vary), /Accept-Encoding/i);
    const onDisk = readFileSync(path.join(stack.state().remotesRoot, 'admin/current', chunk));
    assert.ok(gunzipSync(reply.body).equals(onDisk));
    assert.ok(
      reply.body.length < onDisk.length / 2,
      `gzip ${reply.body.length} of ${onDisk.length} bytes`,
    );
  });

  it("sends the build's brotli file for javascript when asked, and the file itself when not", async () => {
    const chunk = releaseFiles('admin', /^remoteEntry\.js$/)[0]!;
    const release = path.join(stack.state().remotesRoot, 'admin/current', chunk);
    const onDisk = readFileSync(release);
    const brotli = await fetchChecked(`/remotes/admin/${chunk}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers['content-type']), /^application\/javascript/);
    assert.match(String(brotli.headers.vary), /Accept-Encoding/i);
    assert.equal(brotli.headers['cache-control'], NO_CACHE);
    // The build's own file, sent as it is (not compressed again on the fly).
    assert.ok(brotli.body.equals(readFileSync(`${release}.br`)));
    assert.ok(brotliDecompressSync(brotli.body).equals(onDisk));

    const identity = await fetchChecked(`/remotes/admin/${chunk}`);
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.ok(identity.body.equals(onDisk));

    const shellScript = (await get(`${stack.baseUrl}/`)).body
      .toString()
      .match(/src="\/?([^"]+\.[0-9a-f]{8}\.js)"/)?.[1];
    assert.ok(shellScript, 'index.html loads a hashed script');
    const shellJs = await fetchChecked(`/${shellScript}`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(shellJs.headers['content-encoding'], 'br');
    assert.equal(shellJs.headers['cache-control'], IMMUTABLE);
  });

  it('revalidates a no-cache file with 304, keeping its headers', async () => {
    const first = await get(`${stack.baseUrl}/remotes/admin/remoteEntry.js`);
    const again = await fetchChecked('/remotes/admin/remoteEntry.js', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.status, 304);
    assert.equal(again.headers['cache-control'], NO_CACHE);
  });

  it('answers a missing file under /remotes/ with a plain-text 404 that is never cached', async () => {
    for (const pathname of [
      '/remotes/admin/missing-chunk.0123abcd.js',
      '/remotes/admin/',
      '/remotes/nope/remoteEntry.js',
    ]) {
      const reply = await fetchChecked(pathname);
      assert.equal(reply.status, 404, pathname);
      assert.match(String(reply.headers['content-type']), /^text\/plain/, pathname);
      assert.doesNotMatch(reply.body.toString(), /<html|<!doctype/i, pathname);
      assert.equal(reply.headers['cache-control'], 'no-store', pathname);
    }
  });

  it('proxies the api with its own headers, the security set sent once', async () => {
    const health = await fetchChecked('/api/v1/health');
    assert.equal(health.status, 200);
    assert.deepEqual(JSON.parse(health.body.toString()).database, {
      status: 'up',
      dialect: 'postgres',
    });
    assert.equal(countOf(health, 'cache-control') <= 1, true);
    const unknown = await fetchChecked('/api/v1/no-such-route');
    assert.equal(unknown.status, 404);
    assert.equal(JSON.parse(unknown.body.toString()).success, false);
  });

  it('lets the api see the client address, not nginx nor a forged header', async () => {
    const probe = `client-address-${Date.now()}`;
    const reply = await get(`${stack.baseUrl}/api/v1/health?probe=${probe}`, {
      localAddress: '127.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    assert.equal(reply.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the log line is written async
    const logs = stack
      .state()
      .api.map((api) => readFileSync(api.log, 'utf8'))
      .join('\n');
    const line = logs.split('\n').find((l) => l.includes(probe));
    assert.ok(line, 'the api logged the request');
    assert.equal(JSON.parse(line).req.remoteAddress, '127.0.0.5');
  });

  it('answers an oversized upload with the api envelope (413), before reading it', async () => {
    const reply = await fetchChecked('/api/v1/properties', {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(61 * 1024 * 1024),
      },
    });
    assert.equal(reply.status, 413);
    assert.deepEqual(JSON.parse(reply.body.toString()), {
      success: false,
      msg: 'Request too large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('sends a page load of a path URL to its hash route, query kept; other requests get the 404', async () => {
    const page = await fetchChecked('/homecare?city=Pune&page=2', {
      headers: { accept: PAGE_LOAD },
    });
    assert.equal(page.status, 302);
    assert.equal(page.headers.location, '/#/homecare?city=Pune&page=2');
    const script = await fetchChecked('/homecare', { headers: { accept: '*/*' } });
    assert.equal(script.status, 404);
    assert.equal(script.headers.location, undefined);
    // Never under the api, the uploads or a remote.
    for (const pathname of ['/api/v1/nope', '/uploads/nope.png', '/remotes/admin/nope.js']) {
      const reply = await fetchChecked(pathname, { headers: { accept: PAGE_LOAD } });
      assert.equal(reply.status, 404, pathname);
      assert.equal(reply.headers.location, undefined, pathname);
    }
  });

  it('publishes no source map and refuses any that slips into a release', async () => {
    for (const remote of ['catalogue', 'realestate', 'account', 'admin']) {
      assert.deepEqual(releaseFiles(remote, /\.map$/), [], `${remote} release`);
      const chunk = releaseFiles(remote, /\.[0-9a-f]{8}\.js$/)[0]!;
      const js = await fetchChecked(`/remotes/${remote}/${chunk}`);
      assert.doesNotMatch(js.body.toString(), /sourceMappingURL/);
    }
    const chunk = releaseFiles('admin', /^[^/]+\.[0-9a-f]{8}\.js$/)[0]!;
    const slipped = path.join(stack.state().remotesRoot, 'admin/current', `${chunk}.map`);
    writeFileSync(slipped, '{"sources":["secret.ts"]}');
    try {
      const reply = await fetchChecked(`/remotes/admin/${chunk}.map`);
      assert.equal(reply.status, 404);
      assert.doesNotMatch(reply.body.toString(), /secret/);
    } finally {
      rmSync(slipped);
    }
  });

  it('marks answers with a token no-store (issue 13.5)', async () => {
    const login = await fetch(`${stack.baseUrl}/api/v1/simple-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200, await login.clone().text());
    assert.equal(login.headers.get('cache-control'), 'no-store');
    const { token } = (await login.json()) as { token: string };
    for (const pathname of ['/api/v1/cart', '/api/v1/profile']) {
      const reply = await fetchChecked(pathname, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(reply.status, 200, pathname);
      assert.equal(reply.headers['cache-control'], 'no-store', pathname);
      assert.equal(countOf(reply, 'cache-control'), 1, pathname);
    }
  });

  it('answers a request nginx cannot parse with the envelope and the security headers', async () => {
    const broken = await rawExchange(
      stack.baseUrl,
      'GET /api/v1/health HTTP/1.1\r\nHost: x\r\nthis is not a header\r\nConnection: close\r\n\r\n',
    );
    const [head = '', body = ''] = broken.text.split('\r\n\r\n');
    assert.match(head, /^HTTP\/1\.1 400 /);
    assert.match(head, /^Content-Type: application\/json/im);
    assert.match(head, /^X-Content-Type-Options: nosniff/im);
    assert.match(head, /^Content-Security-Policy: default-src 'self'/im);
    assert.deepEqual(JSON.parse(body), {
      success: false,
      msg: 'Malformed request',
      code: 'BAD_REQUEST',
    });
    // A URL the api cannot decode reaches the api, which answers the same envelope.
    const badUrl = await fetchChecked('/api/v1/%c0');
    assert.equal(badUrl.status, 400);
    assert.deepEqual(JSON.parse(badUrl.body.toString()), {
      success: false,
      msg: 'Malformed request',
      code: 'BAD_REQUEST',
    });
  });

  it('cuts off a body that stalls after 4 of 100 promised bytes within 30 s', async () => {
    const stalled = await rawExchange(
      stack.baseUrl,
      'POST /api/v1/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"a"',
    );
    // nginx's client_body_timeout is 20 s: the pause, not the whole upload.
    assert.ok(stalled.elapsedMs >= 15_000, `closed after ${stalled.elapsedMs} ms`);
    assert.ok(stalled.elapsedMs < 30_000, `closed after ${stalled.elapsedMs} ms`);
  });
});
