/**
 * The catalogue bodies' checks that name no field (catalogue-bodies.ts), by name: the api answers
 * them in the request's language and the admin's Catalogue editor in the page's, both with the
 * Hindi of `@marketplace/shared/catalogue-hi`. A check built from a field's label ('Name is
 * required') is translated by its kind instead.
 */
export const CATALOGUE_CHECKS = {
  pictureUploaded: 'Pictures must be uploaded in the admin',
  slugFormat: 'Web address: lower-case letters and digits joined by dashes',
  icon: 'Choose an icon',
  rating: 'Rating must be between 0 and 5',
  colour: 'Colour must look like #1a2b3c',
  priceKind: 'Choose how the price is charged',
  upToFromOnly: 'Only a "from" price can have a highest price',
  upToBelowPrice: 'Highest price must be at least the price',
  category: 'Choose a category',
  subCategory: 'Choose a sub-category of the category',
  galleryEmpty: 'Add at least one gallery picture',
  galleryFull: 'Gallery: at most 8 pictures',
  furnitureTab: 'Choose a furniture tab',
  figureSet: 'Choose where the figure is shown',
  starsWhole: 'Rating must be a whole number of stars',
  starsRange: 'Rating must be 1 to 5 stars',
} as const;

export type CatalogueCheck = keyof typeof CATALOGUE_CHECKS;
