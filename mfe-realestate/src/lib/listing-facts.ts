// The facts of a listing beyond its price and size, as the card and the detail page show them:
// for a rental its deposit, when it is free and who it suits; for both the type, possession,
// furnishing, bathrooms, floor, who posted it and the RERA registration.
import {
  FURNISHING_LABELS,
  POSSESSION_LABELS,
  POSTED_BY_LABELS,
  PROPERTY_TYPE_LABELS,
  TENANT_SUITS_LABELS,
  type Property,
} from '@marketplace/shared/contracts-properties';
import { formatListedDate, formatMonth } from './property-format';

export const FACT_TEXT = {
  type: 'Type',
  deposit: 'Deposit',
  availableFrom: 'Available from',
  availableNow: 'Available now',
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
} as const;

/** The label of a fact, or null for a listing made before the fact was asked. */
function labelOf<T extends string>(labels: Record<T, string>, value: T | null): string | null {
  return value === null ? null : labels[value];
}

/** 'Ready to move', or 'Possession June 2027' for one under construction with a month. */
function possessionText(property: Pick<Property, 'possession' | 'possession_by'>) {
  return property.possession === 'under_construction' && property.possession_by
    ? FACT_TEXT.possessionBy(property.possession_by)
    : labelOf(POSSESSION_LABELS, property.possession);
}

function floorText({ floor, total_floors }: Pick<Property, 'floor' | 'total_floors'>) {
  if (floor !== null) return FACT_TEXT.floorOf(floor, total_floors);
  return total_floors === null ? null : FACT_TEXT.floors(total_floors);
}

/** When a rental is free: its date, or now when none was given. */
function availableDate(property: Pick<Property, 'available_from'>): string {
  return property.available_from
    ? formatListedDate(property.available_from)
    : FACT_TEXT.availableNow;
}

function availability(property: Pick<Property, 'available_from'>): string {
  return property.available_from
    ? `${FACT_TEXT.availableFrom} ${availableDate(property)}`
    : FACT_TEXT.availableNow;
}

/** The card's line under a rental's rent: 'Deposit ₹50,000 · Available from 1 December 2026'. */
export function rentalLine(property: Property): string | null {
  if (property.purpose !== 'rent') return null;
  const deposit = property.deposit ? `${FACT_TEXT.deposit} ${property.deposit}` : null;
  return [deposit, availability(property)].filter(Boolean).join(' · ');
}

/** The card's short facts: type, furnishing, possession, who posted it. */
export function cardFacts(property: Property): string[] {
  const postedBy = labelOf(POSTED_BY_LABELS, property.posted_by);
  return [
    labelOf(PROPERTY_TYPE_LABELS, property.property_type),
    labelOf(FURNISHING_LABELS, property.furnishing),
    possessionText(property),
    postedBy && FACT_TEXT.postedByShort(postedBy),
  ].filter((fact): fact is string => Boolean(fact));
}

/** The detail page's facts, label and value; a fact the listing lacks is left out. */
export function detailFacts(property: Property): [string, string][] {
  const rent = property.purpose === 'rent';
  const facts: [string, string | null][] = [
    [FACT_TEXT.type, labelOf(PROPERTY_TYPE_LABELS, property.property_type)],
    [FACT_TEXT.deposit, rent ? property.deposit : null],
    [FACT_TEXT.availableFrom, rent ? availableDate(property) : null],
    [FACT_TEXT.suits, rent ? labelOf(TENANT_SUITS_LABELS, property.suits) : null],
    [FACT_TEXT.possession, possessionText(property)],
    [FACT_TEXT.furnishing, labelOf(FURNISHING_LABELS, property.furnishing)],
    [FACT_TEXT.bathrooms, property.bathrooms === null ? null : String(property.bathrooms)],
    [FACT_TEXT.floor, floorText(property)],
    [FACT_TEXT.postedBy, labelOf(POSTED_BY_LABELS, property.posted_by)],
    [FACT_TEXT.rera, property.rera_number],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
}
