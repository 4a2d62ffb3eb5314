import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { buildTestApp, makeTempDir } from './helpers';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';

describe('/uploads', () => {
  let app: App;
  const picture = Buffer.from('RIFF....WEBPVP8 fake picture bytes');

  beforeAll(async () => {
    app = await buildTestApp();
    const dir = app.config.uploadDir;
    mkdirSync(path.join(dir, 'properties'), { recursive: true });
    writeFileSync(path.join(dir, 'properties', 'Abc123_-x-1280.webp'), picture);
    writeFileSync(path.join(dir, 'properties', 'notes.txt'), 'private');
    writeFileSync(path.join(dir, '.secret.jpg'), 'hidden');
    // A file next to the upload folder (the test database lives there too).
    writeFileSync(path.join(dir, '..', 'outside.jpg'), 'outside');
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves a stored picture with year-long caching and nosniff', async () => {
    const response = await get('/uploads/properties/Abc123_-x-1280.webp');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(picture)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the length, and a known ETag with 304', async () => {
    const url = '/uploads/properties/Abc123_-x-1280.webp';
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(picture.length));
    expect(head.rawPayload.length).toBe(0);
    const etag = String(head.headers.etag);
    const revalidated = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );
  });

  it.each([
    '/uploads/',
    '/uploads/properties',
    '/uploads/properties/',
    '/uploads/properties/missing-1280.webp',
    '/uploads/properties/notes.txt',
    '/uploads/.secret.jpg',
    '/uploads/../outside.jpg',
    '/uploads/%2e%2e/outside.jpg',
    '/uploads/properties/%2e%2e%2f%2e%2e%2foutside.jpg',
    '/uploads/..%2foutside.jpg',
    '/uploads/properties/..%5c..%5coutside.jpg',
    '/uploads/%2e%2e/test.sqlite',
  ])('refuses %s (no listing, no other files, nothing outside the folder)', async (url) => {
    const response = await get(url);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('outside');
    expect(response.body).not.toContain('private');
    expect(response.body).not.toContain('hidden');
  });
});

describe.each(testEngines())('uploads on $dialect', (engine) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers a missing file in the envelope, as JSON, with the security headers', async () => {
    app = await buildTestApp({ env: await engine.env() });
    for (const url of ['/uploads/properties/missing-1280.webp', '/uploads/brochures/gone.pdf']) {
      const response = await app.inject({ url });
      expectFailure(response, 404, 'File not found', 'NOT_FOUND');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
    }
  });

  it('removes at start the staging that killed uploads left, and only what no live upload uses', async () => {
    const uploadDir = path.join(makeTempDir(), 'uploads');
    const staging = path.join(uploadDir, '.staging');
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const stage = (name: string, changedHoursAgo: number[]) => {
      const dir = path.join(staging, name);
      mkdirSync(dir, { recursive: true });
      changedHoursAgo.forEach((hours, i) => {
        const file = path.join(dir, `part-${i}.webp`);
        writeFileSync(file, 'half a picture');
        utimesSync(file, hoursAgo(hours), hoursAgo(hours));
      });
      utimesSync(
        dir,
        hoursAgo(Math.max(...changedHoursAgo)),
        hoursAgo(Math.max(...changedHoursAgo)),
      );
      return dir;
    };
    // A process killed mid-upload two hours ago, and one killed yesterday.
    const killed = stage('req-killed', [2, 2]);
    const yesterday = stage('req-yesterday', [26]);
    // Another instance's upload, started long ago but still receiving bytes.
    const slowButLive = stage('req-slow', [3, 0]);
    const justStarted = stage('req-new', [0]);
    try {
      app = await buildTestApp({ env: { ...(await engine.env()), UPLOAD_DIR: uploadDir } });
      await app.ready();
      expect(existsSync(killed)).toBe(false);
      expect(existsSync(yesterday)).toBe(false);
      expect(existsSync(slowButLive)).toBe(true);
      expect(existsSync(justStarted)).toBe(true);
    } finally {
      rmSync(path.dirname(uploadDir), { recursive: true, force: true });
    }
  });
});
