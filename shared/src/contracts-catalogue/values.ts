// What the api, the catalogue pages and the admin agree on about the catalogue, without zod: the
// kinds of item, the price kinds, the fixed structure items are filed under (categories, furniture
// tabs, figure sets) and the texts of the api's answers (docs/decisions/catalogue-content-model.md).

/** Every kind of catalogue item; each has its own body schema (contracts/catalogue-bodies.ts). */
export const CATALOGUE_KINDS = [
  'service',
  'homecare',
  'maintenance',
  'package',
  'design',
  'furniture',
  'slide',
  'faq',
  'figure',
  'testimonial',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** The kinds whose body has a price. */
export const PRICED_KINDS = [
  'service',
  'homecare',
  'maintenance',
  'package',
  'design',
  'furniture',
] as const satisfies readonly CatalogueKind[];
export type PricedKind = (typeof PRICED_KINDS)[number];

export function isPricedKind(kind: string): kind is PricedKind {
  return (PRICED_KINDS as readonly string[]).includes(kind);
}

/**
 * fixed: a charge per visit, bookable in the cart; monthly: a subscription enquiry with a start
 * date; from: a starting point, answered by a quote request. Never a slot for the last two.
 */
export const PRICE_KINDS = ['fixed', 'monthly', 'from'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

/** The strips a figure (a stat tile) can belong to, each drawn by one page. */
export const FIGURE_SETS = [
  'home',
  'home-services',
  'homecare',
  'maintenance',
  'constructions',
  'construction-package',
] as const;
export type FigureSet = (typeof FIGURE_SETS)[number];

/** The public reads, one per page family: GET /api/v1/catalogue/<page>. */
export const CATALOGUE_PAGES = [
  'home',
  'homecare',
  'maintenance',
  'services',
  'constructions',
  'interior',
] as const;
export type CataloguePage = (typeof CATALOGUE_PAGES)[number];

/** The sub-category every homecare category ends with; it is shown but filters nothing. */
export const HOMECARE_LOCATION_SUBCATEGORY = 'Location';

/** Homecare's tabs (docs/product/catalogue.md "Homecare"); the first sub-category is selected first. */
export const HOMECARE_CATEGORIES = [
  {
    name: 'Pest control',
    subCategories: ['Pest Control Expert', 'Termite Control', HOMECARE_LOCATION_SUBCATEGORY],
  },
  { name: 'Carpentry works', subCategories: ['Carpenter', HOMECARE_LOCATION_SUBCATEGORY] },
  { name: 'Putty & painting work', subCategories: ['Painter', HOMECARE_LOCATION_SUBCATEGORY] },
  {
    name: 'Aluminums work',
    subCategories: [
      'A.C Technician',
      'Electrician',
      'House cleaning',
      HOMECARE_LOCATION_SUBCATEGORY,
    ],
  },
] as const satisfies readonly { name: string; subCategories: readonly string[] }[];
export type HomecareCategoryName = (typeof HOMECARE_CATEGORIES)[number]['name'];

/** Interior design's category tree (docs/product/catalogue.md "Interior design"). */
export const INTERIOR_CATEGORIES = [
  {
    name: 'Living Room',
    subCategories: [
      'Modern Contemporary',
      'Classic Luxury',
      'Minimalist',
      'Scandinavian',
      'Traditional',
    ],
  },
  {
    name: 'Bedroom',
    subCategories: ['Master Suite', 'Guest Room', 'Kids Room', 'Teen Room', 'Walk-in Closet'],
  },
  {
    name: 'Kitchen',
    subCategories: ['Modular Kitchen', 'Island Kitchen', 'Galley Kitchen', 'L-Shaped', 'U-Shaped'],
  },
  {
    name: 'Bathroom',
    subCategories: [
      'Luxury Spa',
      'Modern Minimal',
      'Classic Victorian',
      'Contemporary',
      'Resort Style',
    ],
  },
  {
    name: 'Office Space',
    subCategories: [
      'Executive Office',
      'Home Office',
      'Co-working',
      'Reception',
      'Conference Room',
    ],
  },
  {
    name: 'Commercial',
    subCategories: ['Restaurant', 'Retail Store', 'Hotel', 'Clinic', 'Showroom'],
  },
] as const satisfies readonly { name: string; subCategories: readonly string[] }[];
export type InteriorCategory = (typeof INTERIOR_CATEGORIES)[number]['name'];

/** The sub-categories of a category (the first one is selected when the category changes). */
export function subCategoriesOf(
  tree: readonly { name: string; subCategories: readonly string[] }[],
  category: string,
): readonly string[] {
  return tree.find((entry) => entry.name === category)?.subCategories ?? [];
}

/** The furniture tabs of the interior page, in order (their descriptions are page copy). */
export const FURNITURE_CATEGORIES = [
  { id: 'modular-kitchen', name: 'Modular Kitchen' },
  { id: 'home-furniture', name: 'Home Furniture' },
  { id: 'office-furniture', name: 'Office Furniture' },
  { id: 'wardrobes', name: 'Wardrobes' },
  { id: 'doors', name: 'Doors & Doorframes' },
  { id: 'restaurant-hotel', name: 'Restaurant / Hotel Furniture' },
] as const;
export type FurnitureCategoryId = (typeof FURNITURE_CATEGORIES)[number]['id'];

/** Where pictures live: an upload (WebP, three widths) or a seeded drawing (SVG). */
export const CATALOGUE_PICTURE_URL =
  /^\/uploads\/catalogue\/(?:[a-f0-9]{32}-1280\.webp|seed-[a-z0-9-]+\.svg)$/;

/** A stable item key: `<kind>:<lower-case words and digits joined by dashes>`. */
export const CATALOGUE_KEY = /^[a-z]+:[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Failure codes of the catalogue's writes and of the cart and checkout it prices. */
export const CATALOGUE_ERROR_CODES = {
  /** A save on a revision someone else has saved over since. */
  stale: 'CATALOGUE_STALE',
  /** A monthly or "from" item sent to the cart. */
  notBookable: 'NOT_BOOKABLE',
  /** Checkout's lines differ from what the catalogue charges now. */
  priceChanged: 'PRICE_CHANGED',
  /** The cart holds an item that can no longer be booked. */
  itemUnavailable: 'ITEM_UNAVAILABLE',
} as const;

/** The api's catalogue answers (the admin shows them as they are). */
export const CATALOGUE_MESSAGES = {
  created: 'Item created as a draft',
  saved: 'Draft saved',
  moved: 'Order changed',
  published: 'Catalogue published',
  restored: 'Version restored and published',
  picturesStored: 'Pictures uploaded',
  itemNotFound: 'Catalogue item not found',
  versionNotFound: 'Version not found',
  stale:
    'Someone else saved this item after you opened it. Load their version, then make your change again.',
  slugTaken: 'Another item of this kind already uses this web address',
  pictureMissing: 'A picture of this item is no longer on the server: upload it again',
  relatedMissing: 'The related service does not exist',
  notBookable: 'This item is not booked by visit: use Subscribe or Request a quote on its page',
  itemUnavailable:
    'Some items in your cart can no longer be booked. Remove them from your cart to continue.',
  priceChanged:
    'Prices in your cart have changed since this page was loaded. Please check the new prices.',
  noPictures: 'Choose at least one picture',
  subscriptionReceived: "Subscription request received. We'll call you to confirm the start.",
  quoteReceived: "Quote request received. We'll call you with a quote.",
  wrongEnquiry: 'This item does not take this kind of request',
} as const;
