/**
 * The property form (admin remote) and the multipart payload of POST /addProperty and
 * PUT /updateProperty/:id (docs/product/admin.md "Property form"). The form and the api validate
 * the text fields with the same schema, so both name the same field in the same words.
 */
import { z } from 'zod';
import {
  FURNISHINGS,
  POSSESSION_STATES,
  POSTED_BY,
  PROPERTY_PURPOSES,
  PROPERTY_TYPES,
  TENANT_SUITS,
  TYPES_WITHOUT_BEDROOMS,
  formatListingPrice,
  readRupees,
  type PropertyPurpose,
} from '@marketplace/shared/contracts-properties';
import { contactPhoneSchema } from './enquiries';
import { idempotencyKeySchema } from './idempotency';

// The form's zod-free values (picture limits, field names, messages, price hints) live in
// @marketplace/shared/contracts-posting, so the pages that only show or delete listings read them
// without downloading these schemas; the api and the admin's form still find them here.
export {
  PROPERTY_FORM_IMAGE_FIELD,
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_MESSAGES,
  PROPERTY_FORM_VERSION_FIELD,
  PROPERTY_IMAGES_MAX,
  PROPERTY_IMAGE_HINT,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_MIME_TYPES,
  PROPERTY_PRICE_HINT,
} from '@marketplace/shared/contracts-posting';

/**
 * POST /addProperty and PUT /updateProperty/:id take an optional Idempotency-Key: a retry with the
 * same key answers what the first attempt saved instead of saving again.
 */
export const propertyWriteHeaders = z.object({
  'idempotency-key': idempotencyKeySchema('Idempotency-Key must be text').optional(),
});

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank becomes null. */
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));

/** Comma-separated text as a list of trimmed, non-empty, distinct items. */
const commaList = (label: string) =>
  z
    .string()
    .max(2000, `${label} is too long`)
    .optional()
    .transform((value) => [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ]);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const PRICE_LIMITS: Record<PropertyPurpose, { min: number; max: number; label: string }> = {
  sale: { min: 10_000, max: 1_000_00_00_000, label: 'Price' },
  rent: { min: 500, max: 50_00_000, label: 'Monthly rent' },
};
/** Largest area a property may state, in sq ft. */
const PROPERTY_AREA_MAX = 1_00_00_000;
/** A RERA registration number as the state authorities issue them (letters, digits, / and -). */
const RERA_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{2,49}$/;

/** An amount typed the Indian way ('85 L', '25k', '₹85,00,000'); blank is null. */
const amount = (label: string) =>
  optional(label, 50).transform((value, ctx) => {
    if (value === null) return null;
    const reading = readRupees(value);
    if ('error' in reading) {
      ctx.addIssue({ code: 'custom', message: `${label}: ${reading.error}` });
      return z.NEVER;
    }
    return reading.rupees;
  });

/** A whole number within bounds, typed as text; blank is null. */
const wholeNumber = (label: string, min: number, max: number) =>
  optional(label, 10).transform((value, ctx) => {
    if (value === null) return null;
    const n = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be a whole number from ${min} to ${max}`,
      });
      return z.NEVER;
    }
    return n;
  });

/** One of `values`, required, with the field's own message. */
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label} is required` });
/** One of `values`, or blank (null). */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], {
      error: `${label} must be one of ${values.join(', ')}`,
    })
    .optional()
    .transform((value) => (value ? value : null));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real day: '2026-02-30' and '2026-13-45' are not (the latter no Date at all). */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return (
    ISO_DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  );
}
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const propertyFormFields = z.object({
  name: required('Name', 200),
  location: required('Location', 200),
  builder: optional('Builder', 200),
  purpose: choice(PROPERTY_PURPOSES, 'Purpose'),
  propertyType: choice(PROPERTY_TYPES, 'Property type'),
  /** The sale price, or the monthly rent. */
  price: amount('Price'),
  deposit: amount('Deposit'),
  availableFrom: optional('Available from', 10).refine(
    (value) => value === null || isCalendarDay(value),
    'Available from must be a date (YYYY-MM-DD)',
  ),
  suits: optionalChoice(TENANT_SUITS, 'Suits'),
  bedrooms: optional('Bedrooms', 50),
  bathrooms: wholeNumber('Bathrooms', 0, 20),
  floor: wholeNumber('Floor', -3, 200),
  totalFloors: wholeNumber('Total floors', 1, 200),
  area: z
    .string({ error: 'Area is required' })
    .trim()
    .min(1, 'Area is required')
    // A sign is read, so that -5 is told it must be positive rather than that it is no number.
    .refine((value) => /^[-+]?\d+(\.\d+)?$/.test(value), 'Area must be a number')
    .transform(Number)
    .refine((value) => value > 0, 'Area must be a positive number')
    .refine((value) => value <= PROPERTY_AREA_MAX, 'Area must be at most 1,00,00,000 sq ft'),
  possession: choice(POSSESSION_STATES, 'Possession'),
  possessionBy: optional('Expected possession', 7).refine(
    (value) => value === null || ISO_MONTH.test(value),
    'Expected possession must be a month (YYYY-MM)',
  ),
  furnishing: optionalChoice(FURNISHINGS, 'Furnishing'),
  reraNumber: optional('RERA number', 50).refine(
    (value) => value === null || RERA_NUMBER.test(value),
    'RERA number must be letters, digits, / and - as registered',
  ),
  postedBy: choice(POSTED_BY, 'Posted by'),
  description: optional('Description', 5000),
  nearby: commaList('Nearby'),
  amenities: commaList('Amenities'),
  contactAgent: optional('Contact agent', 200),
  scheduleVisitEnabled: z
    .enum(['true', 'false'], { error: "scheduleVisitEnabled must be 'true' or 'false'" })
    .optional()
    .transform((value) => value !== 'false'),
  brochureLink: optional('Brochure link', 2000).refine(
    (value) => value === null || isHttpUrl(value),
    'Brochure link must be a valid http(s) URL',
  ),
});
type PropertyFormShape = z.output<typeof propertyFormFields>;
const RENT_ONLY = [
  ['deposit', 'Deposit'],
  ['availableFrom', 'Available from'],
  ['suits', 'Suits'],
] as const;

/**
 * The text fields of the form, as strings (what the form holds and the multipart carries). The
 * price band is not among them: the server works it out from the price (priceRangeOf).
 */
export const propertyFormSchema = propertyFormFields
  // Run even when a field failed, so the form shows every missing field at once; each rule reads
  // only fields that parsed (a failed field holds no value of its type).
  .check(
    z.superRefine(
      (form: PropertyFormShape, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const purpose = PROPERTY_PURPOSES.includes(form.purpose) ? form.purpose : undefined;
        const limits = PRICE_LIMITS[purpose ?? 'sale'];
        if (form.price === null) issue('price', `${limits.label} is required`);
        else if (purpose && typeof form.price === 'number') {
          if (form.price < limits.min || form.price > limits.max) {
            const [from, to] = [limits.min, limits.max].map((n) => formatListingPrice(n, purpose));
            issue('price', `${limits.label} must be from ${from} to ${to}`);
          }
        }
        if (purpose === 'rent' && form.suits === null) {
          issue('suits', 'Suits is required for a rental');
        }
        if (purpose === 'sale') {
          for (const [field, label] of RENT_ONLY) {
            if (form[field] !== null && form[field] !== undefined) {
              issue(field, `${label} is for rentals only`);
            }
          }
        }
        // Until a type is chosen, what most types have is asked for.
        const type = PROPERTY_TYPES.includes(form.propertyType) ? form.propertyType : undefined;
        if (!(type && TYPES_WITHOUT_BEDROOMS.includes(type)) && form.bedrooms === null) {
          issue('bedrooms', 'Bedrooms is required');
        }
        if (type !== 'plot' && form.furnishing === null) {
          issue('furnishing', 'Furnishing is required');
        }
        if (form.possession === 'under_construction' && form.possessionBy === null) {
          issue('possessionBy', 'Expected possession is required when under construction');
        }
        if (form.possession === 'ready' && typeof form.possessionBy === 'string') {
          issue('possessionBy', 'Expected possession is for listings under construction');
        }
        const { floor, totalFloors } = form;
        if (typeof floor === 'number' && typeof totalFloors === 'number' && floor > totalFloors) {
          issue('floor', 'Floor must not be above the total floors');
        }
      },
      { when: () => true },
    ),
  );
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;
export const PROPERTY_FORM_TEXT_FIELDS = Object.keys(propertyFormSchema.shape) as Array<
  keyof PropertyFormInput
>;
/** Sent by clients made for the spec's payload: refused, since the server derives the band. */
export const PROPERTY_FORM_REFUSED_FIELDS: Record<string, string> = {
  priceRange: 'priceRange is worked out by the server from the price: leave it out',
};

/**
 * The posting form's text fields (a lister's listing, docs/decisions/listing-statuses.md): the
 * property form's, less the administration's own public contact and brochure link, plus the
 * lister's phone. Each is optional, so a draft is saved part-filled (the form leaves blank fields
 * out); sending it for review checks the whole listing with propertyFormSchema.
 */
export const propertyDraftSchema = propertyFormFields
  .omit({ contactAgent: true, brochureLink: true })
  .extend({ listerPhone: contactPhoneSchema })
  .partial();
export type PropertyDraftInput = z.input<typeof propertyDraftSchema>;
export type PropertyDraftValues = z.output<typeof propertyDraftSchema>;
export const PROPERTY_DRAFT_TEXT_FIELDS = Object.keys(propertyDraftSchema.shape) as Array<
  keyof PropertyDraftInput
>;

export const propertyWriteResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.number().int(), images: z.array(z.string()) }).optional(),
});
export type PropertyWriteResponse = z.infer<typeof propertyWriteResponse>;
