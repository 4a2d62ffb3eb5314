// The property form's values without zod, for the admin's form and a lister's posting form alike:
// the pictures' limits, the multipart field names, the messages and the price hints. The zod
// schemas that apply them are ../contracts/property-form.ts.
import type { PropertyPurpose } from '@marketplace/shared/contracts-properties';

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

export const PROPERTY_PRICE_HINT: Record<PropertyPurpose, string> = {
  sale: 'e.g. ₹85 L, 1.2 Cr or 8500000',
  rent: 'e.g. 25k or ₹25,000',
};
