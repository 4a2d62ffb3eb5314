import type { App } from '../../src/app';
import type { PropertyInput } from '../../src/db/repositories/property-rows';
import { insertProperties } from '../../src/db/repositories/property-writes';

/*
 * A small, hand-made set of properties whose answers the tests can work out by reading it:
 * every filter, sort and page is checked against this list, not against the code under test.
 * FIXTURE: live listings for sale. RENTALS: live listings to let. NOT_LIVE: listings nobody but
 * their lister sees (a draft, one waiting for review, a sold one...).
 */

export const base: Omit<PropertyInput, 'name' | 'location' | 'priceValue' | 'bedrooms' | 'area'> = {
  builder: 'Skyline Realty',
  purpose: 'sale',
  depositValue: null,
  availableFrom: null,
  suits: null,
  propertyType: 'apartment',
  possession: 'ready',
  possessionBy: null,
  furnishing: 'semi_furnished',
  bathrooms: 2,
  floor: 3,
  totalFloors: 12,
  reraNumber: null,
  postedBy: 'agent',
  description: null,
  nearby: ['Metro'],
  amenities: [],
  contactAgent: '+91 98260 12345',
  scheduleVisitEnabled: true,
  brochureLink: null,
  images: [],
};

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 10)).toISOString();

/** Listed in creation order: the newest is the last. */
export const FIXTURE: PropertyInput[] = [
  {
    ...base,
    furnishing: 'unfurnished',
    postedBy: 'owner',
    name: 'Narmada Heights',
    location: 'Vijay Nagar, Jabalpur',
    priceValue: 2_800_000,
    bedrooms: '2 BHK',
    area: 900,
    amenities: ['Parking', 'Lift'],
    createdAt: day(1),
  },
  {
    ...base,
    possession: 'under_construction',
    possessionBy: '2027-06',
    reraNumber: 'UPRERAPRJ123456',
    postedBy: 'builder',
    bathrooms: 3,
    name: 'Lotus Enclave',
    location: 'Sector 150, Noida',
    priceValue: 8_500_000,
    bedrooms: '3BHK',
    area: 1450,
    amenities: ['Parking', 'Lift', 'Swimming Pool'],
    createdAt: day(2),
  },
  {
    ...base,
    furnishing: 'furnished',
    bathrooms: 4,
    name: 'Sea Breeze 100% Sea View',
    location: 'Bandra West, Mumbai',
    priceValue: 52_000_000,
    bedrooms: '4 BHK',
    area: 2400,
    amenities: ['Parking', 'Swimming Pool', 'Club house'],
    createdAt: day(3),
    scheduleVisitEnabled: false,
  },
  {
    ...base,
    propertyType: 'independent_house',
    postedBy: 'owner',
    floor: null,
    totalFloors: 2,
    name: 'Palm Grove',
    location: 'Whitefield, Bangalore',
    priceValue: 6_000_000,
    bedrooms: '2BHK',
    area: 1100,
    amenities: ['Lift', 'Gymnasium'],
    createdAt: day(4),
  },
  {
    ...base,
    furnishing: 'unfurnished',
    postedBy: 'owner',
    bathrooms: 1,
    name: 'Jabalpur Greens',
    location: 'Sector 62, Noida',
    priceValue: 4_500_000,
    bedrooms: '1 BHK',
    area: 600,
    amenities: [],
    createdAt: day(5),
  },
  {
    ...base,
    propertyType: 'villa',
    furnishing: 'furnished',
    postedBy: 'builder',
    reraNumber: 'RC/REP/HARERA/GGM/812/544/2024',
    bathrooms: 5,
    floor: null,
    totalFloors: 3,
    name: 'Aravali Crest',
    location: 'Golf Course Road, Gurgaon',
    priceValue: 31_000_000,
    bedrooms: '5 BHK',
    area: 3600,
    amenities: ['Parking', 'Lift', 'Swimming Pool', 'Valet Parking'],
    createdAt: day(6),
    contactAgent: 'Rohit Sharma',
  },
  {
    ...base,
    bathrooms: 3,
    name: 'Capital Court',
    location: 'Dwarka, Delhi',
    // Made before prices were numbers: insertFixture takes its number away again.
    priceValue: 7_500_000,
    bedrooms: '3 BHK',
    area: 1450,
    amenities: ['Parking'],
    createdAt: day(7),
  },
];

/** The listing of FIXTURE without a numeric price. */
export const PRICE_ON_REQUEST = 'Capital Court';

const rental = { ...base, purpose: 'rent', postedBy: 'owner', furnishing: 'furnished' } as const;

/** Live listings to let, in creation order. */
export const RENTALS: PropertyInput[] = [
  {
    ...rental,
    name: 'Gwarighat Nest',
    location: 'Gwarighat, Jabalpur',
    priceValue: 12_000,
    depositValue: 24_000,
    suits: 'family',
    bedrooms: '2 BHK',
    area: 950,
    createdAt: day(8),
  },
  {
    ...rental,
    name: 'Koramangala Loft',
    location: 'Koramangala, Bangalore',
    priceValue: 45_000,
    depositValue: 3_00_000,
    availableFrom: '2026-12-15',
    suits: 'bachelors',
    bedrooms: '1 BHK',
    area: 700,
    createdAt: day(9),
  },
  {
    ...rental,
    name: 'Napier Town Flat',
    location: 'Napier Town, Jabalpur',
    priceValue: 25_000,
    depositValue: 50_000,
    suits: 'any',
    furnishing: 'unfurnished',
    postedBy: 'agent',
    bedrooms: '3 BHK',
    area: 1300,
    createdAt: day(10),
  },
];

/** Listings only their lister (and the administration) may see, one of each such status. */
export const NOT_LIVE: PropertyInput[] = (
  ['draft', 'pending', 'rejected', 'sold', 'rented', 'expired'] as const
).map((status, i) => ({
  ...base,
  ...(status === 'rented' ? { purpose: 'rent' as const, suits: 'any' as const } : {}),
  status,
  name: `Hidden ${status} Noida`,
  location: 'Sector 62, Noida',
  priceValue: status === 'rented' ? 20_000 : 6_500_000,
  bedrooms: '3 BHK',
  area: 1450,
  amenities: ['Parking', 'Lift'],
  createdAt: day(11 + i),
}));

export interface FixtureIds {
  /** Of FIXTURE, in its order. */
  sale: number[];
  rent: number[];
  notLive: number[];
}

/** Inserts FIXTURE, RENTALS and NOT_LIVE; returns FIXTURE's ids in its order. */
export async function insertFixture(app: App): Promise<number[]> {
  return (await insertAllFixtures(app)).sale;
}

export function insertAllFixtures(app: App): Promise<FixtureIds> {
  return app.db.transaction().execute(async (trx) => {
    const ids = {
      sale: await insertProperties(trx, FIXTURE),
      rent: await insertProperties(trx, RENTALS),
      notLive: await insertProperties(trx, NOT_LIVE),
    };
    await trx
      .updateTable('properties')
      .set({ price_value: null, price: 'Price on request' })
      .where('name', '=', PRICE_ON_REQUEST)
      .execute();
    return ids;
  });
}
