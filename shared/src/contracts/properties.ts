/**
 * The property calls of /api/v1 (docs/product/real-estate.md "Property data"). Listing, detail
 * and wishlist: the api validates its query and answers with these schemas, the real-estate
 * remote imports the same constants and types.
 */
import { z } from 'zod';
import {
  FACET_OPTIONS,
  FURNISHINGS,
  LISTING_STATUSES,
  POSSESSION_STATES,
  POSTED_BY,
  PRICE_RANGES,
  PROPERTY_AMENITIES,
  PROPERTY_PAGE_LIMIT_MAX,
  PROPERTY_PURPOSES,
  PROPERTY_QUERY_MESSAGES,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  TENANT_FILTERS,
  TENANT_SUITS,
  WISHLIST_MERGE_MAX,
  type PropertyFacets,
} from '@marketplace/shared/contracts-properties';

/**
 * One property as the api serves it (snake_case as in the spec). A field a listing does not state
 * (listings made before it existed, a plot's bathrooms) is null, never invented.
 */
export const propertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  builder: z.string().nullable(),
  purpose: z.enum(PROPERTY_PURPOSES),
  status: z.enum(LISTING_STATUSES),
  /** Display text made by the server: '₹45 L', '₹1.2 Cr', '₹25,000/month'. */
  price: z.string(),
  /** Whole rupees: the sale price, or the monthly rent. */
  price_value: z.number().int().nullable(),
  /** Derived by the server from price_value and purpose, never taken from a client. */
  price_range: z.enum(PRICE_RANGES),
  /** Rent only: the deposit as shown ('₹50,000') and in whole rupees. */
  deposit: z.string().nullable(),
  deposit_value: z.number().int().nullable(),
  /** Rent only: the first day it can be moved into (YYYY-MM-DD); null: now. */
  available_from: z.string().nullable(),
  suits: z.enum(TENANT_SUITS).nullable(),
  property_type: z.enum(PROPERTY_TYPES).nullable(),
  possession: z.enum(POSSESSION_STATES).nullable(),
  /** Under construction: the month possession is expected (YYYY-MM). */
  possession_by: z.string().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
  /** Empty for a type without bedrooms (plot, commercial). */
  bedrooms: z.string(),
  bathrooms: z.number().int().nullable(),
  /** 0 is the ground floor. */
  floor: z.number().int().nullable(),
  total_floors: z.number().int().nullable(),
  rera_number: z.string().nullable(),
  posted_by: z.enum(POSTED_BY).nullable(),
  area: z.number(),
  description: z.string().nullable(),
  nearby: z.array(z.string()),
  amenities: z.array(z.string()),
  contact_agent: z.string().nullable(),
  /** The lister left a phone number: shown to logged-in visitors who ask (never in this answer). */
  has_lister_phone: z.boolean(),
  schedule_visit_enabled: z.boolean(),
  brochure_link: z.string().nullable(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  created_at: z.string(),
  /** Moves on with every edit; an administrator's save sends the one it edited. */
  version: z.number().int(),
});
export type Property = z.infer<typeof propertySchema>;

const wholeNumber = (name: string, min: number, max?: number) => {
  let schema = z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `${name} must be at most ${max}`);
  return schema;
};

/**
 * Search text. A control character (a NUL from `%00`) is refused: no search box sends one, and
 * SQLite's LIKE stops reading its pattern at a NUL, which matched every property.
 */
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), `${name} must not contain control characters`);

/**
 * Comma-separated names, each one of `known` (case-insensitive), as their canonical spelling,
 * each once. An unknown name is a 400 naming it.
 */
const namesParam = <T extends string>(name: string, known: readonly T[], what: string) =>
  z
    .string({ error: `${name} must be text` })
    .max(500, `${name} is too long`)
    .transform((value, ctx) => {
      const chosen: T[] = [];
      for (const item of value.split(',').map((part) => part.trim())) {
        if (!item) continue;
        const match = known.find((k) => k.toLowerCase() === item.toLowerCase());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: `${name}: unknown ${what} '${item}'` });
          return z.NEVER;
        }
        if (!chosen.includes(match)) chosen.push(match);
      }
      return chosen;
    });

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

/** The largest budget a query may name: ₹10,000 Cr. */
const BUDGET_MAX = 1_00_00_00_00_000;

/**
 * Query of GET /getAllProperties. Every parameter is optional; messages name the parameter.
 * Strict: an unknown parameter is a 400 rather than a silently ignored filter. Budgets are whole
 * rupees (the page reads what people type, `30L`, with readRupees, and sends the number).
 */
export const propertyListQuerySchema = z
  .strictObject({
    /** Absent: sale (the Buy tab, and every client older than rentals). */
    purpose: oneOf('purpose', PROPERTY_PURPOSES).optional(),
    q: text('q', 100).optional(),
    location: text('location', 100).optional(),
    price_range: oneOf('price_range', PRICE_RANGES).optional(),
    budget_min: wholeNumber('budget_min', 0, BUDGET_MAX).optional(),
    budget_max: wholeNumber('budget_max', 0, BUDGET_MAX).optional(),
    type: namesParam('type', PROPERTY_TYPES, 'property type').optional(),
    possession: oneOf('possession', POSSESSION_STATES).optional(),
    furnishing: namesParam('furnishing', FURNISHINGS, 'furnishing').optional(),
    suits: oneOf('suits', TENANT_FILTERS).optional(),
    posted_by: namesParam('posted_by', POSTED_BY, 'lister').optional(),
    bedrooms: wholeNumber('bedrooms', 1, 5).optional(),
    baths_min: wholeNumber('baths_min', 1, 4).optional(),
    rera: z.literal('true', { error: PROPERTY_QUERY_MESSAGES.reraTrue }).optional(),
    area_min: wholeNumber('area_min', 0).optional(),
    area_max: wholeNumber('area_max', 0).optional(),
    amenities: namesParam('amenities', PROPERTY_AMENITIES, 'amenity').optional(),
    sort: oneOf('sort', PROPERTY_SORTS).optional(),
    page: wholeNumber('page', 1, 100_000).optional(),
    limit: wholeNumber('limit', 1, PROPERTY_PAGE_LIMIT_MAX).optional(),
  })
  .refine((q) => q.area_min === undefined || q.area_max === undefined || q.area_min <= q.area_max, {
    message: PROPERTY_QUERY_MESSAGES.areaInverted,
    path: ['area_min'],
  })
  .refine(
    (q) => q.budget_min === undefined || q.budget_max === undefined || q.budget_min <= q.budget_max,
    { message: PROPERTY_QUERY_MESSAGES.budgetInverted, path: ['budget_min'] },
  )
  .refine((q) => q.suits === undefined || q.purpose === 'rent', {
    message: PROPERTY_QUERY_MESSAGES.suitsForRentOnly,
    path: ['suits'],
  });
/** The query as the client writes it (strings in the URL). */
export type PropertyListQueryInput = z.input<typeof propertyListQuerySchema>;
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

const countsOf = <T extends readonly [string, ...string[]]>(options: T) =>
  z.record(z.enum(options), z.number().int());

/** Per group, per option: how many listings that option would show, the other groups applied. */
const propertyFacetsSchema = z.object({
  price_range: countsOf(FACET_OPTIONS.price_range),
  type: countsOf(FACET_OPTIONS.type),
  possession: countsOf(FACET_OPTIONS.possession),
  furnishing: countsOf(FACET_OPTIONS.furnishing),
  suits: countsOf(FACET_OPTIONS.suits),
  posted_by: countsOf(FACET_OPTIONS.posted_by),
  bedrooms: countsOf(FACET_OPTIONS.bedrooms),
  baths_min: countsOf(FACET_OPTIONS.baths_min),
  rera: countsOf(FACET_OPTIONS.rera),
  amenities: countsOf(FACET_OPTIONS.amenities),
  location: countsOf(FACET_OPTIONS.location),
}) satisfies z.ZodType<PropertyFacets>;

export const propertyListResponse = z.object({
  success: z.literal(true),
  data: z.array(propertySchema),
  /** How many match: exact, or an estimate when `approximate`. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: propertyFacetsSchema,
  /**
   * True when total and facets are estimated from a sample (a search matching very many
   * listings, docs/decisions/search-counts.md); the page's listings themselves are exact.
   */
  approximate: z.boolean(),
});
export type PropertyListResponse = z.infer<typeof propertyListResponse>;

/** The detail's path id as text: anything that is not a property id is answered 404, not 400. */
export const propertyIdParams = z.object({ id: z.string() });

export const propertyResponse = z.object({ success: z.literal(true), data: propertySchema });
export type PropertyResponse = z.infer<typeof propertyResponse>;

export const wishlistPropertyParams = z.object({
  propertyId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const wishlistResponse = z.object({
  success: z.literal(true),
  data: z.array(propertySchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponse>;

export const wishlistMessageResponse = z.object({ success: z.literal(true), msg: z.string() });
export type WishlistMessageResponse = z.infer<typeof wishlistMessageResponse>;

export const wishlistMergeRequest = z.strictObject({
  property_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), {
      error: 'property_ids must be a list of property ids',
    })
    .max(WISHLIST_MERGE_MAX, `property_ids must have at most ${WISHLIST_MERGE_MAX} ids`),
});
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequest>;

export const wishlistMergeResponse = z.object({
  success: z.literal(true),
  data: z.array(z.number().int()),
});
export type WishlistMergeResponse = z.infer<typeof wishlistMergeResponse>;
