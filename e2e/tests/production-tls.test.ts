// The repository's nginx.conf rendered with TLS on (issue 13.11), with a certificate authority and
// a server certificate made by openssl for this run: plain HTTP only redirects to HTTPS, HTTPS
// answers with HSTS and the security headers, and only TLS 1.2 and 1.3 are spoken. No api and no
// database: the upstream is a closed port, which this test never reaches.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect, type SecureVersion } from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
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
  assert.equal(result.status, 0, `openssl ${args.join(' ')}:\n${result.stderr}`);
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

describe('nginx with TLS', { skip, timeout: 60_000 }, () => {
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

  before(async () => {
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
    assert.equal(rendered.code, 0, rendered.output);
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

  after(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('redirects plain HTTP to the same URL over HTTPS', async () => {
    for (const pathname of ['/', '/homecare?city=Pune', '/api/v1/health']) {
      const reply = await plainGet(pathname);
      assert.equal(reply.status, 301, pathname);
      assert.equal(reply.headers.location, `https://127.0.0.1:${httpsPort}${pathname}`);
    }
  });

  it('serves the site over HTTPS with HSTS and the security headers', async () => {
    const page = await get('/');
    assert.equal(page.status, 200);
    assert.match(page.body, /<title>Marketplace<\/title>/);
    assert.equal(page.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
    assert.match(String(page.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    // Errors too ("always").
    const missing = await get('/missing.js');
    assert.equal(missing.status, 404);
    assert.equal(
      missing.headers['strict-transport-security'],
      'max-age=63072000; includeSubDomains',
    );
  });

  it('sends a page load of a path URL to its hash route over HTTPS, keeping the query', async () => {
    const reply = await get('/homecare?city=Pune', { accept: 'text/html,*/*;q=0.8' });
    assert.equal(reply.status, 302);
    assert.equal(reply.headers.location, '/#/homecare?city=Pune');
  });

  it('never serves a source map', async () => {
    const reply = await get('/main.0123abcd.js.map');
    assert.equal(reply.status, 404);
    assert.doesNotMatch(reply.body, /secret\.ts/);
  });

  it('speaks TLS 1.2 and 1.3 only', async () => {
    assert.equal(await handshake('TLSv1.3'), 'TLSv1.3');
    assert.equal(await handshake('TLSv1.2'), 'TLSv1.2');
    assert.match(await handshake('TLSv1.1'), /^refused/);
    assert.match(await handshake('TLSv1'), /^refused/);
  });
});
