// Believable demo listings: real localities of the spec's six cities, sizes by bedroom count,
// prices from each city's rate per sq ft (so price and price range always agree).
import { PROPERTY_AMENITIES, priceRangeOf } from '@marketplace/shared/contracts';
import type { PropertyInput } from '../db/repositories/property-rows';
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

function phoneNumber(random: Random): string {
  return `+91 ${random.pick(['98', '97', '99', '88', '70'])}${random.int(100, 999)} ${random.int(10000, 99999)}`;
}

/** Price rounded the way listings quote it: to ₹50,000 below a crore, to ₹1 L above. */
function quotedPrice(rupees: number): number {
  const step = rupees >= 1_00_00_000 ? 1_00_000 : 50_000;
  return Math.max(step, Math.round(rupees / step) * step);
}

function amenitiesFor(random: Random, premium: boolean): string[] {
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

function describe(p: {
  bedrooms: number;
  area: number;
  project: string;
  locality: string;
  city: string;
  floor: number;
  facing: string;
  furnished: string;
}): string {
  const home = p.bedrooms >= 4 && p.area > 2500 ? 'villa' : 'apartment';
  return (
    `${/^[aeiou]/.test(p.furnished) ? 'An' : 'A'} ${p.furnished} ${p.bedrooms} BHK ${home} of ${p.area.toLocaleString('en-IN')} sq ft ` +
    `${home === 'villa' ? '' : `on the ${ordinal(p.floor)} floor `}at ${p.project}, ${p.locality}, ${p.city}. ` +
    `${p.facing}-facing with cross ventilation, modular kitchen and ${p.bedrooms > 1 ? `${p.bedrooms} bathrooms` : 'one bathroom'}. ` +
    'Ready to move, with clear title and approved plans.'
  );
}

export interface ListingPictures {
  exteriors: string[];
  interiors: string[];
}

/**
 * `count` listings. The first 36 walk every city × bedroom count in turn so any demo set has all
 * of them; after that the choices are random. Brochures are added by the caller.
 */
export function demoListings(
  count: number,
  random: Random,
  pictures: ListingPictures,
  now = new Date(),
): PropertyInput[] {
  const listings: PropertyInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const city = i < 36 ? (DEMO_CITIES[i % 6] as City) : random.pick(DEMO_CITIES);
    const bedrooms = i < 36 ? (Math.floor(i / 6) % 5) + 1 : random.int(1, 5);
    const locality = random.pick(city.localities);
    const [minArea, maxArea] = AREA_BY_BEDROOMS[bedrooms] as [number, number];
    const area = Math.round(random.int(minArea, maxArea) / 5) * 5;
    const rate = random.int(city.rate[0], city.rate[1]);
    const priceValue = quotedPrice(area * rate);
    const priceRange = priceRangeOf(priceValue);
    const project = random.pick(PROJECT_NAMES);
    const builder = random.chance(0.85) ? random.pick(city.builders) : null;
    const contactAgent = random.chance(0.5)
      ? phoneNumber(random)
      : `${random.pick(AGENTS)}${builder ? ` (${builder})` : ''}`;
    const createdAt = new Date(now.getTime() - (i * 7 + random.int(0, 6)) * 3_600_000);
    listings.push({
      name: `${project}${random.chance(0.3) ? ` ${random.pick(['Phase II', 'Tower B', 'Block C', 'East Wing'])}` : ''}`,
      location: `${locality}, ${city.name}`,
      builder,
      price: null,
      priceValue,
      priceRange,
      bedrooms: random.chance(0.85) ? `${bedrooms} BHK` : `${bedrooms}BHK`,
      area,
      description: random.chance(0.92)
        ? describe({
            bedrooms,
            area,
            project,
            locality,
            city: city.name,
            floor: random.int(1, 22),
            facing: random.pick(['East', 'North', 'North-East', 'West']),
            furnished: random.pick(['semi-furnished', 'fully furnished', 'unfurnished']),
          })
        : null,
      nearby: random.sample(city.nearby, random.int(3, 5)),
      amenities: amenitiesFor(random, priceRange === 'premium'),
      contactAgent,
      scheduleVisitEnabled: random.chance(0.8),
      brochureLink: null,
      images: [
        random.pick(pictures.exteriors),
        ...random.sample(pictures.interiors, random.int(2, 4)),
      ],
      createdAt: createdAt.toISOString(),
    });
  }
  return listings;
}
