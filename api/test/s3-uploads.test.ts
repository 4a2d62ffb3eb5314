// Pictures in an S3-compatible bucket: two api instances with separate disks on one database and
// one bucket, against a real S3 server (s3rver) started by the test. Uploads, serving, edits and
// deletes, the demo seed, and a bucket that is down or refuses.
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { renderPicturePool } from '../src/seed/pictures/render';
import { seedProperties } from '../src/seed';
import { buildTestApp, makeTempDir } from './helpers';
import { FAST_HASH, testEngines } from './support/accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  sender,
  type Tokens,
} from './support/admin';
import { expectFailure } from './support/envelope';
import { LISTING_FIELDS } from './support/listers';
import { useMailbox } from './support/mailbox';
import { useS3 } from './support/s3';

jest.setTimeout(60_000);

const STORAGE_FAILED = {
  success: false,
  msg: 'The pictures could not be stored on the server. Nothing was saved; please try again later.',
  code: 'STORAGE_FAILED',
};

describe.each(testEngines())('pictures in an S3 bucket on $dialect', (engine) => {
  const mailbox = useMailbox();
  const s3 = useS3();
  const prefix = 'site/uploads';
  let dir: string;
  let env: Record<string, string>;
  let a: App;
  let b: App;
  let tokens: Tokens;

  /** An api instance on the shared database and bucket, with a disk of its own. */
  const instance = (name: string, overrides: Record<string, string> = {}) =>
    buildTestApp({ env: { ...env, UPLOAD_DIR: path.join(dir, name), ...overrides } });

  beforeAll(async () => {
    dir = makeTempDir();
    const database =
      engine.dialect === 'sqlite'
        ? { DATABASE_URL: path.join(dir, 'shared.sqlite') }
        : await engine.env();
    env = { ...database, ...FAST_HASH, SMTP_URL: mailbox.url, ...ADMIN_ENV, ...s3.env(prefix) };
    a = await instance('disk-a');
    b = await instance('disk-b');
    tokens = await adminManagerUser(a, mailbox);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const propertyCount = async () => {
    const row = await a.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const variants = (url: string) =>
    [480, 800, 1280].map((width) => url.replace(/-1280\.webp$/, `-${width}.webp`));
  const keyOf = (url: string) => `${prefix}/${url.replace(/^\/uploads\//, '')}`;
  const storedKeys = () => s3.keys(`${prefix}/properties/`);
  const localFiles = (app: App, folder: string) => {
    const target = path.join(app.config.uploadDir, folder);
    return existsSync(target) ? readdirSync(target) : [];
  };

  async function add(app: App, pictures: number): Promise<LightMyRequestResponse> {
    const parts = await Promise.all(
      Array.from({ length: pictures }, async (_, i) => ({
        filename: `room-${i}.png`,
        content: await picture('png', 500 + i, 400),
      })),
    );
    return sender(app)('POST', '/addProperty', tokens.manager, multipartBody(VALID_FIELDS, parts));
  }
  const added = (response: LightMyRequestResponse) =>
    response.json<{ data: { id: number; images: string[] } }>().data;

  it('stores an upload in the bucket, not on the disk, and another instance serves it', async () => {
    const response = await add(a, 2);
    expect(response.statusCode).toBe(201);
    const { images } = added(response);
    const urls = images.flatMap(variants);
    expect(await storedKeys()).toEqual(expect.arrayContaining(urls.map(keyOf)));
    expect(localFiles(a, 'properties')).toEqual([]);
    expect(localFiles(a, '.staging')).toEqual([]);

    for (const url of urls) {
      const served = await b.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-length': String(served.rawPayload.length),
        ...SECURITY_HEADERS,
      });
      expect(served.rawPayload.equals(await s3.object(keyOf(url)))).toBe(true);
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(localFiles(b, 'properties')).toEqual([]);

    const first = images[0] as string;
    const { etag, 'content-length': length } = (await b.inject({ url: first })).headers;
    expect(etag).toEqual(expect.any(String));
    const head = await b.inject({ method: 'HEAD', url: first });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': length });
    expect(head.rawPayload.length).toBe(0);
    const revalidated = await a.inject({ url: first, headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('stores a lister’s draft pictures in the bucket and deletes them with the listing', async () => {
    const parts = [{ filename: 'hall.png', content: await picture('png', 520, 400) }];
    const body = multipartBody(LISTING_FIELDS, parts);
    const started = await sender(a)('POST', '/my-listings', tokens.user, body);
    expect(started.statusCode).toBe(201);
    const { id, images } = added(started);
    const urls = images.flatMap(variants);
    expect(await storedKeys()).toEqual(expect.arrayContaining(urls.map(keyOf)));
    expect(localFiles(a, 'properties')).toEqual([]);
    for (const url of urls) expect((await b.inject({ url })).statusCode).toBe(200);

    const deleted = await sender(b)('DELETE', `/my-listings/${id}`, tokens.user);
    expect(deleted.statusCode).toBe(200);
    const left = await storedKeys();
    for (const url of urls) expect(left).not.toContain(keyOf(url));
  });

  it('answers a missing or unservable name in the envelope', async () => {
    for (const url of [
      `/uploads/properties/${'0'.repeat(32)}-1280.webp`,
      '/uploads/brochures/gone.pdf',
      '/uploads/properties/notes.txt',
      '/uploads/.staging/x.webp',
    ]) {
      const response = await b.inject({ url });
      expectFailure(response, 404, 'File not found', 'NOT_FOUND');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('replaces and deletes pictures in the bucket, as both instances see', async () => {
    const { id, images } = added(await add(a, 2));
    const [dropped, kept] = images as [string, string];
    const updated = await sender(b)(
      'PUT',
      `/updateProperty/${id}`,
      tokens.manager,
      multipartBody({ ...VALID_FIELDS, keepImages: kept }, [
        { filename: 'new.png', content: await picture('png', 700, 400) },
      ]),
    );
    expect(updated.statusCode).toBe(200);
    const after = added(updated).images;
    expect(after[0]).toBe(kept);
    const keys = await storedKeys();
    for (const url of variants(dropped)) {
      expect(keys).not.toContain(keyOf(url));
      expect((await a.inject({ url })).statusCode).toBe(404);
    }
    for (const url of after.flatMap(variants)) {
      expect(keys).toContain(keyOf(url));
      expect((await a.inject({ url })).statusCode).toBe(200);
    }

    expect((await sender(a)('DELETE', `/deleteProperty/${id}`, tokens.manager)).statusCode).toBe(
      200,
    );
    const left = await storedKeys();
    for (const url of after.flatMap(variants)) {
      expect(left).not.toContain(keyOf(url));
      expect((await b.inject({ url })).statusCode).toBe(404);
    }
  });

  it('answers 503 while the bucket is down, writes nothing, and serves everything once back', async () => {
    const { images } = added(await add(a, 1));
    const stored = images[0] as string;
    const before = await propertyCount();
    const keysBefore = await storedKeys();
    await s3.stop();
    try {
      const refused = await add(a, 2);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(STORAGE_FAILED);
      expect(await propertyCount()).toBe(before);
      expect(localFiles(a, '.staging')).toEqual([]);

      const unreadable = await b.inject({ url: stored });
      expectFailure(
        unreadable,
        503,
        'This file cannot be loaded right now. Please try again shortly.',
        'STORAGE_FAILED',
      );
      expect(unreadable.headers['cache-control']).toBeUndefined();
    } finally {
      await s3.start();
    }
    expect(await storedKeys()).toEqual(keysBefore);
    const served = await b.inject({ url: stored });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await s3.object(keyOf(stored)))).toBe(true);
    expect((await add(a, 1)).statusCode).toBe(201);
  });

  it('answers 503 and writes nothing when the bucket refuses (unknown key, no such bucket)', async () => {
    const keysBefore = await storedKeys();
    const refusals: Record<string, string>[] = [
      { S3_ACCESS_KEY_ID: 'UNKNOWNKEY' },
      { S3_BUCKET: 'no-such-bucket' },
    ];
    for (const overrides of refusals) {
      const refusing = await instance('disk-c', overrides);
      try {
        const before = await propertyCount();
        const response = await add(refusing, 1);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(STORAGE_FAILED);
        expect(await propertyCount()).toBe(before);
        expect(localFiles(refusing, '.staging')).toEqual([]);
        const listed = keysBefore[0]?.replace(`${prefix}/`, '/uploads/') ?? '';
        expect((await refusing.inject({ url: listed })).statusCode).toBe(503);
      } finally {
        await refusing.close();
      }
    }
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it('sweeps the staging that killed uploads left on its own disk', async () => {
    const abandoned = path.join(dir, 'disk-d', '.staging', 'req-killed');
    mkdirSync(abandoned, { recursive: true });
    writeFileSync(path.join(abandoned, 'half.webp'), 'half a picture');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(path.join(abandoned, 'half.webp'), twoHoursAgo, twoHoursAgo);
    utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
    const d = await instance('disk-d');
    try {
      await d.ready();
      expect(existsSync(abandoned)).toBe(false);
    } finally {
      await d.close();
    }
  });

  it('puts the demo pictures and brochures in the bucket', async () => {
    const pictures = await renderPicturePool(a.files, { exteriors: 2, interiors: 2 });
    const result = await seedProperties(a.db, { count: 10, files: a.files, pictures });
    expect(result.brochures).toBeGreaterThan(0);
    expect(localFiles(a, 'properties')).toEqual([]);
    expect(localFiles(a, 'brochures')).toEqual([]);
    const keys = await s3.keys(`${prefix}/`);
    for (const url of [...pictures.exteriors, ...pictures.interiors].flatMap(variants)) {
      expect(keys).toContain(keyOf(url));
    }
    const rows = await a.db
      .selectFrom('properties')
      .select('brochure_link')
      .where('brochure_link', 'is not', null)
      .execute();
    const brochure = rows.find((row) => row.brochure_link?.startsWith('/uploads/brochures/'));
    const served = await b.inject({ url: brochure?.brochure_link ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
