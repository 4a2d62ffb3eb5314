import type { App } from '../../src/app';
import type { PropertyInput } from '../../src/db/repositories/property-rows';
import { insertProperties } from '../../src/db/repositories/property-writes';

/*
 * A small, hand-made set of properties whose answers the tests can work out by reading it:
 * every filter, sort and page is checked against this list, not against the code under test.
 */

const base: Omit<
  PropertyInput,
  'name' | 'location' | 'priceValue' | 'priceRange' | 'bedrooms' | 'area'
> = {
  builder: 'Skyline Realty',
  price: null,
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
    name: 'Narmada Heights',
    location: 'Vijay Nagar, Jabalpur',
    priceValue: 2_800_000,
    priceRange: 'budget',
    bedrooms: '2 BHK',
    area: 900,
    amenities: ['Parking', 'Lift'],
    createdAt: day(1),
  },
  {
    ...base,
    name: 'Lotus Enclave',
    location: 'Sector 150, Noida',
    priceValue: 8_500_000,
    priceRange: 'mid',
    bedrooms: '3BHK',
    area: 1450,
    amenities: ['Parking', 'Lift', 'Swimming Pool'],
    createdAt: day(2),
  },
  {
    ...base,
    name: 'Sea Breeze 100% Sea View',
    location: 'Bandra West, Mumbai',
    priceValue: 52_000_000,
    priceRange: 'premium',
    bedrooms: '4 BHK',
    area: 2400,
    amenities: ['Parking', 'Swimming Pool', 'Club house'],
    createdAt: day(3),
    scheduleVisitEnabled: false,
  },
  {
    ...base,
    name: 'Palm Grove',
    location: 'Whitefield, Bangalore',
    priceValue: 6_000_000,
    priceRange: 'mid',
    bedrooms: '2BHK',
    area: 1100,
    amenities: ['Lift', 'Gymnasium'],
    createdAt: day(4),
  },
  {
    ...base,
    name: 'Jabalpur Greens',
    location: 'Sector 62, Noida',
    priceValue: 4_500_000,
    priceRange: 'budget',
    bedrooms: '1 BHK',
    area: 600,
    amenities: [],
    createdAt: day(5),
  },
  {
    ...base,
    name: 'Aravali Crest',
    location: 'Golf Course Road, Gurgaon',
    priceValue: 31_000_000,
    priceRange: 'premium',
    bedrooms: '5 BHK',
    area: 3600,
    amenities: ['Parking', 'Lift', 'Swimming Pool', 'Valet Parking'],
    createdAt: day(6),
    contactAgent: 'Rohit Sharma',
  },
  {
    ...base,
    name: 'Capital Court',
    location: 'Dwarka, Delhi',
    priceValue: null,
    price: 'Price on request',
    priceRange: 'mid',
    bedrooms: '3 BHK',
    area: 1450,
    amenities: ['Parking'],
    createdAt: day(7),
  },
];

/** Inserts the fixture; returns the ids in FIXTURE order. */
export function insertFixture(app: App): Promise<number[]> {
  return app.db.transaction().execute((trx) => insertProperties(trx, FIXTURE));
}
