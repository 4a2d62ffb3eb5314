import { rmSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { App } from '../src/app';
import { buildTestApp, makeTempDir } from './helpers';
import { expectFailure } from './support/envelope';
import { IMMUTABLE, INDEX_HTML, NO_CACHE, inlineDataOf, write } from './support/web-files';

/** What the realestate remote's fake build says it is made of (a Module Federation manifest). */
const REALESTATE_MANIFEST = {
  name: 'realestate',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'Routes',
      assets: {
        js: {
          sync: ['__federation_expose_Routes.a65d9c9b.js', '../../etc/passwd'],
          async: ['693.1f.js'],
        },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['121.b2d401f6.js'] } } },
    // The manifest lists the remote's own copy with the fallback copy's chunk (297).
    { name: 'swr', assets: { js: { sync: ['150.e3e87785.js', '297.44c439c3.js'] } } },
    { name: 'jotai', assets: { js: { sync: ['359.0919e5a1.js'] } } },
  ],
};

/** What the remotes' fake builds say their lazy pages need (mf-pages.json). */
const PAGE_FILES: Record<string, unknown> = {
  realestate: {
    '/property-details/:id': {
      files: ['page-property-details-id.0c1d2e3f.js', '__federation_expose_Routes.a65d9c9b.js'],
      libraries: ['react', 'swr', 'jotai'],
      languages: { hi: ['hi-detail.5e6f7a8b.js'] },
    },
    '/wishlist': {
      files: ['../../etc/passwd'],
      libraries: ['react'],
      languages: { hi: ['../hi.js'], '../x': ['hi-cards.1a2b3c4d.js'] },
    },
  },
};

/** A fake build: the shell, catalogue and realestate remotes; account and admin not built. */
function fakeWebRoot(): string {
  const root = makeTempDir('marketplace-web-');
  write(root, 'shell/dist/index.html', INDEX_HTML);
  write(root, 'shell/dist/mf-manifest.json', JSON.stringify({ shared: [{ name: 'react' }] }));
  write(root, 'shell/dist/static/js/main.3f2a1b9c.js', 'console.log("shell")');
  write(root, 'shell/dist/static/css/main.77aa01bc.css', 'body{margin:0}');
  write(root, 'shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const name of ['catalogue', 'realestate']) {
    write(root, `mfe-${name}/dist/remoteEntry.js`, `/* ${name} entry */`);
    const manifest = name === 'realestate' ? REALESTATE_MANIFEST : { name };
    write(root, `mfe-${name}/dist/mf-manifest.json`, JSON.stringify(manifest));
    // What ./Routes needs at once (build-tools/start-libraries.ts): react comes from the shell.
    write(root, `mfe-${name}/dist/mf-start.json`, JSON.stringify({ Routes: ['react', 'swr'] }));
    // The scripts of its own copies (build-tools/start-libraries.ts): swr's, without the fallback
    // chunk; jotai is not recorded, as in a build from before that file: the manifest's list.
    write(root, `mfe-${name}/dist/mf-provided.json`, JSON.stringify({ swr: ['150.e3e87785.js'] }));
    write(root, `mfe-${name}/dist/mf-stats.json`, JSON.stringify({ name }));
    // What each lazy page needs (build-tools/page-files.ts).
    write(root, `mfe-${name}/dist/mf-pages.json`, JSON.stringify(PAGE_FILES[name] ?? {}));
    write(root, `mfe-${name}/dist/static/js/src_Routes.9d8e7f01.js`, `/* ${name} routes */`);
  }
  return root;
}

function logCollector(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines };
}

describe('web serving (SERVE_WEB=true)', () => {
  let webRoot: string;
  let app: App;
  const logs = logCollector();

  beforeAll(async () => {
    webRoot = fakeWebRoot();
    app = await buildTestApp({
      env: { SERVE_WEB: 'true', WEB_ROOT: webRoot, LOG_LEVEL: 'warn' },
      logStream: logs.stream,
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the shell index at / without caching it, the start-up data written in', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const remotes = (await app.inject({ method: 'GET', url: '/remotes.json' })).json<unknown>();
    const siteConfig = (
      await app.inject({ method: 'GET', url: '/site-config.json' })
    ).json<unknown>();
    expect(inlineDataOf(response.body)).toEqual({
      remotes,
      siteConfig,
      // What each built remote's pages start with, for the shell to preload at once: the entry,
      // ./Routes and the libraries it needs at once that the shell lacks (swr, not react, not
      // jotai: ./Routes does not need it yet), their own copies only (not swr's fallback chunk);
      // not the lazy chunks; never a path out of dist.
      remoteFiles: {
        catalogue: ['/remotes/catalogue/remoteEntry.js'],
        realestate: [
          '/remotes/realestate/remoteEntry.js',
          '/remotes/realestate/__federation_expose_Routes.a65d9c9b.js',
          '/remotes/realestate/150.e3e87785.js',
        ],
      },
      // Each lazy page's files beyond those: its chunks and the libraries it needs that neither
      // the shell nor the start files bring (jotai); a page with nothing more is left out.
      pageFiles: {
        '/property-details/:id': [
          '/remotes/realestate/page-property-details-id.0c1d2e3f.js',
          '/remotes/realestate/359.0919e5a1.js',
        ],
      },
      // Each lazy page's texts in a language but English, for a page in that language; never a
      // path out of dist, nor a language that is not a code.
      pageLanguageFiles: {
        '/property-details/:id': { hi: ['/remotes/realestate/hi-detail.5e6f7a8b.js'] },
      },
      // Builds served from their dist folders: no deployed release.
      releases: {
        shell: 'local',
        catalogue: 'local',
        realestate: 'local',
        account: 'local',
        admin: 'local',
      },
      canaries: [],
      vitalsSampleRate: 0.5,
    });
    // The preload of /site-config.json would fetch what the page already holds.
    expect(response.body).not.toContain('href="/site-config.json"');
    expect(response.body).toContain('<div id="root"></div>');
    expect((await app.inject({ method: 'GET', url: '/index.html' })).body).toBe(response.body);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    ['/index.html', NO_CACHE],
    ['/static/js/main.3f2a1b9c.js', IMMUTABLE],
    ['/static/css/main.77aa01bc.css', IMMUTABLE],
    ['/favicon.svg', NO_CACHE],
    ['/remotes/catalogue/remoteEntry.js', NO_CACHE],
    ['/remotes/catalogue/mf-manifest.json', NO_CACHE],
    ['/remotes/catalogue/mf-stats.json', NO_CACHE],
    ['/remotes/catalogue/static/js/src_Routes.9d8e7f01.js', IMMUTABLE],
    ['/remotes/realestate/remoteEntry.js', NO_CACHE],
    ['/remotes/realestate/static/js/src_Routes.9d8e7f01.js', IMMUTABLE],
  ])('serves %s with Cache-Control %p', async (url, cacheControl) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves each remote from its own dist', async () => {
    const catalogue = await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' });
    expect(catalogue.body).toBe('/* catalogue entry */');
    expect(catalogue.headers['content-type']).toMatch(/javascript/);
    const realestate = await app.inject({
      method: 'GET',
      url: '/remotes/realestate/mf-manifest.json',
    });
    expect(realestate.json()).toEqual(REALESTATE_MANIFEST);
  });

  it.each([
    '/remotes/catalogue/static/js/missing.4242.js',
    '/remotes/unknown/remoteEntry.js',
    '/static/js/gone.js',
    '/real-estate',
  ])('answers %s with a plain 404, never index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).not.toContain('<html');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('never serves a file outside the dist folder', async () => {
    write(webRoot, 'secret.txt', 'top secret');
    for (const url of [
      '/remotes/catalogue/..%2f..%2fsecret.txt',
      '/remotes/catalogue/%2e%2e/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('top secret');
    }
  });

  it('answers 404 for a remote that is not built, and keeps the rest working', async () => {
    const missing = await app.inject({ method: 'GET', url: '/remotes/admin/remoteEntry.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not Found');
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });

  it('logs one warning per missing dist folder', () => {
    const warnings = logs.lines().filter((line) => line.level === 40);
    const messages = warnings.map((line) => String(line.msg));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('remote account is not built');
    expect(messages[1]).toContain('remote admin is not built');
    expect(messages[1]).toContain(path.join(webRoot, 'mfe-admin', 'dist'));
  });

  it('still answers unknown api routes with the JSON envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nope' });
    expectFailure(response, 404, 'Route not found', 'NOT_FOUND');
  });

  it('generates /remotes.json with the default manifest paths, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      catalogue: '/remotes/catalogue/mf-manifest.json',
      realestate: '/remotes/realestate/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });
});

describe('web serving with overrides', () => {
  it('takes a /remotes.json entry from its environment variable', async () => {
    const app = await buildTestApp({
      env: {
        SERVE_WEB: 'true',
        WEB_ROOT: makeTempDir('marketplace-web-empty-'),
        REMOTE_REALESTATE_URL: 'https://static.example.in/realestate/v7/mf-manifest.json',
      },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json()).toEqual({
        catalogue: '/remotes/catalogue/mf-manifest.json',
        realestate: 'https://static.example.in/realestate/v7/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      });
      // Nothing is built in this web root: the shell answers 404 instead of crashing.
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('serves remotes from <REMOTES_DIR>/<name>/current/ and follows a swapped release', async () => {
    const remotesDir = makeTempDir('marketplace-remotes-');
    write(remotesDir, 'catalogue/releases/1/remoteEntry.js', '/* release 1 */');
    write(remotesDir, 'catalogue/releases/2/remoteEntry.js', '/* release 2 */');
    const current = path.join(remotesDir, 'catalogue', 'current');
    symlinkSync(path.join(remotesDir, 'catalogue/releases/1'), current);
    const app = await buildTestApp({
      env: { SERVE_WEB: 'true', WEB_ROOT: fakeWebRoot(), REMOTES_DIR: remotesDir },
    });
    try {
      const first = await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' });
      expect(first.body).toBe('/* release 1 */');
      expect(first.headers['cache-control']).toBe(NO_CACHE);

      unlinkSync(current);
      symlinkSync(path.join(remotesDir, 'catalogue/releases/2'), current);
      const second = await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' });
      expect(second.body).toBe('/* release 2 */');

      // The WEB_ROOT copy of a remote is not used once REMOTES_DIR is set.
      const realestate = await app.inject({
        method: 'GET',
        url: '/remotes/realestate/remoteEntry.js',
      });
      expect(realestate.statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(remotesDir, { recursive: true, force: true });
    }
  });

  it('serves no web files when SERVE_WEB=false (nginx does)', async () => {
    const app = await buildTestApp({ env: { SERVE_WEB: 'false', WEB_ROOT: fakeWebRoot() } });
    try {
      expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: '/remotes/catalogue/remoteEntry.js' })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
