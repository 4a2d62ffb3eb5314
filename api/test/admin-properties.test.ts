import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../src/app';
import { buildAccountsApp, testEngines } from './support/accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  sender,
  type Sender,
  type Tokens,
} from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();
// Accounts, mail and pictures: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(engines)('property administration on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens;
  let send: Sender;

  beforeAll(async () => {
    app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    tokens = await adminManagerUser(app, mailbox);
    send = sender(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(async () => {
    await app.db.deleteFrom('properties').execute();
    rmSync(path.join(app.config.uploadDir, 'properties'), { recursive: true, force: true });
  });

  const propertiesDir = () => path.join(app.config.uploadDir, 'properties');
  const storedFiles = () => (existsSync(propertiesDir()) ? readdirSync(propertiesDir()) : []);
  const stagingLeft = () => {
    const dir = path.join(app.config.uploadDir, '.staging');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const propertyCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('properties')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const expectNothingWritten = async () => {
    expect(await propertyCount()).toBe(0);
    expect(storedFiles()).toEqual([]);
    expect(stagingLeft()).toEqual([]);
  };

  async function addProperty(files: number, fields = VALID_FIELDS) {
    const parts = await Promise.all(
      Array.from({ length: files }, async (_, i) => ({
        filename: `photo-${i}.png`,
        content: await picture('png', 600 + i, 400),
      })),
    );
    const response = await send(
      'POST',
      '/addProperty',
      tokens.manager,
      multipartBody(fields, parts),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ data: { id: number; images: string[] } }>().data;
  }

  describe('who may write', () => {
    it('refuses writes without a token (401) and from a user (403), before reading the form', async () => {
      const body = multipartBody(VALID_FIELDS, [{ filename: 'a.png', content: await picture() }]);
      expectFailure(
        await send('POST', '/addProperty', undefined, body),
        401,
        'No token found',
        'NO_TOKEN',
      );
      const forbidden = ['You do not have permission to do this', 'FORBIDDEN'] as const;
      expectFailure(await send('POST', '/addProperty', tokens.user, body), 403, ...forbidden);
      expectFailure(await send('PUT', '/updateProperty/1', tokens.user, body), 403, ...forbidden);
      expectFailure(await send('DELETE', '/deleteProperty/1', tokens.user), 403, ...forbidden);
      expectFailure(
        await send('PUT', '/updateProperty/1', undefined, body),
        401,
        'No token found',
        'NO_TOKEN',
      );
      expectFailure(
        await send('DELETE', '/deleteProperty/1', undefined),
        401,
        'No token found',
        'NO_TOKEN',
      );
      await expectNothingWritten();
    });

    it('lets a manager and an admin add, update and delete', async () => {
      for (const token of [tokens.manager, tokens.admin]) {
        const added = await send('POST', '/addProperty', token, multipartBody(VALID_FIELDS));
        expect(added.statusCode).toBe(201);
        expect(added.json()).toMatchObject({ success: true, msg: 'Property added successfully' });
        const { id } = added.json<{ data: { id: number } }>().data;
        const updated = await send(
          'PUT',
          `/updateProperty/${id}`,
          token,
          multipartBody({ ...VALID_FIELDS, name: 'Renamed' }),
        );
        expect(updated.json()).toMatchObject({
          success: true,
          msg: 'Property updated successfully',
        });
        const deleted = await send('DELETE', `/deleteProperty/${id}`, token);
        expect(deleted.json()).toEqual({ success: true, msg: 'Property deleted successfully' });
      }
    });
  });

  describe('adding', () => {
    it('stores every field as the listing serves it, with the price parsed on the server', async () => {
      const { id, images } = await addProperty(2);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: unknown }>().data).toMatchObject({
        id,
        name: 'Sunrise Residency',
        location: 'Vijay Nagar, Jabalpur',
        builder: 'Shree Builders',
        price: '₹85 L',
        price_value: 8_500_000,
        price_range: 'mid',
        bedrooms: '2 BHK',
        area: 1200,
        nearby: ['School', 'Hospital', 'Metro'],
        amenities: ['Parking', 'Lift', 'Rooftop garden'],
        contact_agent: '+91 98765 43210',
        schedule_visit_enabled: false,
        brochure_link: 'https://example.in/brochure.pdf',
        image: images[0],
        images,
      });
      // Found by the listing's filters (bedrooms count and canonical amenity names).
      const listed = await app.inject({
        url: '/api/v1/getAllProperties?bedrooms=2&amenities=Parking,Lift&q=sunrise',
      });
      expect(listed.json<{ total: number }>().total).toBe(1);
    });

    it.each([
      ['85 Lakh', 8_500_000],
      ['1.2 Cr', 12_000_000],
      ['8500000', 8_500_000],
      ['₹45,000', 45_000],
    ])('parses the price %s', async (price, value) => {
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, price }),
      );
      const { id } = response.json<{ data: { id: number } }>().data;
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { price_value: number; price: string } }>().data).toMatchObject({
        price,
        price_value: value,
      });
    });

    it('re-encodes pictures as WebP at 480, 800 and 1280 under random names, without metadata', async () => {
      const withGps = await sharp(await picture('jpeg', 1600, 1000))
        .withExif({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N' } })
        .jpeg()
        .toBuffer();
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'IMG_0001.jpg', content: withGps, type: 'image/jpeg' },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const [url] = response.json<{ data: { images: string[] } }>().data.images;
      expect(url).toMatch(/^\/uploads\/properties\/[a-f0-9]{32}-1280\.webp$/);
      const key = /([a-f0-9]{32})/.exec(url ?? '')?.[1];
      expect(storedFiles().sort()).toEqual([
        `${key}-1280.webp`,
        `${key}-480.webp`,
        `${key}-800.webp`,
      ]);
      for (const [width, expected] of [
        [480, 480],
        [800, 800],
        [1280, 1280],
      ]) {
        const file = path.join(propertiesDir(), `${key}-${width}.webp`);
        const meta = await sharp(file).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: expected });
        expect(meta.exif).toBeUndefined();
      }
      const served = await app.inject({ url: url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    });

    it('accepts JPEG, GIF and WebP too', async () => {
      const files = await Promise.all(
        (['jpeg', 'gif', 'webp'] as const).map(async (format) => ({
          filename: `x.${format}`,
          content: await picture(format),
          type: 'application/octet-stream',
        })),
      );
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, files),
      );
      expect(response.statusCode).toBe(201);
      expect(storedFiles()).toHaveLength(9);
    });

    it('never uses the file name: ../ cannot escape the folder', async () => {
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: '../../evil.png', content: await picture() },
          { filename: '..\\..\\evil2.png', content: await picture() },
        ]),
      );
      expect(response.statusCode).toBe(201);
      expect(readdirSync(app.config.uploadDir).sort()).toEqual(['.staging', 'properties']);
      expect(readdirSync(path.join(app.config.uploadDir, '..')).sort()).not.toContain('evil.png');
      expect(existsSync(path.join(app.config.uploadDir, '..', 'evil.png'))).toBe(false);
      expect(storedFiles().every((name) => /^[a-f0-9]{32}-\d+\.webp$/.test(name))).toBe(true);
      expect(storedFiles()).toHaveLength(6);
    });
  });

  describe('refusals leave neither rows nor files', () => {
    it.each([
      ['name', { name: '' }, 'Name is required'],
      ['location', { location: '  ' }, 'Location is required'],
      ['priceRange', { priceRange: '' }, 'Price range is required'],
      ['priceRange value', { priceRange: 'luxury' }, 'Price range is required'],
      ['bedrooms', { bedrooms: '' }, 'Bedrooms is required'],
      ['area', { area: '' }, 'Area is required'],
      ['area number', { area: 'big' }, 'Area must be a number'],
      ['area positive', { area: '0' }, 'Area must be a positive number'],
      ['area negative', { area: '-5' }, 'Area must be a positive number'],
      [
        'brochure',
        { brochureLink: 'javascript:alert(1)' },
        'Brochure link must be a valid http(s) URL',
      ],
      ['brochure text', { brochureLink: 'brochure' }, 'Brochure link must be a valid http(s) URL'],
      ['price', { price: 'call us' }, 'Price must be an amount such as ₹85 L, 1.2 Cr or 8500000'],
      ['flag', { scheduleVisitEnabled: 'yes' }, "scheduleVisitEnabled must be 'true' or 'false'"],
      ['unknown field', { role: 'admin' }, 'Unknown form field: role'],
    ])('%s', async (_label, change, message) => {
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, ...change }, [
          { filename: 'a.png', content: await picture() },
        ]),
      );
      expectFailure(response, 400, message, 'VALIDATION_ERROR');
      await expectNothingWritten();
    });

    it('a missing required field is named', async () => {
      const { name: _name, ...withoutName } = VALID_FIELDS;
      const response = await send('POST', '/addProperty', tokens.admin, multipartBody(withoutName));
      expectFailure(response, 400, 'Name is required', 'VALIDATION_ERROR');
    });

    it('a text file renamed .png', async () => {
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'ok.png', content: await picture() },
          { filename: 'notes.png', content: Buffer.from('just some text, not a picture at all\n') },
        ]),
      );
      expectFailure(
        response,
        415,
        'Images must be JPEG, PNG, GIF or WebP files',
        'UNSUPPORTED_MEDIA_TYPE',
      );
      await expectNothingWritten();
    });

    it('a polyglot (GIF header, script body)', async () => {
      const polyglot = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//');
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [{ filename: 'x.gif', content: polyglot, type: 'image/gif' }]),
      );
      expectFailure(
        response,
        400,
        'An image could not be read; please choose another file',
        'BAD_REQUEST',
      );
      await expectNothingWritten();
    });

    it('a real picture with a script appended is stored without the script', async () => {
      const tail = Buffer.from('<script>alert(1)</script>');
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'x.png', content: Buffer.concat([await picture(), tail]) },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const { images } = response.json<{ data: { images: string[] } }>().data;
      const served = await app.inject({ url: images[0] ?? '' });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes(tail)).toBe(false);
    });

    it('an 11 MB image (413)', async () => {
      const noise = Buffer.alloc(1900 * 1950 * 3);
      for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
      const big = await sharp(noise, { raw: { width: 1900, height: 1950, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
      expect(big.length).toBeLessThan(12 * 1024 * 1024);
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'small.png', content: await picture() },
          { filename: 'big.png', content: big },
        ]),
      );
      expectFailure(response, 413, 'Each image must be 10 MB or smaller', 'PAYLOAD_TOO_LARGE');
      await expectNothingWritten();
    });

    it('a 13th image', async () => {
      const parts = await Promise.all(
        Array.from({ length: 13 }, async (_, i) => ({
          filename: `p${i}.png`,
          content: await picture(),
        })),
      );
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, parts),
      );
      expectFailure(response, 400, 'A property can have at most 12 images', 'BAD_REQUEST');
      await expectNothingWritten();
    });

    it('a body that is not multipart', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/addProperty',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        payload: JSON.stringify(VALID_FIELDS),
      });
      expect(response.statusCode).toBe(415);
      await expectNothingWritten();
    });
  });

  describe('updating', () => {
    it('keeps existing pictures unless keepImages leaves them out, and deletes the removed files', async () => {
      const { id, images } = await addProperty(3);
      expect(storedFiles()).toHaveLength(9);
      // Without keepImages every picture stays, new ones are appended.
      const kept = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({ ...VALID_FIELDS, area: '1500' }, [
          { filename: 'n.png', content: await picture() },
        ]),
      );
      expect(kept.statusCode).toBe(200);
      const afterKeep = kept.json<{ data: { images: string[] } }>().data.images;
      expect(afterKeep.slice(0, 3)).toEqual(images);
      expect(afterKeep).toHaveLength(4);

      // keepImages lists what stays; a URL of another property cannot be smuggled in.
      const removed = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({
          ...VALID_FIELDS,
          keepImages: `${images[2]},/uploads/properties/${'0'.repeat(32)}-1280.webp`,
        }),
      );
      expect(removed.json<{ data: { images: string[] } }>().data.images).toEqual([images[2]]);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { images: string[]; image: string } }>().data).toMatchObject({
        images: [images[2]],
        image: images[2],
      });
      expect(storedFiles()).toHaveLength(3);
      expect(storedFiles().every((name) => (images[2] ?? '').includes(name.slice(0, 32)))).toBe(
        true,
      );

      // keepImages empty: no pictures left.
      await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({ ...VALID_FIELDS, keepImages: '' }),
      );
      expect(storedFiles()).toEqual([]);
    });

    it('refuses more than 12 pictures in all, changing nothing', async () => {
      const { id, images } = await addProperty(10);
      const parts = await Promise.all(
        Array.from({ length: 3 }, async (_, i) => ({
          filename: `p${i}.png`,
          content: await picture(),
        })),
      );
      const response = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, name: 'X' }, parts),
      );
      expectFailure(response, 400, 'A property can have at most 12 images', 'BAD_REQUEST');
      expect(storedFiles()).toHaveLength(30);
      expect(stagingLeft()).toEqual([]);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { images: string[]; name: string } }>().data).toMatchObject({
        images,
        name: 'Sunrise Residency',
      });
    });

    it('answers 404 for an unknown or malformed id and writes no file', async () => {
      const body = multipartBody(VALID_FIELDS, [{ filename: 'a.png', content: await picture() }]);
      expectFailure(
        await send('PUT', '/updateProperty/999999', tokens.admin, body),
        404,
        'Property not found',
        'NOT_FOUND',
      );
      expectFailure(
        await send('PUT', '/updateProperty/abc', tokens.admin, body),
        404,
        'Property not found',
        'NOT_FOUND',
      );
      expectFailure(
        await send('DELETE', '/deleteProperty/999999', tokens.admin),
        404,
        'Property not found',
        'NOT_FOUND',
      );
      await expectNothingWritten();
    });

    it('a validation error keeps the old fields and pictures', async () => {
      const { id, images } = await addProperty(1);
      const response = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, area: 'wide', keepImages: '' }, [
          { filename: 'b.png', content: await picture() },
        ]),
      );
      expectFailure(response, 400, 'Area must be a number', 'VALIDATION_ERROR');
      expect(storedFiles()).toHaveLength(3);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { images: string[]; area: number } }>().data).toMatchObject({
        images,
        area: 1200,
      });
    });
  });

  describe('deleting', () => {
    it('removes the row, its amenities and its files', async () => {
      const { id } = await addProperty(2);
      expect(storedFiles()).toHaveLength(6);
      const response = await send('DELETE', `/deleteProperty/${id}`, tokens.admin);
      expect(response.json()).toEqual({ success: true, msg: 'Property deleted successfully' });
      expect(storedFiles()).toEqual([]);
      expect(await propertyCount()).toBe(0);
      const amenities = await app.db.selectFrom('property_amenities').selectAll().execute();
      expect(amenities).toEqual([]);
      expect((await app.inject({ url: `/api/v1/getPropertyById/${id}` })).statusCode).toBe(404);
    });
  });

  describe('statistics', () => {
    it('counts per range and averages the prices in SQL', async () => {
      const empty = await app.inject({
        url: '/api/v1/admin/stats',
        headers: { authorization: `Bearer ${tokens.manager}` },
      });
      expect(empty.json()).toEqual({
        success: true,
        data: { total: 0, budget: 0, mid: 0, premium: 0, average_price: null },
      });
      const rows: [string, string][] = [
        ['₹40 L', 'budget'],
        ['85 L', 'mid'],
        ['1.2 Cr', 'premium'],
        ['1.5 Cr', 'premium'],
      ];
      for (const [price, priceRange] of rows) {
        await send(
          'POST',
          '/addProperty',
          tokens.admin,
          multipartBody({ ...VALID_FIELDS, price, priceRange }),
        );
      }
      await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, price: '', priceRange: 'budget' }),
      );
      const stats = await app.inject({
        url: '/api/v1/admin/stats',
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      // (40 L + 85 L + 1.2 Cr + 1.5 Cr) / 4 = 98.75 L, the unpriced one left out.
      expect(stats.json()).toEqual({
        success: true,
        data: { total: 5, budget: 2, mid: 1, premium: 2, average_price: 9_875_000 },
      });
      const forbidden = await app.inject({
        url: '/api/v1/admin/stats',
        headers: { authorization: `Bearer ${tokens.user}` },
      });
      expect(forbidden.statusCode).toBe(403);
    });
  });
});
