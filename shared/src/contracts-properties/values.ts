// The property and wishlist values every side agrees on, without zod: the filters' options, the
// price ranges, limits, messages and the listing's query string. The real-estate pages read these
// (and check the api's answers with ./answers.ts) without downloading zod.

/** Filter values of the location filter; the UI capitalises them for its labels. */
export const PROPERTY_LOCATIONS = [
  'jabalpur',
  'noida',
  'gurgaon',
  'mumbai',
  'delhi',
  'bangalore',
] as const;
export type PropertyLocation = (typeof PROPERTY_LOCATIONS)[number];

/** The spec's amenity names, in its order. */
export const PROPERTY_AMENITIES = [
  'Parking',
  'Park',
  'Vaastu Compliant',
  'Power Backup',
  'Lift',
  'Security Personnel',
  'Gymnasium',
  'Club house',
  'Swimming Pool',
  'Gas Pipeline',
  'Valet Parking',
] as const;
export type PropertyAmenity = (typeof PROPERTY_AMENITIES)[number];

export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;

/** 'area' sorts the largest first. */
export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'area'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

/** Pictures the detail page's gallery shows, the first ones (both specs: "at most 6 images"). */
export const PROPERTY_GALLERY_MAX = 6;

export const PROPERTY_PAGE_LIMIT_DEFAULT = 24;
export const PROPERTY_PAGE_LIMIT_MAX = 100;
export const PROPERTY_AREA_DEFAULTS = { min: 0, max: 3000 } as const;
/** Most ids one wishlist merge accepts. */
export const WISHLIST_MERGE_MAX = 500;
/** localStorage key of the logged-out hearts (JSON array of property ids). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** The api's answers for properties, wishlist and property enquiries. */
export const PROPERTY_MESSAGES = {
  notFound: 'Property not found',
  visitNotAvailable: 'Visit scheduling is not available for this property',
  visitDateInPast: 'Date must be today or later',
  wishlistAdded: 'Added to wishlist',
  wishlistRemoved: 'Removed from wishlist',
  agentContactReceived: 'Your message has been sent to the agent',
  visitRequestReceived: 'Visit request received',
} as const;

/** The listing search's complaints about a query as a whole (GET /getAllProperties). */
export const PROPERTY_QUERY_MESSAGES = {
  areaInverted: 'area_min must not be greater than area_max',
  budgetInverted: 'budget_min must not be greater than budget_max',
  suitsForRentOnly: 'suits applies to rentals only (purpose=rent)',
  reraTrue: "rera must be 'true' when given",
} as const;
