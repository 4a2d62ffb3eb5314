// The listing's total is reused for a short time (docs/decisions/property-search-speed.md):
// a write in this process shows at once, one by another api instance within COUNT_TTL_MS.
import type { App } from '../src/app';
import { deleteProperty, insertProperties } from '../src/db/repositories/properties';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { FIXTURE, insertFixture } from './support/properties';

describe.each(testEngines())('the count of matching properties on $dialect', (engine) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ env: await engine.env() });
    await insertFixture(app);
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const total = async () => {
    const response = await app.inject({ url: '/api/v1/getAllProperties?price_range=mid' });
    return response.json<{ total: number; data: unknown[] }>();
  };
  const mid = FIXTURE.find((property) => property.priceRange === 'mid')!;

  it('follows writes made by this process at once', async () => {
    const before = (await total()).total;
    const [id] = await insertProperties(app.db, [{ ...mid, name: 'Fresh Listing' }]);
    expect((await total()).total).toBe(before + 1);
    await deleteProperty(app.db, id!);
    expect((await total()).total).toBe(before);
  });

  it("shows another instance's write within two seconds, the page's rows at once", async () => {
    const before = (await total()).total;
    // Another api instance's insert: straight into the database, not through this process.
    await app.db
      .insertInto('properties')
      .values({
        name: 'Elsewhere Listing',
        location: 'Sector 62, Noida',
        price_range: 'mid',
        price_value: 6_000_000,
        bedrooms: '2 BHK',
        bedrooms_count: 2,
        area: 1000,
        created_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    const soon = await total();
    expect(soon.total).toBe(before);
    expect(soon.data).toContainEqual(expect.objectContaining({ name: 'Elsewhere Listing' }));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2_001);
    expect((await total()).total).toBe(before + 1);
  });
});
