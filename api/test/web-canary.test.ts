// The embedded server's canary routing (plugins/canary-lanes.ts): a visitor cookie set on the
// first visit, its bucket, and the lanes of <REMOTES_DIR>/lanes/ choosing each visitor's release
// of a remote, for its files and for the page's inline data alike.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';
import {
  VISITOR_COOKIE,
  murmurHash2,
  newVisitorId,
  visitorBucket,
} from '../src/lib/visitor-bucket';
import { buildTestApp, makeTempDir } from './helpers';

const STABLE = '20261129T080000.000Z-5tab1e0';
const CANARY = '20261130T080000.000Z-ca4a7y0';
const LANES = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'];

function write(root: string, file: string, content: string): void {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** A visitor id whose bucket passes `wanted` (found by trying random ids, as tests of nginx do). */
function visitorWhere(wanted: (bucket: string) => boolean): string {
  for (;;) {
    const id = newVisitorId();
    if (wanted(visitorBucket(id))) return id;
  }
}

function inlineDataOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="inline-data">(.*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('the visitor bucket', () => {
  it('is nginx split_clients’ bucket: MurmurHash2 as ngx_murmur_hash2, 100 parts of 1 %', () => {
    // What nginx 1.22 answered for `split_clients "$arg_id"` with 100 parts of 1 %: every tail
    // length of MurmurHash2 (0 to 3 bytes past a multiple of 4) and visitor ids.
    const nginx: Record<string, string> = {
      '': '00',
      a: '57',
      ab: '10',
      abc: '07',
      abcd: '15',
      abcde: '37',
      '0123456789abcdef0123456789abcdef': '44',
      ffffffffffffffffffffffffffffffff: '23',
      '5f1e2d3c4b5a69788796a5b4c3d2e1f0': '08',
    };
    for (const [id, bucket] of Object.entries(nginx))
      expect([id, visitorBucket(id)]).toEqual([id, bucket]);
    expect(murmurHash2('')).toBe(0);
  });

  it('spreads random visitors over the 100 buckets evenly enough', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1) {
      const bucket = visitorBucket(newVisitorId());
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    expect(counts.size).toBe(100);
    const inFirstTen = LANES.reduce((sum, lane) => sum + (counts.get(lane) ?? 0), 0);
    // About 10 %: 2,000 of 20,000, within a few standard deviations.
    expect(inFirstTen).toBeGreaterThan(1750);
    expect(inFirstTen).toBeLessThan(2250);
  });
});

describe('canary routing on the embedded server (REMOTES_DIR)', () => {
  let app: App;
  let remotesDir: string;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeTempDir('marketplace-web-');
    write(
      webRoot,
      'shell/dist/index.html',
      '<!doctype html><html><head></head><body></body></html>',
    );
    remotesDir = makeTempDir('marketplace-remotes-');
    for (const [release, label] of [
      [STABLE, 'stable'],
      [CANARY, 'canary'],
    ] as const) {
      write(remotesDir, `realestate/releases/${release}/remoteEntry.js`, `/* ${label} */`);
      write(
        remotesDir,
        `realestate/releases/${release}/mf-manifest.json`,
        JSON.stringify({ name: label }),
      );
    }
    // A hashed chunk only the stable release has: a canary visitor still gets it (from current).
    write(remotesDir, `realestate/releases/${STABLE}/old.0a1b2c3d.js`, '/* old chunk */');
    const remote = path.join(remotesDir, 'realestate');
    symlinkSync(`releases/${STABLE}`, path.join(remote, 'current'));
    mkdirSync(path.join(remote, 'canary'));
    symlinkSync(`../releases/${CANARY}`, path.join(remote, 'canary', 'realestate'));
    mkdirSync(path.join(remotesDir, 'lanes'));
    for (const lane of LANES) {
      symlinkSync('../realestate/canary', path.join(remotesDir, 'lanes', lane));
    }
    app = await buildTestApp({
      env: { SERVE_WEB: 'true', WEB_ROOT: webRoot, REMOTES_DIR: remotesDir },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(remotesDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, visitor?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: visitor ? { cookie: `other=1; ${VISITOR_COOKIE}=${visitor}` } : {},
    });

  it('gives a first visitor a random id in a cookie only the server reads, for a year', async () => {
    const first = await get('/');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(
        `^${VISITOR_COOKIE}=[0-9a-f]{32}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`,
      ),
    );
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');

    const id = /=([0-9a-f]{32});/.exec(cookie)?.[1];
    expect((await get('/', id)).headers['set-cookie']).toBeUndefined();
    // A cookie the server did not make is replaced.
    expect(String((await get('/', 'not-an-id')).headers['set-cookie'])).toMatch(/^mkt_visitor=/);
  });

  it('serves a visitor in the canary’s buckets the canary, in the page and its files alike', async () => {
    const visitor = visitorWhere((bucket) => LANES.includes(bucket));
    for (let reload = 0; reload < 3; reload += 1) {
      const data = inlineDataOf((await get('/', visitor)).body);
      expect(data.releases).toMatchObject({ realestate: CANARY, shell: 'local' });
      expect(data.canaries).toEqual(['realestate']);
      const entry = await get('/remotes/realestate/remoteEntry.js', visitor);
      expect(entry.body).toBe('/* canary */');
      expect(entry.headers.vary).toBe('Accept-Encoding, Cookie');
    }
    expect((await get('/remotes/realestate/old.0a1b2c3d.js', visitor)).body).toBe(
      '/* old chunk */',
    );
  });

  it('serves everyone else the stable release', async () => {
    const visitor = visitorWhere((bucket) => bucket !== '' && !LANES.includes(bucket));
    const data = inlineDataOf((await get('/', visitor)).body);
    expect(data.releases).toMatchObject({ realestate: STABLE });
    expect(data.canaries).toEqual([]);
    expect((await get('/remotes/realestate/remoteEntry.js', visitor)).body).toBe('/* stable */');
    // A file requested before any page (no cookie yet) comes from the stable release.
    expect((await get('/remotes/realestate/remoteEntry.js')).body).toBe('/* stable */');
  });

  it('refuses a path out of the lane', async () => {
    const visitor = visitorWhere((bucket) => LANES.includes(bucket));
    const response = await get(
      '/remotes/realestate/..%2f..%2fcanary/realestate/remoteEntry.js',
      visitor,
    );
    // send refuses a path that climbs out of its root (403), as for any static file.
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('canary */');
  });
});
