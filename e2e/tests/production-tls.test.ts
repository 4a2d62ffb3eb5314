// The repository's nginx.conf rendered with TLS on, with a certificate authority and
// a server certificate made by openssl for this run: plain HTTP only redirects to HTTPS, HTTPS
// answers with HSTS and the security headers, and only TLS 1.2 and 1.3 are spoken. No api and no
// database: the upstream is a closed port, which this test never reaches.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect, type SecureVersion } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { freePort, productionSkipReason, REPO_ROOT, runNode } from '../support/nginx-stack';

const hasOpenssl = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
const skip =
  productionSkipReason({ browser: false, postgres: false }) ??
  (hasOpenssl
    ? false
    : '*** SKIPPED: nginx TLS test (openssl missing; apt-get install openssl) ***');

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function openssl(args: string[], cwd: string): void {
  const result = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  expect(result.status, `openssl ${args.join(' ')}:\n${result.stderr}`).toBe(0);
}

/** A throw-away CA and a certificate for 127.0.0.1 and localhost signed by it. */
function makeCertificates(dir: string): { ca: string; cert: string; key: string } {
  openssl(
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Test CA'].concat([
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
    ]),
    dir,
  );
  openssl(
    ['req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost'].concat([
      '-keyout',
      'server.key',
      '-out',
      'server.csr',
    ]),
    dir,
  );
  writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(
    ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key'].concat([
      '-CAcreateserial',
      '-days',
      '1',
      '-extfile',
      'san.ext',
      '-out',
      'server.pem',
    ]),
    dir,
  );
  return {
    ca: path.join(dir, 'ca.pem'),
    cert: path.join(dir, 'server.pem'),
    key: path.join(dir, 'server.key'),
  };
}

function collect(res: import('node:http').IncomingMessage, resolve: (reply: Reply) => void): void {
  let body = '';
  res.on('data', (chunk: Buffer) => (body += chunk.toString()));
  res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
}

test.describe('nginx with TLS', { tag: ['@shell'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 60_000 });
  let root: string;
  let nginx: ChildProcess | undefined;
  let httpPort: number;
  let httpsPort: number;
  let ca: Buffer;

  function get(pathname: string, headers: Record<string, string> = {}): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port: httpsPort, path: pathname, headers, ca, agent: false },
        (res) => collect(res, resolve),
      );
      req.on('error', reject);
      req.end();
    });
  }

  function plainGet(pathname: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: httpPort, path: pathname, agent: false },
        (res) => collect(res, resolve),
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** The protocol negotiated when the client offers only `version`, or the handshake's error. */
  function handshake(version: SecureVersion): Promise<string> {
    return new Promise((resolve) => {
      const socket = tlsConnect({
        host: '127.0.0.1',
        port: httpsPort,
        ca,
        servername: 'localhost',
        minVersion: version,
        maxVersion: version,
        // Let the client offer old protocols at all, so that refusing them is nginx's doing.
        ciphers: 'DEFAULT@SECLEVEL=0',
      });
      socket.on('secureConnect', () => {
        resolve(socket.getProtocol() ?? 'unknown');
        socket.end();
      });
      socket.on('error', (error) => resolve(`refused: ${error.message}`));
    });
  }

  test.beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'marketplace-tls-'));
    chmodSync(root, 0o755); // nginx's workers may run as another user
    const certs = makeCertificates(root);
    ca = readFileSync(certs.ca);
    const web = path.join(root, 'web');
    mkdirSync(web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Marketplace</title>');
    writeFileSync(path.join(web, 'main.0123abcd.js.map'), '{"sources":["secret.ts"]}');
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    const runtime = path.join(root, 'runtime');
    const conf = path.join(runtime, 'nginx.conf');
    const rendered = await runNode(
      path.join(REPO_ROOT, 'deploy/render-nginx.mjs'),
      ['--out', conf, '--check'],
      {
        ...process.env,
        NGINX_TLS: 'on',
        NGINX_LISTEN: `127.0.0.1:${httpPort}`,
        NGINX_TLS_LISTEN: `127.0.0.1:${httpsPort}`,
        TLS_CERTIFICATE: certs.cert,
        TLS_CERTIFICATE_KEY: certs.key,
        RUNTIME_DIR: runtime,
        WEB_ROOT: web,
        REMOTES_ROOT: web,
        API_UPSTREAMS: `127.0.0.1:${await freePort()}`,
      },
    );
    expect(rendered.code, rendered.output).toBe(0);
    nginx = spawn('nginx', ['-p', runtime, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await get('/');
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  test.afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('redirects plain HTTP to the same URL over HTTPS', async () => {
    for (const pathname of ['/', '/homecare?city=Pune', '/api/v1/health']) {
      const reply = await plainGet(pathname);
      expect(reply.status, pathname).toBe(301);
      expect(reply.headers.location).toBe(`https://127.0.0.1:${httpsPort}${pathname}`);
      // The visitor cookie comes with the page over HTTPS, never over plain HTTP.
      expect(reply.headers['set-cookie'], pathname).toBeUndefined();
    }
  });

  test('serves the site over HTTPS with HSTS and the security headers', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<title>Marketplace<\/title>/);
    expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(String(page.headers['content-security-policy'])).toMatch(/default-src 'self'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The canary releases' visitor cookie, for HTTPS only (docs/decisions/canary-routing.md).
    expect(String(page.headers['set-cookie'])).toMatch(
      /^mkt_visitor=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/,
    );
    // Errors too ("always").
    const missing = await get('/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  test('sends a page load of a path URL to its hash route over HTTPS, keeping the query', async () => {
    const reply = await get('/homecare?city=Pune', { accept: 'text/html,*/*;q=0.8' });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/#/homecare?city=Pune');
  });

  test('never serves a source map', async () => {
    const reply = await get('/main.0123abcd.js.map');
    expect(reply.status).toBe(404);
    expect(reply.body).not.toMatch(/secret\.ts/);
  });

  test('speaks TLS 1.2 and 1.3 only', async () => {
    expect(await handshake('TLSv1.3')).toBe('TLSv1.3');
    expect(await handshake('TLSv1.2')).toBe('TLSv1.2');
    expect(await handshake('TLSv1.1')).toMatch(/^refused/);
    expect(await handshake('TLSv1')).toMatch(/^refused/);
  });
});
