import type { Property as PropertyDto } from '@marketplace/shared/contracts';
import { formatPropertyPrice } from '@marketplace/shared/config';
import { fromFlag, fromJsonList, toFlag, toJsonList } from '../columns';
import type { Property as PropertyRow, PriceRange } from '../schema';

/** A property as a writer gives it: lists as arrays, the flag as a boolean. */
export interface PropertyInput {
  name: string;
  location: string;
  builder: string | null;
  /** Display text; derived from priceValue when null. */
  price: string | null;
  priceValue: number | null;
  priceRange: PriceRange;
  bedrooms: string;
  area: number;
  description: string | null;
  nearby: string[];
  amenities: string[];
  contactAgent: string | null;
  scheduleVisitEnabled: boolean;
  brochureLink: string | null;
  images: string[];
  createdBy?: number | null;
  createdAt?: string;
}

/** The number a '2 BHK' / '2BHK' text starts with; null when it has none. */
function bedroomsCountOf(bedrooms: string): number | null {
  const match = /^\s*(\d+)/.exec(bedrooms);
  return match ? Number(match[1]) : null;
}

/**
 * The columns a served property is made of. Reads select these, not the whole row: better-sqlite3
 * builds a JS object per row with a key per column, and the whole row made reading a page of 24
 * cost about twice as much (docs/decisions/api-reads.md).
 */
export const SERVED_PROPERTY_COLUMNS = [
  'properties.id',
  'properties.name',
  'properties.location',
  'properties.builder',
  'properties.price',
  'properties.price_value',
  'properties.price_range',
  'properties.bedrooms',
  'properties.area',
  'properties.description',
  'properties.nearby',
  'properties.amenities',
  'properties.contact_agent',
  'properties.schedule_visit_enabled',
  'properties.brochure_link',
  'properties.image',
  'properties.images',
  'properties.created_at',
  'properties.version',
] as const;

type ServedColumn = (typeof SERVED_PROPERTY_COLUMNS)[number] extends `properties.${infer C}`
  ? C & keyof PropertyRow
  : never;

/** The part of a stored row the api serves. */
export type ServedPropertyRow = Pick<PropertyRow, ServedColumn>;

/** A stored row as the api serves it. */
export function toPropertyDto(row: ServedPropertyRow): PropertyDto {
  const images = fromJsonList(row.images);
  const priceValue = row.price_value === null ? null : Number(row.price_value);
  return {
    id: Number(row.id),
    name: row.name,
    location: row.location,
    builder: row.builder,
    price: row.price ?? (priceValue === null ? '' : formatPropertyPrice(priceValue)),
    price_value: priceValue,
    price_range: row.price_range,
    bedrooms: row.bedrooms,
    area: Number(row.area),
    description: row.description,
    nearby: fromJsonList(row.nearby),
    amenities: fromJsonList(row.amenities),
    contact_agent: row.contact_agent,
    schedule_visit_enabled: fromFlag(row.schedule_visit_enabled),
    brochure_link: row.brochure_link,
    image: images[0] ?? row.image,
    images,
    created_at: row.created_at,
    version: Number(row.version),
  };
}

/** The columns a write stores for `input`. */
export function toRow(input: PropertyInput, now: string) {
  return {
    name: input.name,
    location: input.location,
    builder: input.builder,
    price:
      input.price ?? (input.priceValue === null ? null : formatPropertyPrice(input.priceValue)),
    price_value: input.priceValue,
    price_range: input.priceRange,
    bedrooms: input.bedrooms,
    bedrooms_count: bedroomsCountOf(input.bedrooms),
    area: input.area,
    description: input.description,
    nearby: toJsonList(input.nearby),
    amenities: toJsonList(input.amenities),
    contact_agent: input.contactAgent,
    schedule_visit_enabled: toFlag(input.scheduleVisitEnabled),
    brochure_link: input.brochureLink,
    image: input.images[0] ?? null,
    images: toJsonList(input.images),
    created_by: input.createdBy ?? null,
    created_at: input.createdAt ?? now,
  };
}
