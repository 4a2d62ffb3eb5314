// What a listing is, for sale or for rent, and the values every side agrees on: its kinds, its
// statuses, and the price bands the server derives from its price (docs/decisions/price-bands.md).
// Without zod: the real-estate pages read these without downloading it.
import { formatInr, formatPropertyPrice } from '@marketplace/shared/config';

/** For sale (a price) or for rent (a monthly rent). */
export const PROPERTY_PURPOSES = ['sale', 'rent'] as const;
export type PropertyPurpose = (typeof PROPERTY_PURPOSES)[number];
export const PURPOSE_LABELS: Record<PropertyPurpose, string> = {
  sale: 'For sale',
  rent: 'For rent',
};

export const PROPERTY_TYPES = [
  'apartment',
  'independent_house',
  'villa',
  'plot',
  'commercial',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  independent_house: 'Independent house',
  villa: 'Villa',
  plot: 'Plot',
  commercial: 'Commercial',
};
/** Types without bedrooms: a plot is land, commercial space is offices and shops. */
export const TYPES_WITHOUT_BEDROOMS: readonly PropertyType[] = ['plot', 'commercial'];

export const POSSESSION_STATES = ['ready', 'under_construction'] as const;
export type PossessionState = (typeof POSSESSION_STATES)[number];
export const POSSESSION_LABELS: Record<PossessionState, string> = {
  ready: 'Ready to move',
  under_construction: 'Under construction',
};

export const FURNISHINGS = ['unfurnished', 'semi_furnished', 'furnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Record<Furnishing, string> = {
  unfurnished: 'Unfurnished',
  semi_furnished: 'Semi-furnished',
  furnished: 'Furnished',
};

/** Who a rental is let to. */
export const TENANT_SUITS = ['family', 'bachelors', 'any'] as const;
export type TenantSuits = (typeof TENANT_SUITS)[number];
export const TENANT_SUITS_LABELS: Record<TenantSuits, string> = {
  family: 'Family',
  bachelors: 'Bachelors',
  any: 'Anyone',
};

export const POSTED_BY = ['owner', 'agent', 'builder'] as const;
export type PostedBy = (typeof POSTED_BY)[number];
export const POSTED_BY_LABELS: Record<PostedBy, string> = {
  owner: 'Owner',
  agent: 'Agent',
  builder: 'Builder',
};

/**
 * A listing's life: a lister's draft, sent for review (pending), then live or rejected (with a
 * reason); a live one ends sold, rented or expired. Only live listings are shown to others.
 */
export const LISTING_STATUSES = [
  'draft',
  'pending',
  'live',
  'rejected',
  'sold',
  'rented',
  'expired',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** A listing expires this many days after it went live (or was renewed). */
export const LISTING_LIVE_DAYS = 60;

export const PRICE_RANGES = ['budget', 'mid', 'premium'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/**
 * Rupee bounds of the price bands: budget < midFrom <= mid < premiumFrom <= premium. Sale: the
 * spec's budget quick select. Rent, per month: most 1-2 BHK homes in Madhya Pradesh's cities let
 * for under ₹15,000; ₹40,000 and more is a large or prime home even in the metros.
 */
export const PRICE_RANGE_BOUNDS: Record<
  PropertyPurpose,
  { readonly midFrom: number; readonly premiumFrom: number }
> = {
  sale: { midFrom: 50_00_000, premiumFrom: 1_00_00_000 },
  rent: { midFrom: 15_000, premiumFrom: 40_000 },
};

export const PRICE_RANGE_LABELS: Record<PropertyPurpose, Record<PriceRange, string>> = {
  sale: {
    budget: 'Budget (under ₹50L)',
    mid: 'Mid (₹50L - ₹1Cr)',
    premium: 'Premium (₹1Cr+)',
  },
  rent: {
    budget: 'Budget (under ₹15k/month)',
    mid: 'Mid (₹15k - ₹40k/month)',
    premium: 'Premium (₹40k+/month)',
  },
};

/** The band of a price (sale) or monthly rent (rent), in rupees. */
export function priceRangeOf(rupees: number, purpose: PropertyPurpose = 'sale'): PriceRange {
  const bounds = PRICE_RANGE_BOUNDS[purpose];
  if (rupees >= bounds.premiumFrom) return 'premium';
  if (rupees >= bounds.midFrom) return 'mid';
  return 'budget';
}

/**
 * A listing's price as shown: '₹45 L', '₹1.2 Cr' for a sale; '₹25,000/month' for a rent. In
 * Hindi '₹45 लाख', '₹1.2 करोड़', '₹25,000/महीना'.
 */
export function formatListingPrice(
  rupees: number,
  purpose: PropertyPurpose,
  language: 'en' | 'hi' = 'en',
): string {
  if (purpose === 'sale') return formatPropertyPrice(rupees, language);
  return `${formatInr(rupees)}/${language === 'hi' ? 'महीना' : 'month'}`;
}
