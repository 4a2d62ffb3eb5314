import { API_ERROR_CODES, PROPERTY_AMENITIES } from '@marketplace/shared/contracts';
import {
  PROPERTY_FORM_IMAGE_FIELD,
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_MESSAGES,
  PROPERTY_FORM_REFUSED_FIELDS,
  PROPERTY_FORM_TEXT_FIELDS,
  PROPERTY_FORM_VERSION_FIELD,
  PROPERTY_IMAGES_MAX,
  propertyFormSchema,
  type PropertyFormValues,
} from '@marketplace/shared/property-schemas';
import type { FastifyRequest } from 'fastify';
import type { ListingFields } from '../../db/repositories/property-rows';
import { HttpError } from '../../lib/http-error';
import type { ImageStaging } from '../../lib/property-images';

/**
 * The fields the administration's form sends besides the files: its text fields, the pictures
 * kept and the version edited ('id': the spec's update).
 */
export const ADMIN_FORM_FIELDS: ReadonlySet<string> = new Set<string>([
  ...PROPERTY_FORM_TEXT_FIELDS,
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_VERSION_FIELD,
  'id',
]);

export const badRequest = (message: string) =>
  new HttpError(400, message, API_ERROR_CODES.validation);

export const tooManyImages = () => new HttpError(400, PROPERTY_FORM_MESSAGES.tooManyImages);

/** @fastify/multipart's own limit errors, in the api's words. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return tooManyImages();
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(
      413,
      PROPERTY_FORM_MESSAGES.imageTooLarge,
      API_ERROR_CODES.payloadTooLarge,
    );
  }
  // busboy throws a plain Error for a multipart type without its boundary (the fuzzer sends one):
  // that body is no multipart form either, not a server error.
  const boundaryMissing = error instanceof Error && /boundary not found/i.test(error.message);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || boundaryMissing) {
    return new HttpError(
      415,
      PROPERTY_FORM_MESSAGES.notMultipart,
      API_ERROR_CODES.unsupportedMediaType,
    );
  }
  return error;
}

/**
 * Reads the multipart form as it streams in: the `accepted` text fields into memory (small,
 * bounded by the multipart limits), each `imageFile` straight through the staging checks to disk.
 * Whether the new pictures fit beside the kept ones is checked once the whole form is read.
 */
export async function receivePropertyForm(
  request: FastifyRequest,
  staging: ImageStaging,
  accepted: ReadonlySet<string>,
): Promise<Record<string, string>> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      PROPERTY_FORM_MESSAGES.notMultipart,
      API_ERROR_CODES.unsupportedMediaType,
    );
  }
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PROPERTY_FORM_IMAGE_FIELD) {
          part.file.resume();
          throw badRequest(`${PROPERTY_FORM_MESSAGES.unknownField}: ${part.fieldname}`);
        }
        // A browser sends an empty part for a file input left empty. A part the multipart reader
        // already destroyed (the form broke one of its limits) is never read to its end: waiting
        // for it would hold the request for ever; the next step of the loop throws the limit.
        if (part.filename === '' || part.file.destroyed) {
          part.file.resume();
          continue;
        }
        if (staging.count >= PROPERTY_IMAGES_MAX) {
          part.file.resume();
          throw tooManyImages();
        }
        await staging.add(part.file);
      } else {
        const refused = PROPERTY_FORM_REFUSED_FIELDS[part.fieldname];
        if (refused !== undefined) throw badRequest(refused);
        if (!accepted.has(part.fieldname)) {
          throw badRequest(`${PROPERTY_FORM_MESSAGES.unknownField}: ${part.fieldname}`);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return fields;
}

/** The text fields validated; a 400 names the first field that is wrong. */
export function validateFields(fields: Record<string, string>): PropertyFormValues {
  const parsed = propertyFormSchema.safeParse(fields);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid property');
  }
  return parsed.data;
}

/** The version an update was edited from, or undefined when the form does not say. */
export function editedVersion(fields: Record<string, string>): number | undefined {
  const text = fields[PROPERTY_FORM_VERSION_FIELD];
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text.trim())) throw badRequest(PROPERTY_FORM_MESSAGES.versionInvalid);
  return Number(text);
}

/** Known amenities take their canonical spelling, so the listing's amenity filter finds them. */
export function canonicalAmenities(names: readonly string[]): string[] {
  const canonical = (name: string) =>
    PROPERTY_AMENITIES.find((known) => known.toLowerCase() === name.toLowerCase()) ?? name;
  return [...new Set(names.map(canonical))];
}

/** A listing's fields from the validated form; its price band is derived when it is stored. */
export function toListingFields(values: PropertyFormValues, images: string[]): ListingFields {
  return {
    name: values.name,
    location: values.location,
    builder: values.builder,
    purpose: values.purpose,
    // The schema refuses a form without a price (superRefine), so it is never null here.
    priceValue: values.price as number,
    depositValue: values.deposit,
    availableFrom: values.availableFrom,
    suits: values.suits,
    propertyType: values.propertyType,
    possession: values.possession,
    possessionBy: values.possessionBy,
    furnishing: values.furnishing,
    bedrooms: values.bedrooms ?? '',
    bathrooms: values.bathrooms,
    floor: values.floor,
    totalFloors: values.totalFloors,
    reraNumber: values.reraNumber,
    postedBy: values.postedBy,
    area: values.area,
    description: values.description,
    nearby: values.nearby,
    amenities: canonicalAmenities(values.amenities),
    contactAgent: values.contactAgent,
    scheduleVisitEnabled: values.scheduleVisitEnabled,
    brochureLink: values.brochureLink,
    images,
  };
}

/**
 * The existing pictures an update keeps: those listed in keepImages (comma-separated URLs) that
 * the property really has, in the property's order; all of them when the field is absent.
 */
export function keptImages(existing: string[], keepField: string | undefined): string[] {
  if (keepField === undefined) return existing;
  const listed = new Set(
    keepField
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  );
  return existing.filter((url) => listed.has(url));
}
