import { CATALOGUE_CHECKS } from '@marketplace/shared/catalogue-schemas';
import { RUPEES_UNREADABLE, RUPEES_WHOLE } from '@marketplace/shared/contracts';

/*
 * The checks the shared contracts' zod schemas write themselves, in their English words: most are
 * built from a field's label or a query parameter's name ('Name is required', 'budget_min must be
 * a number'), the rest are fixed. The contracts keep them inline beside each field; this is their
 * English as the api's translator reads it (api/test/field-messages.test.ts walks the schemas and
 * fails on one missing here or in its Hindi, api/src/i18n/hi/fields.ts).
 */

/** Texts made from a field's label (or a query parameter's name) and values, most specific first. */
export const FIELD_CHECK_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooManyCharacters: (label: string, max: string) => `${label} must be at most ${max} characters`,
  wholeNumberFromTo: (label: string, min: string, max: string) =>
    `${label} must be a whole number from ${min} to ${max}`,
  notNumber: (label: string) => `${label} must be a number`,
  notWholeNumber: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: string) => `${label} must be at least ${min}`,
  atMost: (label: string, max: string) => `${label} must be at most ${max}`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string) => `${label} is too long`,
  oneOf: (label: string, values: string) => `${label} must be one of ${values}`,
  controlCharacters: (label: string) => `${label} must not contain control characters`,
  invalid: (label: string) => `${label} is invalid`,
  trueOrFalse: (label: string) => `${label} must be true or false`,
  rentalsOnly: (label: string) => `${label} is for rentals only`,
  priceFromTo: (label: string, from: string, to: string) =>
    `${label} must be from ${from} to ${to}`,
  unknownName: (label: string, what: string, item: string) => `${label}: unknown ${what} '${item}'`,
  notList: (label: string) => `${label} must be a list`,
  tooManyEntries: (label: string, max: string) => `${label}: at most ${max} entries`,
  wholeRupees: (label: string) => `${label} must be whole rupees`,
  negative: (label: string) => `${label} cannot be negative`,
  tooLarge: (label: string) => `${label} is too large`,
  /** zod's own words for what a strict object does not take (only a hand-made request has it). */
  unrecognizedKey: (key: string) => `Unrecognized key: ${key}`,
  unrecognizedKeys: (keys: string) => `Unrecognized keys: ${keys}`,
} as const;

/** The contracts' fixed field checks a visitor, a lister or an admin can be answered with. */
export const FIELD_FIXED_MESSAGES = {
  pinCode: 'PIN code must be 6 digits',
  bookingDate: 'Date must be YYYY-MM-DD',
  bookingPhone: 'Phone must be a 10-digit Indian mobile number',
  payment: 'Choose how you will pay',
  shownLines: 'The lines shown are required',
  idempotencyKey: 'Idempotency-Key must be 8 to 100 letters, digits, - or _',
  idempotencyKeyText: 'Idempotency-Key must be text',
  enquiryType:
    'type must be one of contact, job_application, agent_contact, visit_request, subscription, quote',
  bookingStatus: 'status must be one of requested, confirmed, completed, cancelled',
  bookingDay: 'date must be a calendar day as YYYY-MM-DD',
  wishlistIds: 'property_ids must be a list of property ids',
  wishlistTooMany: 'property_ids must have at most 500 ids',
  areaPositive: 'Area must be a positive number',
  areaMax: 'Area must be at most 1,00,00,000 sq ft',
  availableFrom: 'Available from must be a date (YYYY-MM-DD)',
  possessionBy: 'Expected possession must be a month (YYYY-MM)',
  possessionByRequired: 'Expected possession is required when under construction',
  possessionByReadyOnly: 'Expected possession is for listings under construction',
  suitsForRental: 'Suits is required for a rental',
  floorAboveTotal: 'Floor must not be above the total floors',
  reraNumber: 'RERA number must be letters, digits, / and - as registered',
  brochureLink: 'Brochure link must be a valid http(s) URL',
  scheduleVisit: "scheduleVisitEnabled must be 'true' or 'false'",
  rupeesUnreadable: RUPEES_UNREADABLE,
  rupeesWhole: RUPEES_WHOLE,
  draftOnly: 'status must be draft',
  visitor: 'visitor must be 16 to 64 letters, digits, _ or -',
  searchName: 'Give the search a name',
  searchNameTooLong: 'The name must be at most 60 characters',
  searchNameControl: 'The name must not contain control characters',
  searchChange: 'Send a new name or alerts',
} as const;

/** The catalogue's fixed checks: its items' bodies and Hindi twins, and the admin's requests. */
export const CATALOGUE_FIELD_MESSAGES = {
  ...CATALOGUE_CHECKS,
  hindiTexts: 'Hindi texts must be an object of the fields to translate',
  translations: 'Translations must be an object by language',
  direction: 'Direction must be up or down',
} as const;
