// The property form's values, their validation (the api's own schema, so both sides name a field
// in the same words), the picture checks done before anything is sent, and the multipart payload.
import { formatInr } from '@marketplace/shared/config';
import type { PropertiesTexts } from './components/catalogue';
import { type Property } from '@marketplace/shared/contracts';
import {
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_IMAGE_FIELD,
  PROPERTY_FORM_VERSION_FIELD,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_MIME_TYPES,
  PROPERTY_IMAGES_MAX,
  propertyFormSchema,
} from '@marketplace/shared/property-schemas';

/** Every field as the form holds it: text, as typed or chosen. */
export interface PropertyFormState {
  name: string;
  location: string;
  builder: string;
  purpose: string;
  propertyType: string;
  /** The sale price, or the monthly rent. */
  price: string;
  deposit: string;
  availableFrom: string;
  suits: string;
  bedrooms: string;
  bathrooms: string;
  floor: string;
  totalFloors: string;
  area: string;
  possession: string;
  possessionBy: string;
  furnishing: string;
  reraNumber: string;
  postedBy: string;
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
  purpose: 'sale',
  propertyType: '',
  price: '',
  deposit: '',
  availableFrom: '',
  suits: '',
  bedrooms: '',
  bathrooms: '',
  floor: '',
  totalFloors: '',
  area: '',
  possession: '',
  possessionBy: '',
  furnishing: '',
  reraNumber: '',
  postedBy: '',
  description: '',
  nearby: '',
  amenities: '',
  contactAgent: '',
  scheduleVisitEnabled: true,
  brochureLink: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));
const rupees = (value: number | null) => (value === null ? '' : formatInr(value));

/**
 * Editing prefills the form: lists joined by commas (docs/product/admin.md "Property form"), the
 * price in full rupees, ₹85,00,000 (a listing made before prices were numbers: blank, to fill).
 */
export function formFromProperty(property: Property): PropertyFormState {
  return {
    name: property.name,
    location: property.location,
    builder: property.builder ?? '',
    purpose: property.purpose,
    propertyType: text(property.property_type),
    price: rupees(property.price_value),
    deposit: rupees(property.deposit_value),
    availableFrom: text(property.available_from),
    suits: text(property.suits),
    bedrooms: property.bedrooms,
    bathrooms: text(property.bathrooms),
    floor: text(property.floor),
    totalFloors: text(property.total_floors),
    area: String(property.area),
    possession: text(property.possession),
    possessionBy: text(property.possession_by),
    furnishing: text(property.furnishing),
    reraNumber: text(property.rera_number),
    postedBy: text(property.posted_by),
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

/** Fields of a rental only, and of a listing under construction only. */
const RENT_FIELDS = ['deposit', 'availableFrom', 'suits'] as const;

/**
 * What is sent: every field, except those that do not apply to what the form now says (a rent's
 * deposit after switching to a sale, the month of a listing now ready): the form keeps them
 * while it is open, in case the switch is undone, but the listing does not.
 */
function asPayload(state: PropertyFormState): Record<string, string> {
  const payload: Record<string, string> = {
    ...state,
    scheduleVisitEnabled: state.scheduleVisitEnabled ? 'true' : 'false',
  };
  if (state.purpose !== 'rent') for (const field of RENT_FIELDS) delete payload[field];
  if (state.possession !== 'under_construction') delete payload.possessionBy;
  return payload;
}

/** The form's label of each field with a check, by the field's catalogue key. */
export function fieldLabelKey(
  field: FormField,
  purpose: string,
): keyof PropertiesTexts['fields'] | null {
  if (field === 'price') return purpose === 'rent' ? 'rent' : 'price';
  if (field === 'scheduleVisitEnabled' || field === 'purpose') return null;
  return field;
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

/** Why files cannot be added, by the key of their message in PROPERTY_FORM_MESSAGES. */
export type ImageProblem = 'imageType' | 'imageTooLarge' | 'tooManyImages';

/**
 * Why files cannot be added (wrong type, over 10 MB, more than the property can hold), or null
 * when all of them fit. `current` counts kept and already chosen pictures.
 */
export function checkNewImages(files: readonly File[], current: number): ImageProblem | null {
  if (files.some((file) => !(PROPERTY_IMAGE_MIME_TYPES as readonly string[]).includes(file.type))) {
    return 'imageType';
  }
  if (files.some((file) => file.size > PROPERTY_IMAGE_MAX_BYTES)) return 'imageTooLarge';
  if (current + files.length > PROPERTY_IMAGES_MAX) return 'tooManyImages';
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
