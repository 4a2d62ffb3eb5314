// The fixed structure catalogue items are filed under: the homecare and interior category
// trees and the furniture tabs (the admin offers them as choices, the pages draw their tabs).

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
/** Every name of the homecare tree: the keys a page's catalogue translates for display. */
export type HomecareCategoryOrSubName =
  HomecareCategoryName | (typeof HOMECARE_CATEGORIES)[number]['subCategories'][number];

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
/** Every name of the interior tree: the keys a page's catalogue translates for display. */
export type InteriorCategoryOrSubName =
  InteriorCategory | (typeof INTERIOR_CATEGORIES)[number]['subCategories'][number];

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
