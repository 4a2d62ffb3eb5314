import { PROPERTY_MESSAGES } from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { PROPERTY_MESSAGES_HI, PROPERTY_QUERY_MESSAGES_HI } from '../src/i18n/hi/properties';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';
import { FIXTURE, insertFixture } from './support/properties';

interface ListBody {
  success: true;
  data: { id: number; name: string }[];
  total: number;
  page: number;
  limit: number;
}

describe.each(testEngines())('properties on $dialect', (engine) => {
  let app: App;
  let ids: number[];
  const nameOf = (id: number) => FIXTURE[ids.indexOf(id)]?.name;

  beforeAll(async () => {
    app = await buildTestApp({ env: await engine.env() });
    ids = await insertFixture(app);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/getAllProperties${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ListBody>();
  };
  const names = async (query: string) => (await list(query)).data.map((p) => p.name);

  it('answers every property, newest first, with the paging fields when asked without parameters', async () => {
    const body = await list('');
    expect(body).toMatchObject({ success: true, total: FIXTURE.length, page: 1, limit: 100 });
    expect(body.data.map((p) => p.name)).toEqual(FIXTURE.map((p) => p.name).reverse());
  });

  it('serves a property in the contract shape', async () => {
    const body = await list('?q=aravali');
    expect(body.data).toEqual([
      {
        id: ids[5],
        name: 'Aravali Crest',
        location: 'Golf Course Road, Gurgaon',
        builder: 'Skyline Realty',
        purpose: 'sale',
        status: 'live',
        price: '₹3.1 Cr',
        price_value: 31_000_000,
        price_range: 'premium',
        deposit: null,
        deposit_value: null,
        available_from: null,
        suits: null,
        property_type: 'villa',
        possession: 'ready',
        possession_by: null,
        furnishing: 'furnished',
        bedrooms: '5 BHK',
        bathrooms: 5,
        floor: null,
        total_floors: 3,
        rera_number: 'RC/REP/HARERA/GGM/812/544/2024',
        posted_by: 'builder',
        area: 3600,
        description: null,
        nearby: ['Metro'],
        amenities: ['Parking', 'Lift', 'Swimming Pool', 'Valet Parking'],
        contact_agent: 'Rohit Sharma',
        has_lister_phone: false,
        schedule_visit_enabled: true,
        brochure_link: null,
        image: null,
        images: [],
        created_at: FIXTURE[5]?.createdAt,
        version: 1,
      },
    ]);
    expect(body).toMatchObject({ total: 1, page: 1, limit: 24 });
  });

  it.each([
    ['?q=JABALPUR', ['Jabalpur Greens', 'Narmada Heights']], // name or location, any case
    ['?q=100%25', ['Sea Breeze 100% Sea View']], // % is literal, not a wildcard
    ['?q=zzz', []],
    ['?price_range=mid', ['Capital Court', 'Palm Grove', 'Lotus Enclave']],
    ['?bedrooms=2', ['Palm Grove', 'Narmada Heights']], // '2 BHK' and '2BHK'
    ['?bedrooms=3', ['Capital Court', 'Lotus Enclave']],
    [
      '?area_min=1450',
      ['Capital Court', 'Aravali Crest', 'Sea Breeze 100% Sea View', 'Lotus Enclave'],
    ],
    ['?area_max=900', ['Jabalpur Greens', 'Narmada Heights']],
    ['?area_min=1000&area_max=1450', ['Capital Court', 'Palm Grove', 'Lotus Enclave']],
    ['?location=noida', ['Jabalpur Greens', 'Lotus Enclave']], // location only, not the name
    ['?amenities=Swimming%20Pool', ['Aravali Crest', 'Sea Breeze 100% Sea View', 'Lotus Enclave']],
    ['?amenities=parking,lift', ['Aravali Crest', 'Lotus Enclave', 'Narmada Heights']], // all of them
    ['?amenities=Parking,Lift,Valet%20Parking', ['Aravali Crest']],
    ['?price_range=mid&bedrooms=3&location=noida&amenities=Lift', ['Lotus Enclave']],
    ['?price_range=premium&area_max=3000&q=sea', ['Sea Breeze 100% Sea View']],
  ])('filters %s', async (query, expected) => {
    const body = await list(query);
    expect(body.data.map((p) => p.name)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    [
      'newest',
      [
        'Capital Court',
        'Aravali Crest',
        'Jabalpur Greens',
        'Palm Grove',
        'Sea Breeze 100% Sea View',
        'Lotus Enclave',
        'Narmada Heights',
      ],
    ],
    // A property without a numeric price goes last either way.
    [
      'price_asc',
      [
        'Narmada Heights',
        'Jabalpur Greens',
        'Palm Grove',
        'Lotus Enclave',
        'Aravali Crest',
        'Sea Breeze 100% Sea View',
        'Capital Court',
      ],
    ],
    [
      'price_desc',
      [
        'Sea Breeze 100% Sea View',
        'Aravali Crest',
        'Lotus Enclave',
        'Palm Grove',
        'Jabalpur Greens',
        'Narmada Heights',
        'Capital Court',
      ],
    ],
    // Largest first; equal areas (1450) by the newer id first.
    [
      'area',
      [
        'Aravali Crest',
        'Sea Breeze 100% Sea View',
        'Capital Court',
        'Lotus Enclave',
        'Palm Grove',
        'Narmada Heights',
        'Jabalpur Greens',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(await names(`?sort=${sort}`)).toEqual(expected);
  });

  it('pages in SQL: every property once across the pages, an empty page past the end', async () => {
    const pages = [
      await list('?sort=price_asc&limit=3&page=1'),
      await list('?sort=price_asc&limit=3&page=2'),
      await list('?sort=price_asc&limit=3&page=3'),
    ];
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === FIXTURE.length && p.limit === 3)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.data.map((d) => d.id))).size).toBe(FIXTURE.length);
    const past = await list('?limit=3&page=4');
    expect(past).toMatchObject({ data: [], total: FIXTURE.length, page: 4 });
    expect((await list('?limit=100')).data).toHaveLength(FIXTURE.length);
  });

  it.each([
    ['?price_range=luxury', 'price_range must be one of budget, mid, premium'],
    ['?bedrooms=0', 'bedrooms must be at least 1'],
    ['?bedrooms=6', 'bedrooms must be at most 5'],
    ['?area_min=abc', 'area_min must be a number'],
    ['?area_min=2000&area_max=1000', 'area_min must not be greater than area_max'],
    ['?amenities=Helipad', "amenities: unknown amenity 'Helipad'"],
    ['?sort=cheapest', 'sort must be one of newest, price_asc, price_desc, area'],
    ['?page=0', 'page must be at least 1'],
    ['?limit=101', 'limit must be at most 100'],
    ['?limit=0', 'limit must be at least 1'],
    ['?colour=red', 'querystring: Unrecognized key: "colour"'],
    ['?q=%00', 'q must not contain control characters'],
    ['?q=sea%00', 'q must not contain control characters'],
    ['?location=noida%1B', 'location must not contain control characters'],
  ])('refuses %s naming the parameter', async (query, msg) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/getAllProperties${query}` });
    expectFailure(response, 400, msg, 'VALIDATION_ERROR');
  });

  it('serves one property by id', async () => {
    const id = ids[1] as number;
    const response = await app.inject({ method: 'GET', url: `/api/v1/getPropertyById/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { id, name: nameOf(id), bedrooms: '3BHK', price: '₹85 L', price_value: 8_500_000 },
    });
  });

  it.each([
    '999999',
    'abc',
    '1.5',
    '-1',
    '0',
    '01',
    '99999999999999999999',
    '1234567890123456789012345',
    '1%20OR%201=1',
  ])('answers 404 for the unknown or malformed id %s', async (id) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/getPropertyById/${id}` });
    expectFailure(response, 404, PROPERTY_MESSAGES.notFound, 'NOT_FOUND');
  });

  it("answers a Hindi page's requests in Hindi: an unknown listing, a refused search", async () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const missing = await app.inject({ url: '/api/v1/getPropertyById/999999', headers: hindi });
    expectFailure(missing, 404, PROPERTY_MESSAGES_HI.notFound, 'NOT_FOUND');
    const inverted = await app.inject({
      url: '/api/v1/getAllProperties?budget_min=9000000&budget_max=100',
      headers: hindi,
    });
    expectFailure(inverted, 400, PROPERTY_QUERY_MESSAGES_HI.budgetInverted, 'VALIDATION_ERROR');
  });
});
