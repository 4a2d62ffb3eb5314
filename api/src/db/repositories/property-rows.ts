import {
  LISTING_LIVE_DAYS,
  formatListingPrice,
  priceRangeOf,
  type Furnishing,
  type ListingStatus,
  type PossessionState,
  type PostedBy,
  type Property as PropertyDto,
  type PropertyPurpose,
  type PropertyType,
  type TenantSuits,
} from '@marketplace/shared/contracts';
import { formatInr } from '@marketplace/shared/config';
import { fromFlag, fromJsonList, toFlag, toJsonList } from '../columns';
import type { Property as PropertyRow } from '../schema';

/** What a listing says about itself, as a writer gives it: lists as arrays, flags as booleans. */
export interface ListingFields {
  name: string;
  location: string;
  builder: string | null;
  purpose: PropertyPurpose;
  /**
   * Whole rupees: the sale price or the monthly rent. The band and the text derive from it. Null
   * only in a lister's draft not priced yet.
   */
  priceValue: number | null;
  depositValue: number | null;
  availableFrom: string | null;
  suits: TenantSuits | null;
  propertyType: PropertyType | null;
  possession: PossessionState | null;
  possessionBy: string | null;
  furnishing: Furnishing | null;
  /** '2 BHK'; empty for a plot or commercial space. */
  bedrooms: string;
  bathrooms: number | null;
  floor: number | null;
  totalFloors: number | null;
  reraNumber: string | null;
  postedBy: PostedBy | null;
  area: number;
  description: string | null;
  nearby: string[];
  amenities: string[];
  contactAgent: string | null;
  scheduleVisitEnabled: boolean;
  brochureLink: string | null;
  images: string[];
}

/** A new listing: its fields, whose it is and where its life starts. */
export interface PropertyInput extends ListingFields {
  ownerId?: number | null;
  listerPhone?: string | null;
  /** Default 'live': the administration's listings, the seeds. A lister's start as 'draft'. */
  status?: ListingStatus;
  createdAt?: string;
  /** When it went live; default createdAt for a live listing, none for others. */
  liveSince?: string;
  /** Default LISTING_LIVE_DAYS after liveSince. */
  expiresAt?: string;
}

/** The number a '2 BHK' / '2BHK' text starts with; null when it has none. */
function bedroomsCountOf(bedrooms: string): number | null {
  const match = /^\s*(\d+)/.exec(bedrooms);
  return match ? Number(match[1]) : null;
}

/** When a listing that goes live at `liveSince` expires. */
export function expiryOf(liveSince: string): string {
  return new Date(Date.parse(liveSince) + LISTING_LIVE_DAYS * 86_400_000).toISOString();
}

/**
 * The columns a served property is made of. Reads select these, not the whole row: better-sqlite3
 * builds a JS object per row with a key per column, and the whole row made reading a page of 24
 * cost about twice as much (docs/decisions/api-reads.md). The lister's account, the expiry and a
 * rejection's reason are not served in public answers; the lister's phone is read only to say
 * whether there is one (has_lister_phone).
 */
export const SERVED_PROPERTY_COLUMNS = [
  'properties.id',
  'properties.name',
  'properties.location',
  'properties.builder',
  'properties.purpose',
  'properties.status',
  'properties.price',
  'properties.price_value',
  'properties.price_range',
  'properties.deposit_value',
  'properties.available_from',
  'properties.suits',
  'properties.property_type',
  'properties.possession',
  'properties.possession_by',
  'properties.furnishing',
  'properties.bedrooms',
  'properties.bathrooms',
  'properties.floor',
  'properties.total_floors',
  'properties.rera_number',
  'properties.posted_by',
  'properties.area',
  'properties.description',
  'properties.nearby',
  'properties.amenities',
  'properties.contact_agent',
  'properties.lister_phone',
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

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** A stored row as the api serves it; the price's text is made here from its number. */
export function toPropertyDto(row: ServedPropertyRow): PropertyDto {
  const images = fromJsonList(row.images);
  const priceValue = numberOrNull(row.price_value);
  const depositValue = numberOrNull(row.deposit_value);
  return {
    id: Number(row.id),
    name: row.name,
    location: row.location,
    builder: row.builder,
    purpose: row.purpose,
    status: row.status,
    price: priceValue === null ? (row.price ?? '') : formatListingPrice(priceValue, row.purpose),
    price_value: priceValue,
    price_range: row.price_range,
    deposit: depositValue === null ? null : formatInr(depositValue),
    deposit_value: depositValue,
    available_from: row.available_from,
    suits: row.suits,
    property_type: row.property_type,
    possession: row.possession,
    possession_by: row.possession_by,
    furnishing: row.furnishing,
    bedrooms: row.bedrooms,
    bathrooms: numberOrNull(row.bathrooms),
    floor: numberOrNull(row.floor),
    total_floors: numberOrNull(row.total_floors),
    rera_number: row.rera_number,
    posted_by: row.posted_by,
    area: Number(row.area),
    description: row.description,
    nearby: fromJsonList(row.nearby),
    amenities: fromJsonList(row.amenities),
    contact_agent: row.contact_agent,
    has_lister_phone: row.lister_phone !== null,
    schedule_visit_enabled: fromFlag(row.schedule_visit_enabled),
    brochure_link: row.brochure_link,
    image: images[0] ?? row.image,
    images,
    created_at: row.created_at,
    version: Number(row.version),
  };
}

/** The columns of a listing's own fields; the band is derived here, from the price. */
export function toListingColumns(fields: ListingFields) {
  const rent = fields.purpose === 'rent';
  return {
    name: fields.name,
    location: fields.location,
    builder: fields.builder,
    purpose: fields.purpose,
    price: null,
    price_value: fields.priceValue,
    // A draft not priced yet is filed as budget until it is: drafts are never listed.
    price_range:
      fields.priceValue === null ? 'budget' : priceRangeOf(fields.priceValue, fields.purpose),
    deposit_value: rent ? fields.depositValue : null,
    available_from: rent ? fields.availableFrom : null,
    suits: rent ? fields.suits : null,
    property_type: fields.propertyType,
    possession: fields.possession,
    possession_by: fields.possession === 'under_construction' ? fields.possessionBy : null,
    furnishing: fields.furnishing,
    bedrooms: fields.bedrooms,
    bedrooms_count: bedroomsCountOf(fields.bedrooms),
    bathrooms: fields.bathrooms,
    floor: fields.floor,
    total_floors: fields.totalFloors,
    rera_number: fields.reraNumber,
    posted_by: fields.postedBy,
    area: fields.area,
    description: fields.description,
    nearby: toJsonList(fields.nearby),
    amenities: toJsonList(fields.amenities),
    contact_agent: fields.contactAgent,
    schedule_visit_enabled: toFlag(fields.scheduleVisitEnabled),
    brochure_link: fields.brochureLink,
    image: fields.images[0] ?? null,
    images: toJsonList(fields.images),
  };
}

/** The columns a new listing is inserted with. */
export function toRow(input: PropertyInput, now: string) {
  const status = input.status ?? 'live';
  const createdAt = input.createdAt ?? now;
  const liveSince = input.liveSince ?? (status === 'live' ? createdAt : null);
  return {
    ...toListingColumns(input),
    status,
    owner_id: input.ownerId ?? null,
    lister_phone: input.listerPhone ?? null,
    live_since: liveSince,
    expires_at: liveSince === null ? null : (input.expiresAt ?? expiryOf(liveSince)),
    created_at: createdAt,
  };
}
