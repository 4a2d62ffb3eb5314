// The facts a buyer or tenant filters on, made believable together: a plot has no bedrooms or
// floors, a rental is ready to move in, an under-construction project is a builder's with a RERA
// number, rents are a yield of the price, deposits follow each city's custom.
import {
  LISTING_LIVE_DAYS,
  type Furnishing,
  type ListingStatus,
  type PostedBy,
  type PropertyPurpose,
  type PropertyType,
  type TenantSuits,
} from '@marketplace/shared/contracts';
import type { Random } from './random';

const DAY_MS = 86_400_000;

type NumberMaker = (random: Random) => string;
const MP_RERA: NumberMaker = (r) => `P-JBP-${r.int(18, 25)}-${r.int(1000, 9999)}`;
/** How a city's authority numbers its RERA registrations (shapes as published, digits random). */
const RERA_FORMATS: Record<string, NumberMaker> = {
  Jabalpur: MP_RERA,
  Noida: (r) => `UPRERAPRJ${r.int(100000, 999999)}`,
  Gurgaon: (r) => `RC/REP/HARERA/GGM/${r.int(100, 999)}/${r.int(100, 999)}/20${r.int(18, 25)}`,
  Mumbai: (r) => `P518000${r.int(10000, 99999)}`,
  Delhi: (r) => `DLRERA20${r.int(18, 25)}P0${r.int(100, 999)}`,
  Bangalore: (r) => `PRM/KA/RERA/1251/${r.int(300, 499)}/PR/${r.int(100000, 999999)}`,
};

/** Months of rent a deposit usually is. */
const DEPOSIT_MONTHS: Record<string, [number, number]> = {
  Bangalore: [6, 10],
  Mumbai: [3, 6],
};

export interface ListingKind {
  purpose: PropertyPurpose;
  type: PropertyType;
  bedrooms: number | null;
}

/** The type of a home with `bedrooms`: mostly flats; large ones are villas or houses too. */
export function homeType(random: Random, bedrooms: number): PropertyType {
  if (bedrooms >= 4 && random.chance(0.45)) return 'villa';
  if (bedrooms >= 2 && random.chance(0.2)) return 'independent_house';
  return 'apartment';
}

/** Rupees per sq ft of a type, as a share of the city's rate for flats. */
export const RATE_SHARE: Record<PropertyType, number> = {
  apartment: 1,
  independent_house: 0.9,
  villa: 1.15,
  plot: 0.45,
  commercial: 1.25,
};

/** Sq ft of a plot or a commercial space (homes go by their bedrooms). */
export const AREA_BY_TYPE: Partial<Record<PropertyType, [number, number]>> = {
  plot: [1000, 5000],
  commercial: [300, 3000],
};

function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** Rounded the way rents are quoted: to ₹500, or ₹1,000 above ₹50,000. */
function quotedRent(rupees: number): number {
  const step = rupees >= 50_000 ? 1_000 : 500;
  return Math.max(step * 4, Math.round(rupees / step) * step);
}

export interface ListingDetails {
  priceValue: number;
  depositValue: number | null;
  availableFrom: string | null;
  suits: TenantSuits | null;
  possession: 'ready' | 'under_construction';
  possessionBy: string | null;
  furnishing: Furnishing | null;
  bathrooms: number | null;
  floor: number | null;
  totalFloors: number | null;
  reraNumber: string | null;
  postedBy: PostedBy;
}

/** The details of a listing of `kind` in `city` whose sale price would be `salePrice`. */
export function listingDetails(
  random: Random,
  kind: ListingKind,
  city: string,
  salePrice: number,
  hasBuilder: boolean,
  now: Date,
): ListingDetails {
  const rent = kind.purpose === 'rent';
  const underConstruction =
    !rent && kind.type !== 'plot' && kind.type !== 'independent_house' && random.chance(0.25);
  const postedBy: PostedBy =
    hasBuilder && !rent && (underConstruction || random.chance(0.3))
      ? 'builder'
      : random.chance(rent ? 0.55 : 0.45)
        ? 'owner'
        : 'agent';
  const reraNumber =
    postedBy === 'builder' || (underConstruction && random.chance(0.9))
      ? (RERA_FORMATS[city] ?? MP_RERA)(random)
      : null;
  const priceValue = rent ? quotedRent((salePrice * random.int(24, 36)) / 1000 / 12) : salePrice;
  const [fewest, most] = DEPOSIT_MONTHS[city] ?? [2, 3];
  const stories = kind.type === 'apartment' ? random.int(4, 30) : random.int(1, 4);
  const homeBathrooms =
    kind.bedrooms === null ? null : Math.max(1, kind.bedrooms + random.int(-1, 1));
  return {
    priceValue,
    depositValue: rent ? Math.round((priceValue * random.int(fewest, most)) / 1000) * 1000 : null,
    availableFrom:
      rent && random.chance(0.5)
        ? new Date(now.getTime() + random.int(1, 45) * DAY_MS).toISOString().slice(0, 10)
        : null,
    suits: rent ? random.pick<TenantSuits>(['family', 'family', 'any', 'any', 'bachelors']) : null,
    possession: underConstruction ? 'under_construction' : 'ready',
    possessionBy: underConstruction
      ? isoMonth(new Date(now.getTime() + random.int(3, 36) * 30 * DAY_MS))
      : null,
    furnishing:
      kind.type === 'plot'
        ? null
        : random.pick<Furnishing>(
            rent
              ? ['furnished', 'semi_furnished', 'semi_furnished', 'unfurnished']
              : ['unfurnished', 'unfurnished', 'semi_furnished', 'semi_furnished', 'furnished'],
          ),
    bathrooms: kind.type === 'plot' ? null : (homeBathrooms ?? random.int(1, 2)),
    floor:
      kind.type === 'apartment' || kind.type === 'commercial' ? random.int(0, stories - 1) : null,
    totalFloors: kind.type === 'plot' ? null : stories,
    reraNumber,
    postedBy,
  };
}

/** A lister's ten-digit mobile number, as the reveal shows it. */
export function mobileNumber(random: Random): string {
  return `+91 ${random.pick(['98', '97', '99', '88', '70'])}${random.int(100, 999)} ${random.int(10000, 99999)}`;
}

export interface ListingLife {
  status: ListingStatus;
  liveSince: string;
  expiresAt: string;
}

/**
 * Where a listing created at `createdAt` stands now: live and renewed every LISTING_LIVE_DAYS
 * since, or (a `closedShare` of them) sold, rented or, when old enough, expired.
 */
export function listingLife(
  random: Random,
  purpose: PropertyPurpose,
  createdAt: Date,
  now: Date,
  closedShare: number,
): ListingLife {
  const period = LISTING_LIVE_DAYS * DAY_MS;
  const age = now.getTime() - createdAt.getTime();
  if (random.chance(closedShare)) {
    const expired = age > period && random.chance(0.4);
    return {
      status: expired ? 'expired' : purpose === 'rent' ? 'rented' : 'sold',
      liveSince: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + period).toISOString(),
    };
  }
  const lastRenewal = createdAt.getTime() + Math.floor(age / period) * period;
  return {
    status: 'live',
    liveSince: new Date(lastRenewal).toISOString(),
    expiresAt: new Date(lastRenewal + period).toISOString(),
  };
}
