import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  FURNISHINGS,
  POSTED_BY,
  PROPERTY_AMENITIES,
  PROPERTY_LOCATIONS,
  PROPERTY_TYPES,
  TENANT_SUITS,
  priceRangeOf,
  type Property,
} from '@marketplace/shared/contracts';
import { PROPERTY_IMAGE_WIDTHS } from '@marketplace/shared/config';
import { sql } from 'kysely';
import type { App } from '../src/app';
import { countProperties } from '../src/db/repositories/properties';
import { seedDemoDataIfEmpty, seedProperties, DEMO_LISTING_COUNT } from '../src/seed';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';

// Rendering the picture pool is the slow part (a few seconds); it is the same code on both
// engines, and insertProperties runs on PostgreSQL in the other suites, so this runs on SQLite.
describe('demo properties (SQLite)', () => {
  let app: App;
  let all: Property[] | undefined;
  const demo = () => all ?? [];
  const PHONE = /^\+?[\d\s()-]{7,}$/;

  beforeAll(async () => {
    app = await buildTestApp();
    const seeded = await seedDemoDataIfEmpty(app.db, app.files);
    expect(seeded?.inserted).toBe(DEMO_LISTING_COUNT);
    for (const purpose of ['sale', 'rent']) {
      const response = await app.inject({
        url: `/api/v1/getAllProperties?limit=100&purpose=${purpose}`,
      });
      all = [...(all ?? []), ...response.json<{ data: Property[] }>().data];
    }
  }, 60_000);
  afterAll(() => app.close());

  it('loads at least 40 listings once, and never into a table that has some', async () => {
    expect(demo().length).toBe(DEMO_LISTING_COUNT);
    expect(DEMO_LISTING_COUNT).toBeGreaterThanOrEqual(40);
    expect(await seedDemoDataIfEmpty(app.db, app.files)).toBeUndefined();
  });

  // Statistics of the accounts tables taken at the first start (no account yet) would make
  // SQLite's planner scan every account to find a session's user, forever after.
  it('keeps planner statistics of the loaded tables only: a session finds its user by key', async () => {
    const { rows } = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(
      app.db,
    );
    expect(rows.map((row) => row.tbl)).toEqual(['properties']);
    const plan = await sql<{ detail: string }>`
      explain query plan select users.* from sessions join users on users.id = sessions.user_id
      where sessions.token_hash = ${'a token hash'}`.execute(app.db);
    expect(plan.rows.map((row) => row.detail)).toEqual([
      expect.stringMatching(/^SEARCH sessions USING INDEX/),
      expect.stringMatching(/^SEARCH users USING INTEGER PRIMARY KEY/),
    ]);
  });

  it.each(['sale', 'rent'] as const)(
    'covers every city, price band and 1-4 BHK for %s, prices matching their band',
    (purpose) => {
      const listings = demo().filter((p) => p.purpose === purpose);
      for (const city of PROPERTY_LOCATIONS) {
        expect(listings.some((p) => p.location.toLowerCase().endsWith(`, ${city}`))).toBe(true);
      }
      expect(new Set(listings.map((p) => p.price_range))).toEqual(
        new Set(['budget', 'mid', 'premium']),
      );
      for (const bedrooms of ['1', '2', '3', '4']) {
        expect(listings.some((p) => p.bedrooms.replace(/\D/g, '') === bedrooms)).toBe(true);
      }
      for (const property of listings) {
        expect(property.status).toBe('live');
        expect(priceRangeOf(property.price_value as number, purpose)).toBe(property.price_range);
        expect(property.price).toMatch(
          purpose === 'sale' ? /^₹[\d.,]+( L| Cr)?$/ : /^₹[\d,]+\/month$/,
        );
        expect(property.bedrooms).toMatch(/^([1-5] ?BHK)?$/);
        expect(property.area).toBeGreaterThan(300);
      }
    },
  );

  it('fills every field the filters read, as each kind of property has them', () => {
    const values = <K extends keyof Property>(key: K) => new Set(demo().map((p) => p[key]));
    for (const [key, all] of [
      ['property_type', PROPERTY_TYPES],
      ['posted_by', POSTED_BY],
      ['possession', ['ready', 'under_construction']],
    ] as const) {
      expect(values(key)).toEqual(new Set(all));
    }
    expect(values('furnishing')).toEqual(new Set([...FURNISHINGS, null]));
    expect(demo().some((p) => p.rera_number !== null)).toBe(true);
    for (const property of demo()) {
      const plot = property.property_type === 'plot';
      expect(property.furnishing === null).toBe(plot);
      expect(property.bathrooms === null).toBe(plot);
      expect(property.bedrooms === '').toBe(plot || property.property_type === 'commercial');
      expect(property.possession_by === null).toBe(property.possession === 'ready');
      if (property.purpose === 'rent') {
        expect(TENANT_SUITS).toContain(property.suits);
        expect(property.deposit_value).toBeGreaterThan(property.price_value as number);
        expect(property.possession).toBe('ready');
      } else {
        expect([property.suits, property.deposit, property.available_from]).toEqual([
          null,
          null,
          null,
        ]);
      }
      if (property.floor !== null) {
        expect(property.floor).toBeLessThan(property.total_floors as number);
      }
    }
  });

  it('uses only the spec amenity names and varies the rest', () => {
    const all = demo();
    for (const property of all) {
      for (const amenity of property.amenities) expect(PROPERTY_AMENITIES).toContain(amenity);
      expect(property.nearby.length).toBeGreaterThanOrEqual(3);
    }
    expect(all.some((p) => !p.schedule_visit_enabled)).toBe(true);
    expect(all.some((p) => p.schedule_visit_enabled)).toBe(true);
    expect(all.some((p) => PHONE.test(p.contact_agent ?? ''))).toBe(true);
    expect(all.some((p) => p.contact_agent !== null && !PHONE.test(p.contact_agent))).toBe(true);
    expect(all.some((p) => p.brochure_link === null)).toBe(true);
  });

  it('gives each listing several generated pictures, every width on disk and served', async () => {
    const all = demo();
    const uploads = app.config.uploadDir;
    const urls = new Set(all.flatMap((p) => p.images));
    for (const property of all) {
      expect(property.images.length).toBeGreaterThanOrEqual(3);
      expect(property.image).toBe(property.images[0]);
    }
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/properties\/[A-Za-z0-9_-]+-1280\.webp$/);
      for (const width of PROPERTY_IMAGE_WIDTHS) {
        const file = path.join(
          uploads,
          url.replace('/uploads/', '').replace('-1280.', `-${width}.`),
        );
        expect(existsSync(file)).toBe(true);
      }
    }
    const first = [...urls][0] as string;
    const response = await app.inject({ method: 'GET', url: first });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('gives some listings a downloadable brochure', async () => {
    const withBrochure = demo().filter((p) => p.brochure_link !== null);
    expect(withBrochure.length).toBeGreaterThan(0);
    const response = await app.inject({
      method: 'GET',
      url: withBrochure[0]?.brochure_link as string,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});

describe.each(testEngines())('start-up seed on $dialect', (engine) => {
  it('adds one demo set however many instances start at once', async () => {
    const first = await buildTestApp({ env: await engine.env() });
    try {
      const pictures = {
        exteriors: ['/uploads/properties/ext-1280.webp'],
        interiors: ['/uploads/properties/a-1280.webp', '/uploads/properties/b-1280.webp'],
      };
      const seed = () =>
        seedProperties(first.db, {
          count: 5,
          files: first.files,
          pictures,
          onlyIntoEmptyTable: true,
        });
      const results = await Promise.all([seed(), seed(), seed()]);
      expect(results.map((r) => r.inserted).sort()).toEqual([0, 0, 5]);
      expect(await countProperties(first.db)).toBe(5);
    } finally {
      await first.close();
    }
  }, 60_000);
});
