import { Migrator, sql } from 'kysely';
import type { App } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { InCodeMigrationProvider } from '../src/db/migrations';
import { insertProperties, updateProperty } from '../src/db/repositories/property-writes';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { FIXTURE, insertFixture } from './support/properties';

// Amenities live in one column, the JSON list the api writes; the listing filters and counts on it.

const BEFORE_ONE_COLUMN = '2026-11-27T0000-planner-statistics';

describe.each(testEngines())('property amenities on $dialect', (engine) => {
  let app: App;
  afterEach(() => app.close());

  const names = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/getAllProperties${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { name: string; amenities: string[] }[]; total: number }>();
  };

  it('keeps the amenities of properties stored before, and filters on them', async () => {
    app = await buildTestApp({ env: await engine.env(), migrate: false });
    const migrator = new Migrator({
      db: app.db,
      provider: new InCodeMigrationProvider(engine.dialect),
    });
    expect((await migrator.migrateTo(BEFORE_ONE_COLUMN)).error).toBeUndefined();
    // As the api wrote a property then: the list, its bits and one row per amenity.
    const { rows } = await sql<{ id: number }>`
      insert into properties (name, location, price, price_range, bedrooms, bedrooms_count, area,
        amenities, amenity_mask, created_at)
      values ('Old Listing', 'Sector 62, Noida', '₹60 L', 'mid', '2 BHK', 2, 1000,
        '["Lift","Gymnasium","Rooftop garden"]', ${16 | 64}, '2026-11-01T00:00:00.000Z')
      returning id`.execute(app.db);
    const id = Number(rows[0]?.id);
    await sql`insert into property_amenities (property_id, amenity)
      values (${id}, 'Lift'), (${id}, 'Gymnasium'), (${id}, 'Rooftop garden')`.execute(app.db);

    expect((await migrateToLatest(app.db)).applied).toContain(
      '2026-11-28T0000-amenities-one-column',
    );
    const found = await names('?amenities=gymnasium,lift');
    expect(found.data.map((p) => [p.name, p.amenities])).toEqual([
      ['Old Listing', ['Lift', 'Gymnasium', 'Rooftop garden']],
    ]);
    expect((await names('?amenities=Lift,Parking')).total).toBe(0);
    const tables = await app.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('property_amenities');
    const columns = tables.find((table) => table.name === 'properties')?.columns ?? [];
    expect(columns.map((column) => column.name)).not.toContain('amenity_mask');
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

  it('matches a whole amenity, never a part of another name, even a typed one', async () => {
    app = await buildTestApp({ env: await engine.env() });
    const base = FIXTURE[0]!;
    await insertProperties(app.db, [
      { ...base, name: 'Valet Only', amenities: ['Valet Parking'] },
      // A name an administrator typed, quotes and all: stored escaped inside the JSON list.
      { ...base, name: 'Typed Quotes', amenities: ['Park", "Lift', 'Lift"]'] },
      { ...base, name: 'Both', amenities: ['Park', 'Lift'] },
    ]);
    expect((await names('?amenities=Parking')).data.map((p) => p.name)).toEqual([]);
    expect((await names('?amenities=Lift')).data.map((p) => p.name)).toEqual(['Both']);
    expect((await names('?amenities=Park')).data.map((p) => p.name)).toEqual(['Both']);
    expect((await names('?amenities=Valet%20Parking')).data.map((p) => p.name)).toEqual([
      'Valet Only',
    ]);
  });
});
