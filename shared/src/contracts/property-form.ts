/**
 * The property form (admin remote) and the multipart payload of POST /addProperty and
 * PUT /updateProperty/:id (docs/product/admin.md "Property form"). The form and the api validate
 * the text fields with the same schema, so both name the same field in the same words.
 */
import { z } from 'zod';
import { PRICE_RANGES } from '@marketplace/shared/contracts-properties';
import { idempotencyKeySchema } from './idempotency';

/** Largest picture accepted, per file (the spec's hint: 'PNG, JPG, GIF up to 10MB each'). */
export const PROPERTY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Most pictures one property keeps (existing plus new). */
export const PROPERTY_IMAGES_MAX = 12;
/** Picture types accepted; the api recognises them by their bytes, the form by the file's type. */
export const PROPERTY_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export const PROPERTY_IMAGE_HINT = 'PNG, JPG, GIF up to 10MB each';

export const PROPERTY_FORM_MESSAGES = {
  added: 'Property added successfully',
  updated: 'Property updated successfully',
  deleted: 'Property deleted successfully',
  addFailed: 'Failed to add property',
  updateFailed: 'Failed to update property',
  deleteFailed: 'Failed to delete property',
  fetchFailed: 'Failed to fetch properties',
  confirmDelete: 'Are you sure you want to delete this property?',
  imageTooLarge: 'Each image must be 10 MB or smaller',
  imageType: 'Images must be JPEG, PNG, GIF or WebP files',
  tooManyImages: `A property can have at most ${PROPERTY_IMAGES_MAX} images`,
  imageUnreadable: 'An image could not be read; please choose another file',
  notMultipart: 'Send the property as multipart/form-data',
  unknownField: 'Unknown form field',
  editConflict:
    'Someone else saved changes to this property after you opened it. Close this form and open the property again to see their changes, then make yours.',
  versionInvalid: 'version must be the whole number the property was read with',
} as const;

/** Multipart field names, exactly as the spec's payload (camelCase). */
export const PROPERTY_FORM_IMAGE_FIELD = 'imageFile';
/**
 * On update: the existing picture URLs to keep, comma-separated (any not listed are removed and
 * their files deleted). Absent: every existing picture is kept (docs/decisions/admin-uploads.md).
 */
export const PROPERTY_FORM_KEEP_FIELD = 'keepImages';
/**
 * On update: the property's `version` when the form was opened. A save from an older version is
 * refused (409) instead of overwriting someone else's changes; absent, the save is not checked.
 */
export const PROPERTY_FORM_VERSION_FIELD = 'version';

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

/** A rupee amount from price text: '₹85 L', '85 Lakh', '1.2 Cr', '8500000', '₹45,000'. */
export function parsePropertyPrice(text: string): number | null {
  const cleaned = text
    .toLowerCase()
    .replace(/₹|rs\.?|inr|,/g, '')
    .trim();
  const match = /^(\d+(?:\.\d+)?)\s*(l|lac|lacs|lakh|lakhs|cr|crore|crores|k|thousand)?$/.exec(
    cleaned,
  );
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = match[2] ?? '';
  const multiplier = unit.startsWith('c')
    ? 1_00_00_000
    : unit.startsWith('l')
      ? 1_00_000
      : unit === 'k' || unit === 'thousand'
        ? 1_000
        : 1;
  const rupees = Math.round(amount * multiplier);
  return Number.isSafeInteger(rupees) && rupees > 0 ? rupees : null;
}

const PROPERTY_PRICE_EXAMPLES = '₹85 L, 1.2 Cr or 8500000';
export const PROPERTY_PRICE_HINT = `e.g. ${PROPERTY_PRICE_EXAMPLES}`;
/** Largest area a property may state, in sq ft. */
const PROPERTY_AREA_MAX = 1_00_00_000;

/** The text fields of the form, as strings (what the form holds and the multipart carries). */
export const propertyFormSchema = z.object({
  name: required('Name', 200),
  location: required('Location', 200),
  builder: optional('Builder', 200),
  price: optional('Price', 50).refine(
    (value) => value === null || parsePropertyPrice(value) !== null,
    `Price must be an amount such as ${PROPERTY_PRICE_EXAMPLES}`,
  ),
  priceRange: z.enum(PRICE_RANGES, { error: 'Price range is required' }),
  bedrooms: required('Bedrooms', 50),
  area: z
    .string({ error: 'Area is required' })
    .trim()
    .min(1, 'Area is required')
    // A sign is read, so that -5 is told it must be positive rather than that it is no number.
    .refine((value) => /^[-+]?\d+(\.\d+)?$/.test(value), 'Area must be a number')
    .transform(Number)
    .refine((value) => value > 0, 'Area must be a positive number')
    .refine((value) => value <= PROPERTY_AREA_MAX, 'Area must be at most 1,00,00,000 sq ft'),
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
export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;
export const PROPERTY_FORM_TEXT_FIELDS = Object.keys(propertyFormSchema.shape) as Array<
  keyof PropertyFormInput
>;

export const propertyWriteResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ id: z.number().int(), images: z.array(z.string()) }).optional(),
});
export type PropertyWriteResponse = z.infer<typeof propertyWriteResponse>;
