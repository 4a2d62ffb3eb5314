/**
 * The body of each kind of catalogue item (docs/decisions/catalogue-content-model.md). The api
 * checks every write with these and the admin's form checks with the same ones, so a field's error
 * reads the same in both. Text is kept as typed: nothing here parses or strips markup.
 */
import { z } from 'zod';
import {
  CATALOGUE_PICTURE_URL,
  FIGURE_SETS,
  FURNITURE_CATEGORIES,
  HOMECARE_CATEGORIES,
  HOMECARE_LOCATION_SUBCATEGORY,
  ICON_KEYS,
  INTERIOR_CATEGORIES,
  PRICE_KINDS,
  subCategoriesOf,
  type CatalogueKind,
} from '@marketplace/shared/contracts-catalogue';
import { CATALOGUE_CHECKS } from './catalogue-checks';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A list typed one entry per line in the admin. */
const lines = (label: string, max: number, maxLength = 200) =>
  z
    .array(text(label, maxLength), { error: `${label} must be a list` })
    .max(max, `${label}: at most ${max} entries`);

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole rupees`)
    .min(1, `${label} must be at least ₹1`)
    .max(100_000_000, `${label} must be at most ₹10,00,00,000`);

const picture = z
  .string({ error: 'Picture is required' })
  .regex(CATALOGUE_PICTURE_URL, CATALOGUE_CHECKS.pictureUploaded);

const slug = z
  .string({ error: 'Web address is required' })
  .trim()
  .min(1, 'Web address is required')
  .max(80, 'Web address must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CATALOGUE_CHECKS.slugFormat);

const icon = z.enum(ICON_KEYS, { error: CATALOGUE_CHECKS.icon });
const rating = z
  .number({ error: 'Rating must be a number' })
  .min(0, CATALOGUE_CHECKS.rating)
  .max(5, CATALOGUE_CHECKS.rating);
const count = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);
const colour = z
  .string({ error: 'Colour is required' })
  .regex(/^#[0-9a-fA-F]{6}$/, CATALOGUE_CHECKS.colour);

/** A price in whole rupees and what it buys; `upTo` makes a "from" price a range. */
export const cataloguePriceSchema = z
  .strictObject({
    kind: z.enum(PRICE_KINDS, { error: CATALOGUE_CHECKS.priceKind }),
    amount: rupees('Price'),
    upTo: rupees('Highest price').nullable(),
    unit: z.string().trim().max(40, 'Unit must be at most 40 characters'),
  })
  .refine((price) => price.upTo === null || price.kind === 'from', {
    path: ['upTo'],
    message: CATALOGUE_CHECKS.upToFromOnly,
  })
  .refine((price) => price.upTo === null || price.upTo >= price.amount, {
    path: ['upTo'],
    message: CATALOGUE_CHECKS.upToBelowPrice,
  });
export type CataloguePrice = z.infer<typeof cataloguePriceSchema>;

const originalPrice = rupees('Original price').nullable();

/** A sub-category must belong to the category (and the Location tab files nothing). */
function inCategory(tree: readonly { name: string; subCategories: readonly string[] }[]) {
  return (body: { category: string; subCategory: string }) =>
    subCategoriesOf(tree, body.category).includes(body.subCategory) &&
    body.subCategory !== HOMECARE_LOCATION_SUBCATEGORY;
}
const subCategoryIssue = {
  path: ['subCategory'],
  message: CATALOGUE_CHECKS.subCategory,
};

/** The bookable home services (home page's Most Booked Services, /services/:name). */
export const serviceBodySchema = z.strictObject({
  slug,
  name: text('Name', 80),
  picture,
  icon,
  summary: text('Summary', 200),
  description: text('Description', 2000),
  included: lines('Included', 20),
  price: cataloguePriceSchema,
});

const homecareCategory = z.enum(HOMECARE_CATEGORIES.map((c) => c.name) as [string, ...string[]], {
  error: CATALOGUE_CHECKS.category,
});
/** Its fields, without the category check (the pages' answers extend it). */
export const homecareBodyObject = z.strictObject({
  name: text('Name', 80),
  picture,
  icon,
  rating,
  reviews: text('Reviews', 40),
  price: cataloguePriceSchema,
  originalPrice,
  category: homecareCategory,
  subCategory: text('Sub-category', 80),
  description: text('Description', 500),
});
export const homecareBodySchema = homecareBodyObject.refine(
  inCategory(HOMECARE_CATEGORIES),
  subCategoryIssue,
);

export const maintenanceBodySchema = z.strictObject({
  slug,
  name: text('Name', 80),
  picture,
  gallery: z
    .array(z.strictObject({ picture, label: text('Picture label', 80) }))
    .min(1, CATALOGUE_CHECKS.galleryEmpty)
    .max(8, CATALOGUE_CHECKS.galleryFull),
  icon,
  description: text('Description', 300),
  detailedDescription: text('Detailed description', 3000),
  features: lines('Features', 20),
  about: text('About', 3000),
  quote: z.strictObject({ text: text('Quote', 300), author: text('Quote author', 80) }),
  price: cataloguePriceSchema,
  /** The bookable service suggested among 'Explore more services' (its item key). */
  relatedServiceKey: z.string().trim().max(120).nullable(),
});

export const packageBodySchema = z.strictObject({
  name: text('Name', 80),
  picture,
  icon,
  description: text('Description', 500),
  detailedDescription: text('Detailed description', 3000),
  features: lines('Features', 20),
  price: cataloguePriceSchema,
  timeline: text('Timeline', 40),
  badge: text('Badge', 30),
  /** Badge background under white 12 px text: at least 4.5:1 against white. */
  color: colour,
  borderColor: colour,
  savings: text('Value line', 40),
});

const interiorCategory = z.enum(INTERIOR_CATEGORIES.map((c) => c.name) as [string, ...string[]], {
  error: CATALOGUE_CHECKS.category,
});
/** Its fields, without the category check (the pages' answers extend it). */
export const designBodyObject = z.strictObject({
  slug,
  name: text('Name', 80),
  /** null: the card shows its placeholder. */
  picture: picture.nullable(),
  rating,
  reviews: count('Reviews'),
  price: cataloguePriceSchema,
  originalPrice,
  category: interiorCategory,
  subCategory: text('Sub-category', 80),
  description: text('Description', 500),
  features: lines('Features', 20),
  duration: text('Duration', 40),
  portfolio: count('Projects'),
});
export const designBodySchema = designBodyObject.refine(
  inCategory(INTERIOR_CATEGORIES),
  subCategoryIssue,
);

export const furnitureBodySchema = z.strictObject({
  category: z.enum(FURNITURE_CATEGORIES.map((c) => c.id) as [string, ...string[]], {
    error: CATALOGUE_CHECKS.furnitureTab,
  }),
  title: text('Title', 80),
  picture,
  features: lines('Features', 10),
  price: cataloguePriceSchema,
  rating,
  reviews: count('Reviews'),
  badge: text('Badge', 30),
  description: text('Description', 500),
});

export const slideBodySchema = z.strictObject({
  picture,
  alt: text('Picture description', 200),
  title: text('Title', 80),
  subtitle: text('Subtitle', 200),
});

export const faqBodySchema = z.strictObject({
  question: text('Question', 200),
  answer: text('Answer', 2000),
});

export const figureBodySchema = z.strictObject({
  set: z.enum(FIGURE_SETS, { error: CATALOGUE_CHECKS.figureSet }),
  number: text('Figure', 12),
  label: text('Label', 60),
  icon,
});

export const testimonialBodySchema = z.strictObject({
  name: text('Name', 80),
  place: z.string().trim().max(80, 'Place must be at most 80 characters'),
  text: text('Testimonial', 1000),
  rating: z
    .number({ error: 'Rating must be a number' })
    .int(CATALOGUE_CHECKS.starsWhole)
    .min(1, CATALOGUE_CHECKS.starsRange)
    .max(5, CATALOGUE_CHECKS.starsRange),
});

/** The schema of each kind's body. */
export const CATALOGUE_BODY_SCHEMAS = {
  service: serviceBodySchema,
  homecare: homecareBodySchema,
  maintenance: maintenanceBodySchema,
  package: packageBodySchema,
  design: designBodySchema,
  furniture: furnitureBodySchema,
  slide: slideBodySchema,
  faq: faqBodySchema,
  figure: figureBodySchema,
  testimonial: testimonialBodySchema,
} as const satisfies Record<CatalogueKind, z.ZodType>;

export type CatalogueBodies = {
  [K in CatalogueKind]: z.infer<(typeof CATALOGUE_BODY_SCHEMAS)[K]>;
};
export type CatalogueBody = CatalogueBodies[CatalogueKind];
