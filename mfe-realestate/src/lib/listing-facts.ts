// The facts of a listing beyond its size, as the cards, the detail page and a listing's preview
// show them: its price, for a rental its deposit, when it is free and who it suits; for both the
// type, possession, furnishing, bathrooms, floor, who posted it and the RERA registration.
// FACT_TEXT is English; components/catalogue.ts holds it with its Hindi, and the functions take
// the texts of the page's language (English when none are given). Its `labels` are the one set
// of a listing's value words every page uses: the listing and its filters, a property's page,
// the wishlist, the posting form, My listings and saved searches.
import { LISTING_STATUS_LABELS } from '@marketplace/shared/contracts-posting';
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PRICE_RANGE_LABELS,
  PROPERTY_AMENITIES,
  PROPERTY_TYPE_LABELS,
  TENANT_SUITS_LABELS,
  type Property,
  type PropertyAmenity,
} from '@marketplace/shared/contracts-properties';
import type { Translation } from '@marketplace/shared/ui';
import { formatArea, formatListedDate, formatMonth } from './property-format';

export const FACT_TEXT = {
  type: 'Type',
  deposit: 'Deposit',
  availableFrom: 'Available from',
  availableNow: 'Available now',
  availableOn: (date: string) => `Available from ${date}`,
  suits: 'Suits',
  possession: 'Possession',
  furnishing: 'Furnishing',
  bathrooms: 'Bathrooms',
  floor: 'Floor',
  postedBy: 'Posted by',
  rera: 'RERA',
  reraBadge: 'RERA registered',
  /** The card's badge: short, so it fits beside the band under the card's buttons. */
  reraCardBadge: 'RERA',
  floorOf: (floor: number, total: number | null) =>
    `${floor === 0 ? 'Ground' : floor}${total === null ? '' : ` of ${total}`}`,
  floors: (total: number) => `${total} ${total === 1 ? 'floor' : 'floors'}`,
  possessionBy: (month: string) => `Possession ${formatMonth(month)}`,
  postedByShort: (who: string) => `By ${who.toLowerCase()}`,
  /** A listing's price as the api writes it ('₹85 L', '₹25,000/month'). */
  price: (property: Pick<Property, 'price' | 'price_value' | 'purpose'>) => property.price,
  /** '1,250 sq ft'. */
  area: (sqft: number) => formatArea(sqft),
  /** A day in India: '14 March 2025'. */
  date: (iso: string) => formatListedDate(iso),
  labels: {
    type: PROPERTY_TYPE_LABELS,
    possession: POSSESSION_LABELS,
    furnishing: FURNISHING_LABELS,
    suits: TENANT_SUITS_LABELS,
    postedBy: POSTED_BY_LABELS,
    /** A listing's status, as its lister reads it. */
    statuses: LISTING_STATUS_LABELS,
    /** A band with its bounds, as the filter offers it: 'Mid (₹50L - ₹1Cr)'. */
    priceRanges: PRICE_RANGE_LABELS,
    amenities: Object.fromEntries(PROPERTY_AMENITIES.map((name) => [name, name])) as Record<
      PropertyAmenity,
      string
    >,
  },
} as const;

export type FactTexts = Translation<typeof FACT_TEXT>;

/** An amenity in the page's words; one not in the site's list as its lister wrote it. */
export function amenityLabel(
  name: string,
  { amenities }: Pick<FactTexts['labels'], 'amenities'> = FACT_TEXT.labels,
): string {
  return (amenities as Readonly<Record<string, string>>)[name] ?? name;
}

/** The label of a fact, or null for a listing made before the fact was asked. */
function labelOf<T extends string>(
  labels: Readonly<Record<T, string>>,
  value: T | null,
): string | null {
  return value === null ? null : labels[value];
}

/** 'Ready to move', or 'Possession June 2027' for one under construction with a month. */
function possessionText(
  property: Pick<Property, 'possession' | 'possession_by'>,
  t: FactTexts,
): string | null {
  return property.possession === 'under_construction' && property.possession_by
    ? t.possessionBy(property.possession_by)
    : labelOf(t.labels.possession, property.possession);
}

function floorText(
  { floor, total_floors }: Pick<Property, 'floor' | 'total_floors'>,
  t: FactTexts,
) {
  if (floor !== null) return t.floorOf(floor, total_floors);
  return total_floors === null ? null : t.floors(total_floors);
}

/** When a rental is free: its date, or now when none was given. */
function availableDate(property: Pick<Property, 'available_from'>, t: FactTexts): string {
  return property.available_from ? t.date(property.available_from) : t.availableNow;
}

function availability(property: Pick<Property, 'available_from'>, t: FactTexts): string {
  return property.available_from ? t.availableOn(availableDate(property, t)) : t.availableNow;
}

/** The card's line under a rental's rent: 'Deposit ₹50,000 · Available from 1 December 2026'. */
export function rentalLine(property: Property, t: FactTexts = FACT_TEXT): string | null {
  if (property.purpose !== 'rent') return null;
  const deposit = property.deposit ? `${t.deposit} ${property.deposit}` : null;
  return [deposit, availability(property, t)].filter(Boolean).join(' · ');
}

/** The card's short facts: type, furnishing, possession, who posted it. */
export function cardFacts(property: Property, t: FactTexts = FACT_TEXT): string[] {
  const postedBy = labelOf(t.labels.postedBy, property.posted_by);
  return [
    labelOf(t.labels.type, property.property_type),
    labelOf(t.labels.furnishing, property.furnishing),
    possessionText(property, t),
    postedBy && t.postedByShort(postedBy),
  ].filter((fact): fact is string => Boolean(fact));
}

/** The detail page's facts, label and value; a fact the listing lacks is left out. */
export function detailFacts(property: Property, t: FactTexts = FACT_TEXT): [string, string][] {
  const rent = property.purpose === 'rent';
  const facts: [string, string | null][] = [
    [t.type, labelOf(t.labels.type, property.property_type)],
    [t.deposit, rent ? property.deposit : null],
    [t.availableFrom, rent ? availableDate(property, t) : null],
    [t.suits, rent ? labelOf(t.labels.suits, property.suits) : null],
    [t.possession, possessionText(property, t)],
    [t.furnishing, labelOf(t.labels.furnishing, property.furnishing)],
    [t.bathrooms, property.bathrooms === null ? null : String(property.bathrooms)],
    [t.floor, floorText(property, t)],
    [t.postedBy, labelOf(t.labels.postedBy, property.posted_by)],
    [t.rera, property.rera_number],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}
