import { POSTING_MESSAGES } from '@marketplace/shared/contracts-posting';
import {
  PROPERTY_DRAFT_TEXT_FIELDS,
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_VERSION_FIELD,
  propertyDraftSchema,
  propertyFormSchema,
  type PropertyDraftValues,
} from '@marketplace/shared/property-schemas';
import type { ListingFields } from '../../db/repositories/property-rows';
import type { LockedListing } from '../../db/repositories/my-listings';
import { badRequest, canonicalAmenities } from '../properties/admin-form';

/*
 * The posting form of a lister (docs/decisions/listing-statuses.md): a draft is saved with
 * whatever it holds so far, each given field checked by the property form's own rules; sending it
 * for review checks the whole listing with the property form's schema, as the administration's
 * form is checked, plus the lister's phone and a picture.
 */

/** What the posting form sends besides its pictures. */
export const DRAFT_FORM_FIELDS: ReadonlySet<string> = new Set<string>([
  ...PROPERTY_DRAFT_TEXT_FIELDS,
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_VERSION_FIELD,
]);

/** The draft's fields validated; a 400 names the first field that is wrong. */
export function validateDraft(fields: Record<string, string>): PropertyDraftValues {
  const text: Record<string, string> = {};
  for (const name of PROPERTY_DRAFT_TEXT_FIELDS) {
    const value = fields[name];
    // A field left blank is not given yet: the draft keeps it empty.
    if (value !== undefined && value.trim() !== '') text[name] = value;
  }
  const parsed = propertyDraftSchema.safeParse(text);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid listing');
  return parsed.data;
}

/**
 * A draft's columns. What is not given yet is empty (texts), null, or 0 for the area; a lister's
 * listing has no public contact or brochure link (its phone is shown on request instead).
 */
export function draftListingFields(values: PropertyDraftValues, images: string[]): ListingFields {
  const purpose = values.purpose ?? 'sale';
  const rent = purpose === 'rent';
  return {
    name: values.name ?? '',
    location: values.location ?? '',
    builder: values.builder ?? null,
    purpose,
    priceValue: values.price ?? null,
    depositValue: rent ? (values.deposit ?? null) : null,
    availableFrom: rent ? (values.availableFrom ?? null) : null,
    suits: rent ? (values.suits ?? null) : null,
    propertyType: values.propertyType ?? null,
    possession: values.possession ?? null,
    possessionBy: values.possession === 'under_construction' ? (values.possessionBy ?? null) : null,
    furnishing: values.furnishing ?? null,
    bedrooms: values.bedrooms ?? '',
    bathrooms: values.bathrooms ?? null,
    floor: values.floor ?? null,
    totalFloors: values.totalFloors ?? null,
    reraNumber: values.reraNumber ?? null,
    postedBy: values.postedBy ?? null,
    area: values.area ?? 0,
    description: values.description ?? null,
    nearby: values.nearby ?? [],
    amenities: canonicalAmenities(values.amenities ?? []),
    contactAgent: null,
    scheduleVisitEnabled: values.scheduleVisitEnabled ?? true,
    brochureLink: null,
    images,
  };
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A stored listing as the property form's fields, to be checked by the form's own schema. */
function asFormFields(row: LockedListing): Record<string, string> {
  return {
    name: row.name,
    location: row.location,
    builder: text(row.builder),
    purpose: row.purpose,
    propertyType: text(row.property_type),
    price: text(row.price_value),
    deposit: text(row.deposit_value),
    availableFrom: text(row.available_from),
    suits: text(row.suits),
    bedrooms: row.bedrooms,
    bathrooms: text(row.bathrooms),
    floor: text(row.floor),
    totalFloors: text(row.total_floors),
    area: Number(row.area) > 0 ? String(row.area) : '',
    possession: text(row.possession),
    possessionBy: text(row.possession_by),
    furnishing: text(row.furnishing),
    reraNumber: text(row.rera_number),
    postedBy: text(row.posted_by),
    description: text(row.description),
    scheduleVisitEnabled: row.schedule_visit_enabled === 1 ? 'true' : 'false',
  };
}

/** Why the listing cannot be sent for review yet (the first thing missing), or null. */
export function missingForReview(row: LockedListing): string | null {
  const parsed = propertyFormSchema.safeParse(asFormFields(row));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? POSTING_MESSAGES.incomplete;
  if (row.lister_phone === null) return POSTING_MESSAGES.phoneRequired;
  if (row.images.length === 0) return POSTING_MESSAGES.pictureRequired;
  return null;
}
