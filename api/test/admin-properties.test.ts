import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { App } from '../src/app';
import { testEngines } from './support/accounts';
import { VALID_FIELDS, multipartBody, picture, type Tokens } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';
import { propertyAdminSuite } from './support/property-admin';

// Who may write properties, what an add stores, deleting, and the statistics.
const engines = testEngines();
// Accounts, mail and pictures: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(engines)('property administration on $dialect', (engine) => {
  const admin = propertyAdminSuite(engine, useMailbox());
  const { send, storedFiles, propertyCount, expectNothingWritten, addProperty } = admin;
  let app: App;
  let tokens: Tokens;
  beforeAll(() => {
    ({ app, tokens } = admin);
  });

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
        purpose: 'sale',
        status: 'live',
        price: '₹85 L',
        price_value: 8_500_000,
        price_range: 'mid',
        deposit: null,
        deposit_value: null,
        available_from: null,
        suits: null,
        property_type: 'apartment',
        possession: 'under_construction',
        possession_by: '2027-09',
        furnishing: 'semi_furnished',
        bedrooms: '2 BHK',
        bathrooms: 2,
        floor: 3,
        total_floors: 10,
        rera_number: 'P-JBP-24-1234',
        posted_by: 'builder',
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
      ['85 Lakh', 8_500_000, '₹85 L', 'mid'],
      ['1.2 Cr', 12_000_000, '₹1.2 Cr', 'premium'],
      ['8500000', 8_500_000, '₹85 L', 'mid'],
      ['₹45,000', 45_000, '₹45,000', 'budget'],
      ['₹5,00,00,000', 5_00_00_000, '₹5 Cr', 'premium'],
    ])(
      'reads the price %s, and writes its text and band itself',
      async (price, value, text, band) => {
        const response = await send(
          'POST',
          '/addProperty',
          tokens.admin,
          multipartBody({ ...VALID_FIELDS, price }),
        );
        const { id } = response.json<{ data: { id: number } }>().data;
        const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
        expect(detail.json<{ data: object }>().data).toMatchObject({
          price: text,
          price_value: value,
          price_range: band,
        });
      },
    );

    it('stores a rental: the rent per month, its deposit, from when and for whom', async () => {
      const { id } = await addProperty(0, {
        purpose: 'rent',
        price: '25k',
        deposit: '₹75,000',
        availableFrom: '2026-12-20',
        suits: 'bachelors',
        possession: 'ready',
        possessionBy: '',
        reraNumber: '',
      });
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: object }>().data).toMatchObject({
        purpose: 'rent',
        price: '₹25,000/month',
        price_value: 25_000,
        price_range: 'mid',
        deposit: '₹75,000',
        deposit_value: 75_000,
        available_from: '2026-12-20',
        suits: 'bachelors',
        possession: 'ready',
        possession_by: null,
        rera_number: null,
      });
      const rentals = await app.inject({ url: '/api/v1/getAllProperties?purpose=rent' });
      expect(rentals.json<{ data: { id: number }[] }>().data.map((p) => p.id)).toEqual([id]);
      const sales = await app.inject({ url: '/api/v1/getAllProperties' });
      expect(sales.json<{ total: number }>().total).toBe(0);
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
        const file = path.join(app.config.uploadDir, 'properties', `${key}-${width}.webp`);
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
      // `catalogue` holds the seeded catalogue's drawings, there since the app started.
      expect(readdirSync(app.config.uploadDir).sort()).toEqual([
        '.staging',
        'catalogue',
        'properties',
      ]);
      expect(readdirSync(path.join(app.config.uploadDir, '..')).sort()).not.toContain('evil.png');
      expect(existsSync(path.join(app.config.uploadDir, '..', 'evil.png'))).toBe(false);
      expect(storedFiles().every((name) => /^[a-f0-9]{32}-\d+\.webp$/.test(name))).toBe(true);
      expect(storedFiles()).toHaveLength(6);
    });
  });

  describe('deleting', () => {
    it('removes the row and its files', async () => {
      const { id } = await addProperty(2);
      expect(storedFiles()).toHaveLength(6);
      const response = await send('DELETE', `/deleteProperty/${id}`, tokens.admin);
      expect(response.json()).toEqual({ success: true, msg: 'Property deleted successfully' });
      expect(storedFiles()).toEqual([]);
      expect(await propertyCount()).toBe(0);
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
      for (const price of ['₹40 L', '85 L', '1.2 Cr', '1.5 Cr']) {
        await send('POST', '/addProperty', tokens.admin, multipartBody({ ...VALID_FIELDS, price }));
      }
      const rental = { purpose: 'rent', suits: 'any', possession: 'ready', possessionBy: '' };
      for (const price of ['12k', '45k']) {
        await addProperty(0, { ...rental, price });
      }
      // Unpriced, as listings were before prices were numbers: counted, not averaged.
      await addProperty(0, { price: '30 L' });
      await app.db
        .updateTable('properties')
        .set({ price_value: null, price: 'Price on request' })
        .where('price_value', '=', 30_00_000)
        .execute();
      const stats = async (query: string) =>
        (
          await app.inject({
            url: `/api/v1/admin/stats${query}`,
            headers: { authorization: `Bearer ${tokens.admin}` },
          })
        ).json();
      // (40 L + 85 L + 1.2 Cr + 1.5 Cr) / 4 = 98.75 L, the unpriced one left out.
      expect(await stats('')).toEqual({
        success: true,
        data: { total: 5, budget: 2, mid: 1, premium: 2, average_price: 9_875_000 },
      });
      expect(await stats('?purpose=rent')).toEqual({
        success: true,
        data: { total: 2, budget: 1, mid: 0, premium: 1, average_price: 28_500 },
      });
      const forbidden = await app.inject({
        url: '/api/v1/admin/stats',
        headers: { authorization: `Bearer ${tokens.user}` },
      });
      expect(forbidden.statusCode).toBe(403);
    });
  });
});
