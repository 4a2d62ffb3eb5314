// The property form's values, their validation (the api's own schema, so both sides name a field
// in the same words), the picture checks done before anything is sent, and the multipart payload.
import {
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_IMAGE_FIELD,
  PROPERTY_FORM_MESSAGES,
  PROPERTY_FORM_VERSION_FIELD,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_MIME_TYPES,
  PROPERTY_IMAGES_MAX,
  propertyFormSchema,
  type Property,
} from '@marketplace/shared/contracts';

export interface PropertyFormState {
  name: string;
  location: string;
  builder: string;
  price: string;
  priceRange: string;
  bedrooms: string;
  area: string;
  description: string;
  nearby: string;
  amenities: string;
  contactAgent: string;
  scheduleVisitEnabled: boolean;
  brochureLink: string;
}

export type FormField = keyof PropertyFormState;
export type FieldErrors = Partial<Record<FormField, string>>;

export const EMPTY_FORM: PropertyFormState = {
  name: '',
  location: '',
  builder: '',
  price: '',
  priceRange: '',
  bedrooms: '',
  area: '',
  description: '',
  nearby: '',
  amenities: '',
  contactAgent: '',
  scheduleVisitEnabled: true,
  brochureLink: '',
};

/** Editing prefills the form: lists joined by commas (docs/product/admin.md "Property form"). */
export function formFromProperty(property: Property): PropertyFormState {
  return {
    name: property.name,
    location: property.location,
    builder: property.builder ?? '',
    price: property.price,
    priceRange: property.price_range,
    bedrooms: property.bedrooms,
    area: String(property.area),
    description: property.description ?? '',
    nearby: property.nearby.join(', '),
    amenities: property.amenities.join(', '),
    contactAgent: property.contact_agent ?? '',
    scheduleVisitEnabled: property.schedule_visit_enabled,
    brochureLink: property.brochure_link ?? '',
  };
}

/** Whether the form holds something its opening state did not (typed text, pictures). */
export function formHasChanges(
  initial: PropertyFormState,
  form: PropertyFormState,
  pictures: { initial: readonly string[]; kept: readonly string[]; added: readonly File[] },
): boolean {
  return (
    (Object.keys(initial) as FormField[]).some((field) => initial[field] !== form[field]) ||
    pictures.added.length > 0 ||
    pictures.kept.length !== pictures.initial.length
  );
}

function asPayload(state: PropertyFormState): Record<string, string> {
  return { ...state, scheduleVisitEnabled: state.scheduleVisitEnabled ? 'true' : 'false' };
}

/** Errors per field, empty when the form can be sent. */
export function validateForm(state: PropertyFormState): FieldErrors {
  const parsed = propertyFormSchema.safeParse(asPayload(state));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The message for files that cannot be added (wrong type, over 10 MB, more than the property can
 * hold), or null when all of them fit. `current` counts kept and already chosen pictures.
 */
export function checkNewImages(files: readonly File[], current: number): string | null {
  if (files.some((file) => !(PROPERTY_IMAGE_MIME_TYPES as readonly string[]).includes(file.type))) {
    return PROPERTY_FORM_MESSAGES.imageType;
  }
  if (files.some((file) => file.size > PROPERTY_IMAGE_MAX_BYTES)) {
    return PROPERTY_FORM_MESSAGES.imageTooLarge;
  }
  if (current + files.length > PROPERTY_IMAGES_MAX) return PROPERTY_FORM_MESSAGES.tooManyImages;
  return null;
}

/**
 * The spec's multipart payload. On edit, keepImages lists the existing pictures that stay, and
 * version the one the form was opened with (the api refuses the save if someone saved since).
 */
export function toFormData(
  state: PropertyFormState,
  newImages: readonly File[],
  edit?: { keptImages: readonly string[]; version: number },
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(asPayload(state))) data.append(name, value);
  if (edit) {
    data.append(PROPERTY_FORM_KEEP_FIELD, edit.keptImages.join(','));
    data.append(PROPERTY_FORM_VERSION_FIELD, String(edit.version));
  }
  for (const file of newImages) data.append(PROPERTY_FORM_IMAGE_FIELD, file, file.name);
  return data;
}
