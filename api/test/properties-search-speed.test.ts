import { PROPERTY_AMENITIES } from '@marketplace/shared/contracts';
import { Migrator } from 'kysely';
import type { App } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { InCodeMigrationProvider } from '../src/db/migrations';
import { AMENITY_BITS } from '../src/db/migrations/2026-11-23T0400-property-search-speed';
import { amenityMaskOf, updateProperty } from '../src/db/repositories/properties';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { FIXTURE, insertFixture } from './support/properties';

const BEFORE_MASK = '2026-11-23T0300-enquiries-handled';

describe('amenity mask', () => {
  it('gives each spec amenity the bit the migration froze', () => {
    expect([...PROPERTY_AMENITIES]).toEqual([...AMENITY_BITS]);
    expect(amenityMaskOf(['Parking'])).toBe(1);
    expect(amenityMaskOf(['Lift', 'Parking', 'Lift'])).toBe(1 | 16);
    expect(amenityMaskOf(['Valet Parking'])).toBe(1024);
    expect(amenityMaskOf(['Helipad'])).toBe(0);
  });
});

describe.each(testEngines())('property search indexes on $dialect', (engine) => {
  let app: App;
  afterEach(() => app.close());

  const names = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/getAllProperties${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { name: string }[]; total: number }>();
  };

  it('fills the mask of properties stored before the migration from their amenity rows', async () => {
    app = await buildTestApp({ env: await engine.env() });
    const migrator = new Migrator({
      db: app.db,
      provider: new InCodeMigrationProvider(engine.dialect),
    });
    expect((await migrator.migrateTo(BEFORE_MASK)).error).toBeUndefined();
    const { id } = await app.db
      .insertInto('properties')
      .values({
        name: 'Old Listing',
        location: 'Sector 62, Noida',
        price: '₹60 L',
        price_range: 'mid',
        bedrooms: '2 BHK',
        bedrooms_count: 2,
        area: 1000,
        amenities: JSON.stringify(['Lift', 'Gymnasium']),
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('property_amenities')
      .values([
        { property_id: Number(id), amenity: 'Lift' },
        { property_id: Number(id), amenity: 'Gymnasium' },
      ])
      .execute();

    expect((await migrateToLatest(app.db)).applied).toContain(
      '2026-11-23T0400-property-search-speed',
    );
    expect((await names('?amenities=gymnasium,lift')).data.map((p) => p.name)).toEqual([
      'Old Listing',
    ]);
    expect((await names('?amenities=Lift,Parking')).total).toBe(0);
  });

  it("follows an edit's amenities and never matches on a missing one", async () => {
    app = await buildTestApp({ env: await engine.env() });
    const ids = await insertFixture(app);
    const index = FIXTURE.findIndex((p) => p.name === 'Palm Grove');
    const before = await names('?amenities=Gas%20Pipeline');
    expect(before.data.map((p) => p.name)).not.toContain('Palm Grove');

    const input = { ...FIXTURE[index]!, amenities: ['Gas Pipeline', 'Park'] };
    expect(await updateProperty(app.db, ids[index]!, input)).toBe(true);
    expect((await names('?amenities=Gas%20Pipeline,Park')).data.map((p) => p.name)).toContain(
      'Palm Grove',
    );
    const withAll = await names('?amenities=Gas%20Pipeline,Park,Parking');
    expect(withAll.data.map((p) => p.name)).not.toContain('Palm Grove');
  });
});
