// Believable demo listings: real localities of the spec's six cities, homes for sale and to let,
// sizes by bedroom count, prices from each city's rate per sq ft and rents a yield of them (the
// band is derived from the price when stored, so they always agree).
import { PROPERTY_AMENITIES, priceRangeOf, type PropertyType } from '@marketplace/shared/contracts';
import type { PropertyInput } from '../db/repositories/property-rows';
import {
  AREA_BY_TYPE,
  RATE_SHARE,
  homeType,
  listingDetails,
  listingLife,
  mobileNumber,
  type ListingDetails,
  type ListingKind,
} from './listing-details';
import type { Random } from './random';

interface City {
  name: string;
  localities: string[];
  /** Rupees per sq ft, lowest and highest. */
  rate: [number, number];
  nearby: string[];
  builders: string[];
}

const DEMO_CITIES: City[] = [
  {
    name: 'Jabalpur',
    localities: [
      'Vijay Nagar',
      'Napier Town',
      'Wright Town',
      'Civil Lines',
      'Gwarighat',
      'Adhartal',
      'Madan Mahal',
    ],
    rate: [3200, 5500],
    nearby: [
      'Jabalpur Junction',
      'Dumna Airport',
      'Bhedaghat Marble Rocks',
      'Netaji Subhash Chandra Bose Medical College',
      'South Avenue Mall',
      'Gwarighat',
      'Bhanwartal Garden',
      'Rani Durgavati Museum',
    ],
    builders: ['Narmada Developers', 'Shree Balaji Constructions', 'Mahakaushal Homes'],
  },
  {
    name: 'Noida',
    localities: [
      'Sector 150',
      'Sector 137',
      'Sector 62',
      'Sector 75',
      'Sector 78',
      'Sector 128',
      'Noida Extension',
    ],
    rate: [5500, 11000],
    nearby: [
      'Sector 18 Metro Station',
      'DLF Mall of India',
      'Noida Expressway',
      'Fortis Hospital',
      'Botanical Garden Metro',
      'Jaypee Greens Golf Course',
      'Amity University',
    ],
    builders: ['Yamuna Infra', 'Greenfield Homes', 'Skyline Realty'],
  },
  {
    name: 'Gurgaon',
    localities: [
      'Golf Course Road',
      'Sohna Road',
      'DLF Phase 5',
      'Sector 56',
      'Sector 82',
      'Dwarka Expressway',
      'South City 2',
    ],
    rate: [8500, 19000],
    nearby: [
      'Cyber Hub',
      'Huda City Centre Metro',
      'Medanta Hospital',
      'Ambience Mall',
      'Rapid Metro',
      'Golf Course Extension Road',
      'Aravali Biodiversity Park',
    ],
    builders: ['Aravali Estates', 'Skyline Realty', 'Crestview Developers'],
  },
  {
    name: 'Mumbai',
    localities: [
      'Andheri West',
      'Powai',
      'Bandra West',
      'Thane West',
      'Goregaon East',
      'Chembur',
      'Worli',
      'Malad West',
    ],
    rate: [14000, 48000],
    nearby: [
      'Western Express Highway',
      'Metro Line 1',
      'Powai Lake',
      'Phoenix Marketcity',
      'Kokilaben Hospital',
      'Bandra-Worli Sea Link',
      'Juhu Beach',
      'IIT Bombay',
    ],
    builders: ['Coastal Crest Builders', 'Sahyadri Infra', 'Marine Line Developers'],
  },
  {
    name: 'Delhi',
    localities: [
      'Dwarka',
      'Vasant Kunj',
      'Saket',
      'Rohini',
      'Greater Kailash',
      'Mayur Vihar',
      'Janakpuri',
    ],
    rate: [9000, 26000],
    nearby: [
      'Select Citywalk',
      'IGI Airport',
      'Yellow Line Metro',
      'AIIMS',
      'Lodhi Garden',
      'Max Hospital',
      'Dilli Haat',
      'Qutub Minar',
    ],
    builders: ['Capital Habitat', 'Yamuna Infra', 'Indraprastha Homes'],
  },
  {
    name: 'Bangalore',
    localities: [
      'Whitefield',
      'Koramangala',
      'HSR Layout',
      'Indiranagar',
      'Electronic City',
      'Hebbal',
      'Sarjapur Road',
      'JP Nagar',
    ],
    rate: [6500, 16000],
    nearby: [
      'ITPL Tech Park',
      'Purple Line Metro',
      'Manyata Tech Park',
      'Forum Mall',
      'Manipal Hospital',
      'Outer Ring Road',
      'Lalbagh Botanical Garden',
      'Kempegowda Airport',
    ],
    builders: ['Deccan Habitat', 'Greenfield Homes', 'Nandi Hills Developers'],
  },
];

const PROJECT_NAMES = [
  'Palm Grove Residency',
  'Lotus Enclave',
  'Silver Oak Apartments',
  'Royal Orchid Villas',
  'Sapphire Towers',
  'Green Meadows',
  'Sunrise Residency',
  'Lakeview Apartments',
  'Amaltas Greens',
  'Gulmohar Heights',
  'Neelkanth Residency',
  'Maple Court',
  'Riverside Homes',
  'Skyline Heights',
  'Orchid Springs',
  'Banyan Square',
  'Jasmine Gardens',
  'Crescent Park',
  'Tulip Residency',
  'Emerald Isle',
  'Harmony Homes',
  'Serenity Towers',
  'Vrindavan Enclave',
  'Kaveri Residency',
  'Ashoka Greens',
];

const AGENTS = [
  'Rohit Sharma',
  'Priya Nair',
  'Amit Verma',
  'Sneha Kulkarni',
  'Vikram Singh',
  'Ananya Iyer',
  'Karan Mehta',
  'Farah Khan',
];

/** Sq ft by bedroom count, lowest and highest. */
const AREA_BY_BEDROOMS: Record<number, [number, number]> = {
  1: [450, 700],
  2: [750, 1200],
  3: [1150, 1800],
  4: [1700, 2700],
  5: [2500, 4200],
};

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

/** Price rounded the way listings quote it: to ₹50,000 below a crore, to ₹1 L above. */
function quotedPrice(rupees: number): number {
  const step = rupees >= 1_00_00_000 ? 1_00_000 : 50_000;
  return Math.max(step, Math.round(rupees / step) * step);
}

function amenitiesFor(random: Random, premium: boolean, type: PropertyType): string[] {
  if (type === 'plot') return random.sample(['Park', 'Security Personnel', 'Gas Pipeline'], 1);
  const base = ['Parking', 'Power Backup', 'Security Personnel', 'Lift'].filter(() =>
    random.chance(0.8),
  );
  const extra = random.sample(
    PROPERTY_AMENITIES.filter((a) => !base.includes(a)),
    premium ? random.int(3, 6) : random.int(0, 3),
  );
  // Keep the spec's order, which is also the filter panel's.
  return PROPERTY_AMENITIES.filter((a) => base.includes(a) || extra.includes(a));
}

const HOME_WORDS: Record<PropertyType, string> = {
  apartment: 'apartment',
  independent_house: 'independent house',
  villa: 'villa',
  plot: 'residential plot',
  commercial: 'office space',
};

function describe(p: {
  kind: ListingKind;
  details: ListingDetails;
  area: number;
  project: string;
  locality: string;
  city: string;
  facing: string;
}): string {
  const { kind, details } = p;
  const size = `${p.area.toLocaleString('en-IN')} sq ft`;
  const where = `at ${p.project}, ${p.locality}, ${p.city}`;
  if (kind.type === 'plot') {
    return `A ${p.facing}-facing ${HOME_WORDS.plot} of ${size} ${where}, with clear title and approved layout.`;
  }
  const furnished = (details.furnishing ?? 'unfurnished').replace('_', '-');
  const home = `${kind.bedrooms === null ? '' : `${kind.bedrooms} BHK `}${HOME_WORDS[kind.type]}`;
  const floor =
    details.floor === null
      ? ''
      : details.floor === 0
        ? 'on the ground floor '
        : `on the ${ordinal(details.floor)} floor `;
  const ready =
    details.possession === 'ready'
      ? kind.purpose === 'rent'
        ? 'Ready to move in.'
        : 'Ready to move, with clear title and approved plans.'
      : `Possession expected ${details.possessionBy ?? ''}.`;
  return (
    `${/^[aeiou]/.test(furnished) ? 'An' : 'A'} ${furnished} ${home} of ${size} ${floor}${where}. ` +
    `${p.facing}-facing with cross ventilation${kind.type === 'commercial' ? '' : ', modular kitchen'} and ` +
    `${details.bathrooms === 1 ? 'one bathroom' : `${details.bathrooms ?? 2} bathrooms`}. ${ready}`
  );
}

export interface ListingPictures {
  exteriors: string[];
  interiors: string[];
}

/** The demo set: the first 36 homes for sale, 24 to let, then plots and commercial space. */
const SALE_WALK = 36;
const RENT_WALK = 24;
const EXTRA_KINDS: Pick<ListingKind, 'purpose' | 'type'>[] = [
  { purpose: 'sale', type: 'plot' },
  { purpose: 'sale', type: 'commercial' },
  { purpose: 'rent', type: 'commercial' },
  { purpose: 'sale', type: 'plot' },
];

/**
 * What listing `i` is and where. The first 36 walk every city × bedroom count for sale, the next
 * 24 every city × 1-4 BHK to let, then a few plots and commercial spaces, so any demo set has
 * all of them; after that the choices are random.
 */
function kindAndCity(i: number, random: Random): { kind: ListingKind; city: City } {
  if (i < SALE_WALK + RENT_WALK) {
    const rent = i >= SALE_WALK;
    const j = rent ? i - SALE_WALK : i;
    const bedrooms = (Math.floor(j / 6) % (rent ? 4 : 5)) + 1;
    const kind = { purpose: rent ? 'rent' : 'sale', bedrooms } as const;
    return {
      kind: { ...kind, type: homeType(random, bedrooms) },
      city: DEMO_CITIES[j % 6] as City,
    };
  }
  const extra = EXTRA_KINDS[i - SALE_WALK - RENT_WALK];
  const city = random.pick(DEMO_CITIES);
  if (extra) return { kind: { ...extra, bedrooms: null }, city };
  const purpose = random.chance(0.6) ? 'sale' : 'rent';
  if (random.chance(0.12)) {
    const type = purpose === 'sale' && random.chance(0.5) ? 'plot' : 'commercial';
    return { kind: { purpose, type, bedrooms: null }, city };
  }
  const bedrooms = random.int(1, 5);
  return { kind: { purpose, type: homeType(random, bedrooms), bedrooms }, city };
}

export interface DemoOptions {
  now?: Date;
  /** Share of listings no longer live (sold, rented, expired); the demo set has none. */
  closedShare?: number;
}

/**
 * `count` listings, one at a time (a million do not fit in memory at once), walking every kind
 * first (kindAndCity). Brochures are added by the caller.
 */
export function* demoListings(
  count: number,
  random: Random,
  pictures: ListingPictures,
  { now = new Date(), closedShare = 0 }: DemoOptions = {},
): Generator<PropertyInput> {
  for (let i = 0; i < count; i += 1) {
    const { kind, city } = kindAndCity(i, random);
    const locality = random.pick(city.localities);
    const [minArea, maxArea] =
      kind.bedrooms === null
        ? (AREA_BY_TYPE[kind.type] as [number, number])
        : (AREA_BY_BEDROOMS[kind.bedrooms] as [number, number]);
    const area = Math.round(random.int(minArea, maxArea) / 5) * 5;
    const rate = random.int(city.rate[0], city.rate[1]) * RATE_SHARE[kind.type];
    const salePrice = quotedPrice(area * rate);
    const project = random.pick(PROJECT_NAMES);
    const builder = random.chance(0.85) ? random.pick(city.builders) : null;
    const details = listingDetails(random, kind, city.name, salePrice, builder !== null, now);
    // An owner's number is revealed to logged-in visitors only, never listed as the contact.
    const phone = mobileNumber(random);
    const contactAgent =
      details.postedBy === 'owner'
        ? null
        : random.chance(0.5)
          ? `${random.pick(AGENTS)}${builder ? ` (${builder})` : ''}`
          : phone;
    const createdAt = new Date(now.getTime() - (i * 7 + random.int(0, 6)) * 3_600_000);
    const life = listingLife(random, kind.purpose, createdAt, now, closedShare);
    const bhk =
      kind.bedrooms === null ? '' : `${kind.bedrooms}${random.chance(0.85) ? ' ' : ''}BHK`;
    yield {
      name: `${project}${random.chance(0.3) ? ` ${random.pick(['Phase II', 'Tower B', 'Block C', 'East Wing'])}` : ''}`,
      location: `${locality}, ${city.name}`,
      builder,
      purpose: kind.purpose,
      propertyType: kind.type,
      ...details,
      bedrooms: bhk,
      area,
      description: random.chance(0.92)
        ? describe({
            kind,
            details,
            area,
            project,
            locality,
            city: city.name,
            facing: random.pick(['East', 'North', 'North-East', 'West']),
          })
        : null,
      nearby: random.sample(city.nearby, random.int(3, 5)),
      amenities: amenitiesFor(
        random,
        priceRangeOf(details.priceValue, kind.purpose) === 'premium',
        kind.type,
      ),
      contactAgent,
      listerPhone: details.postedBy === 'owner' ? phone : null,
      scheduleVisitEnabled: random.chance(0.8),
      brochureLink: null,
      images: [
        random.pick(pictures.exteriors),
        ...random.sample(pictures.interiors, random.int(2, 4)),
      ],
      createdAt: createdAt.toISOString(),
      ...life,
    };
  }
}
