// The posting form's values (text, as the multipart carries them), the steps that hold them, and
// which field an answer of the api is about: the api checks each save and names the first thing
// wrong in the field's own words ("Area must be a positive number"), so the form reads the field
// from the start of the message and shows it there (docs/decisions/posting-form.md).
import {
  LISTER_PHONE_FIELD,
  PROPERTY_FORM_IMAGE_FIELD,
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_VERSION_FIELD,
  type MyListing,
} from '@marketplace/shared/contracts-posting';

export const DRAFT_FIELDS = [
  'purpose',
  'propertyType',
  'name',
  'bedrooms',
  'bathrooms',
  'area',
  'furnishing',
  'floor',
  'totalFloors',
  'possession',
  'possessionBy',
  'builder',
  'reraNumber',
  'description',
  'amenities',
  'location',
  'nearby',
  'price',
  'deposit',
  'availableFrom',
  'suits',
  'postedBy',
  'listerPhone',
  'scheduleVisitEnabled',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type DraftValues = Record<DraftField, string>;
/** Where an answer's message is shown: a field, or the pictures. */
export type MessageTarget = DraftField | 'pictures';

export const POSTING_STEPS = ['details', 'location', 'price', 'pictures', 'preview'] as const;
export type PostingStep = (typeof POSTING_STEPS)[number];

const STEP_FIELDS: Record<Exclude<PostingStep, 'preview'>, readonly MessageTarget[]> = {
  details: DRAFT_FIELDS.slice(0, DRAFT_FIELDS.indexOf('location')),
  location: ['location', 'nearby'],
  price: ['price', 'deposit', 'availableFrom', 'suits', 'postedBy', 'listerPhone'],
  pictures: ['pictures'],
};

export function stepOf(target: MessageTarget): PostingStep {
  const found = (Object.keys(STEP_FIELDS) as (keyof typeof STEP_FIELDS)[]).find((step) =>
    STEP_FIELDS[step].includes(target),
  );
  return found ?? 'preview';
}

export function isPostingStep(value: string | null): value is PostingStep {
  return (POSTING_STEPS as readonly (string | null)[]).includes(value);
}

export const EMPTY_DRAFT: DraftValues = {
  ...(Object.fromEntries(DRAFT_FIELDS.map((field) => [field, ''])) as DraftValues),
  purpose: 'rent',
  possession: 'ready',
  postedBy: 'owner',
  scheduleVisitEnabled: 'true',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A saved listing as the form's values. */
export function valuesOf(listing: MyListing): DraftValues {
  return {
    purpose: listing.purpose,
    propertyType: text(listing.property_type),
    name: listing.name,
    bedrooms: listing.bedrooms,
    bathrooms: text(listing.bathrooms),
    area: listing.area > 0 ? String(listing.area) : '',
    furnishing: text(listing.furnishing),
    floor: text(listing.floor),
    totalFloors: text(listing.total_floors),
    possession: text(listing.possession),
    possessionBy: text(listing.possession_by),
    builder: text(listing.builder),
    reraNumber: text(listing.rera_number),
    description: text(listing.description),
    amenities: listing.amenities.join(', '),
    location: listing.location,
    nearby: listing.nearby.join(', '),
    price: text(listing.price_value),
    deposit: text(listing.deposit_value),
    availableFrom: text(listing.available_from),
    suits: text(listing.suits),
    postedBy: text(listing.posted_by),
    listerPhone: text(listing.lister_phone),
    scheduleVisitEnabled: listing.schedule_visit_enabled ? 'true' : 'false',
  };
}

const RENT_ONLY: readonly DraftField[] = ['deposit', 'availableFrom', 'suits'];

/**
 * The multipart body of a save: every field (a blank one leaves the draft's empty), the pictures
 * kept and the new ones, and the version the form was read at (a save over someone else's newer
 * one is refused).
 */
export function draftFormData(
  values: DraftValues,
  pictures: { kept: string[]; added: File[]; version: number | null },
): FormData {
  const form = new FormData();
  for (const field of DRAFT_FIELDS) {
    const value = values.purpose === 'sale' && RENT_ONLY.includes(field) ? '' : values[field];
    if (field !== 'possessionBy' || values.possession === 'under_construction') {
      form.append(field === 'listerPhone' ? LISTER_PHONE_FIELD : field, value.trim());
    }
  }
  form.append(PROPERTY_FORM_KEEP_FIELD, pictures.kept.join(','));
  if (pictures.version !== null) {
    form.append(PROPERTY_FORM_VERSION_FIELD, String(pictures.version));
  }
  for (const file of pictures.added) form.append(PROPERTY_FORM_IMAGE_FIELD, file);
  return form;
}

/** The words each field's messages start with, the longest first (Total floors before Floor). */
const MESSAGE_LABELS: [string, MessageTarget][] = (
  [
    ['Name', 'name'],
    ['Location', 'location'],
    ['Builder', 'builder'],
    ['Purpose', 'purpose'],
    ['Property type', 'propertyType'],
    ['Price', 'price'],
    ['Monthly rent', 'price'],
    ['Deposit', 'deposit'],
    ['Available from', 'availableFrom'],
    ['Suits', 'suits'],
    ['Bedrooms', 'bedrooms'],
    ['Bathrooms', 'bathrooms'],
    ['Floor', 'floor'],
    ['Total floors', 'totalFloors'],
    ['Area', 'area'],
    ['Possession', 'possession'],
    ['Expected possession', 'possessionBy'],
    ['Furnishing', 'furnishing'],
    ['RERA number', 'reraNumber'],
    ['Posted by', 'postedBy'],
    ['Description', 'description'],
    ['Nearby', 'nearby'],
    ['Amenities', 'amenities'],
    ['Phone', 'listerPhone'],
    ['Your phone number', 'listerPhone'],
    ['Add at least one picture', 'pictures'],
    ['Each image', 'pictures'],
    ['Images', 'pictures'],
    ['An image', 'pictures'],
    ['A property can have', 'pictures'],
  ] as [string, MessageTarget][]
).sort(([a], [b]) => b.length - a.length);

/**
 * The field an api message is about, or null for a message about the whole listing. `labels` are
 * the form's labels in the page's language: the api's Hindi starts with them ('आपका फ़ोन नंबर').
 */
export function targetOfMessage(
  message: string,
  labels: Partial<Record<MessageTarget, string>> = {},
): MessageTarget | null {
  const own = Object.entries(labels).map(
    ([target, label]) => [label, target] as [string, MessageTarget],
  );
  const found = [...MESSAGE_LABELS, ...own.sort(([a], [b]) => b.length - a.length)].find(
    ([label]) => message.startsWith(label) && /^[\s:]/.test(message.slice(label.length)),
  );
  return found ? found[1] : null;
}
