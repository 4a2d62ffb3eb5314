// The search: every fact as a filter, budgets in rupees, and the counts beside each option, each
// worked out by reading the fixture (support/properties.ts), not the code under test.
import { searchCounts } from '../src/db/repositories/property-facets';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';
import { insertAllFixtures } from './support/properties';

interface ListBody {
  data: { name: string }[];
  total: number;
  facets: Record<string, Record<string, number>>;
  approximate: boolean;
}

describe.each(testEngines())('searching listings on $dialect', (engine) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ env: await engine.env() });
    await insertAllFixtures(app);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const response = await app.inject({ url: `/api/v1/getAllProperties?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ListBody>();
  };
  const names = async (query: string) => (await list(query)).data.map((p) => p.name);

  it.each([
    ['type=villa', ['Aravali Crest']],
    ['type=villa,independent_house', ['Aravali Crest', 'Palm Grove']],
    ['type=plot', []],
    ['possession=under_construction', ['Lotus Enclave']],
    ['furnishing=unfurnished', ['Jabalpur Greens', 'Narmada Heights']],
    ['posted_by=builder', ['Aravali Crest', 'Lotus Enclave']],
    ['posted_by=owner&furnishing=semi_furnished', ['Palm Grove']],
    ['baths_min=4', ['Aravali Crest', 'Sea Breeze 100% Sea View']],
    ['rera=true', ['Aravali Crest', 'Lotus Enclave']],
    // Budgets are rupees; a listing without a numeric price has none to compare.
    ['budget_min=5000000&budget_max=10000000', ['Palm Grove', 'Lotus Enclave']],
    ['budget_max=4500000', ['Jabalpur Greens', 'Narmada Heights']],
    ['budget_min=30000000', ['Aravali Crest', 'Sea Breeze 100% Sea View']],
    ['purpose=rent', ['Napier Town Flat', 'Koramangala Loft', 'Gwarighat Nest']],
    ['purpose=rent&budget_max=30000', ['Napier Town Flat', 'Gwarighat Nest']],
    // A bachelor finds the listings for bachelors and those for anyone.
    ['purpose=rent&suits=bachelors', ['Napier Town Flat', 'Koramangala Loft']],
    ['purpose=rent&suits=family', ['Napier Town Flat', 'Gwarighat Nest']],
    ['purpose=rent&sort=price_asc', ['Gwarighat Nest', 'Napier Town Flat', 'Koramangala Loft']],
    ['purpose=rent&location=jabalpur&type=apartment', ['Napier Town Flat', 'Gwarighat Nest']],
  ])('filters %s', async (query, expected) => {
    const body = await list(query);
    expect(body.data.map((p) => p.name)).toEqual(expected);
    expect(body.total).toBe(expected.length);
    expect(body.approximate).toBe(false);
  });

  it('counts each option of an unfiltered search', async () => {
    const { facets } = await list('');
    expect(facets).toEqual({
      price_range: { budget: 2, mid: 3, premium: 2 },
      type: { apartment: 5, independent_house: 1, villa: 1, plot: 0, commercial: 0 },
      possession: { ready: 6, under_construction: 1 },
      furnishing: { unfurnished: 2, semi_furnished: 3, furnished: 2 },
      suits: { family: 0, bachelors: 0 },
      posted_by: { owner: 3, agent: 2, builder: 2 },
      bedrooms: { 1: 1, 2: 2, 3: 2, 4: 1, 5: 1 },
      baths_min: { 1: 7, 2: 6, 3: 4, 4: 2 },
      rera: { true: 2 },
      amenities: {
        Parking: 5,
        Park: 0,
        'Vaastu Compliant': 0,
        'Power Backup': 0,
        Lift: 4,
        'Security Personnel': 0,
        Gymnasium: 1,
        'Club house': 1,
        'Swimming Pool': 3,
        'Gas Pipeline': 0,
        'Valet Parking': 1,
      },
      location: { jabalpur: 1, noida: 2, gurgaon: 1, mumbai: 1, delhi: 1, bangalore: 1 },
    });
  });

  it("counts a group's options with the other groups applied, and its own left out", async () => {
    const body = await list('furnishing=unfurnished,semi_furnished&posted_by=owner');
    expect(body.total).toBe(3);
    // Furnishing as if only "owner" were chosen; posted by as if only the furnishings were.
    expect(body.facets.furnishing).toEqual({ unfurnished: 2, semi_furnished: 1, furnished: 0 });
    expect(body.facets.posted_by).toEqual({ owner: 3, agent: 1, builder: 1 });
    // Every other group with both applied.
    expect(body.facets.type).toMatchObject({ apartment: 2, independent_house: 1, villa: 0 });
    expect(body.facets.price_range).toEqual({ budget: 2, mid: 1, premium: 0 });
  });

  it('counts each amenity as adding it to those chosen (all are wanted)', async () => {
    const { facets, total } = await list('amenities=Parking');
    expect(total).toBe(5);
    expect(facets.amenities).toMatchObject({ Parking: 5, Lift: 3, 'Swimming Pool': 3, Park: 0 });
  });

  it('counts within the budget and the search text, which are no groups', async () => {
    const { facets } = await list('q=noida&budget_max=5000000');
    expect(facets.price_range).toEqual({ budget: 1, mid: 0, premium: 0 });
    expect(facets.location).toMatchObject({ noida: 1, jabalpur: 0 });
  });

  it("counts a rental's tenants: anyone's listing is counted for both", async () => {
    const { facets } = await list('purpose=rent');
    expect(facets.suits).toEqual({ family: 2, bachelors: 2 });
    expect(facets.price_range).toEqual({ budget: 1, mid: 1, premium: 1 });
  });

  it('estimates from a sample, rounded and said so, when the base is larger than the limit', async () => {
    // Every other listing by id, scaled by 2: the 7 live sales hold 3 or 4 even ids.
    const counts = await searchCounts(app.db, {}, { exactLimit: 3, sampleEvery: 2 });
    expect(counts.approximate).toBe(true);
    expect([6, 8]).toContain(counts.total);
    const exact = await searchCounts(app.db, {}, { exactLimit: 7 });
    expect(exact).toMatchObject({ approximate: false, total: 7 });
  });

  it('counts a base narrowed by the budget exactly up to the limit (PostgreSQL reads it by id)', async () => {
    // Palm Grove and Lotus Enclave, the two live sales from 50 L to 1 Cr.
    const search = { budget_min: 5_000_000, budget_max: 10_000_000 };
    const counts = await searchCounts(app.db, search, { exactLimit: 2 });
    expect(counts).toMatchObject({ approximate: false, total: 2 });
    expect(counts.facets.type).toMatchObject({ apartment: 1, independent_house: 1, villa: 0 });
    expect(await searchCounts(app.db, search, { exactLimit: 1 })).toMatchObject({
      approximate: true,
    });
  });

  it.each([
    ['budget_min=abc', 'budget_min must be a number'],
    ['budget_min=-5', 'budget_min must be at least 0'],
    ['budget_min=2.5', 'budget_min must be a whole number'],
    ['budget_min=9000000&budget_max=100', 'budget_min must not be greater than budget_max'],
    ['type=castle', "type: unknown property type 'castle'"],
    ['furnishing=luxury', "furnishing: unknown furnishing 'luxury'"],
    ['posted_by=broker', "posted_by: unknown lister 'broker'"],
    ['possession=soon', 'possession must be one of ready, under_construction'],
    ['suits=family', 'suits applies to rentals only (purpose=rent)'],
    ['purpose=rent&suits=students', 'suits must be one of family, bachelors'],
    ['purpose=lease', 'purpose must be one of sale, rent'],
    ['baths_min=5', 'baths_min must be at most 4'],
    ['rera=yes', "rera must be 'true' when given"],
    ['price_range=luxury', 'price_range must be one of budget, mid, premium'],
  ])('refuses %s naming the parameter', async (query, msg) => {
    const response = await app.inject({ url: `/api/v1/getAllProperties?${query}` });
    expectFailure(response, 400, msg, 'VALIDATION_ERROR');
  });

  it('reads choices in any case, each once', async () => {
    expect(await names('type=VILLA,villa&posted_by=Builder')).toEqual(['Aravali Crest']);
  });
});
