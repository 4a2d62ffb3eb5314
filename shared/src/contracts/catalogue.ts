/**
 * The catalogue's calls: the public reads, one per page family (GET /catalogue/<page>: what is
 * published and visible, in display order), and the admin's drafts, pictures, publish and
 * versions (docs/decisions/catalogue-content-model.md).
 */
import { z } from 'zod';
import {
  CATALOGUE_KINDS,
  CATALOGUE_PAGES,
  type CatalogueKind,
  type CatalogueTranslations,
} from '@marketplace/shared/contracts-catalogue';
import {
  CATALOGUE_BODY_SCHEMAS,
  designBodyObject,
  faqBodySchema,
  figureBodySchema,
  furnitureBodySchema,
  homecareBodyObject,
  maintenanceBodySchema,
  packageBodySchema,
  serviceBodySchema,
  slideBodySchema,
  testimonialBodySchema,
} from './catalogue-bodies';
import { catalogueTranslationsSchema } from './catalogue-translations';

const key = z.string();

// An item as a page reads it: its key and its body's fields (not strict: an answer may grow).
const catalogueServiceSchema = z.object({ ...serviceBodySchema.shape, key });
const homecareServiceSchema = z.object({ ...homecareBodyObject.shape, key });
const maintenanceServiceSchema = z.object({ ...maintenanceBodySchema.shape, key });
const constructionPackageSchema = z.object({ ...packageBodySchema.shape, key });
const interiorDesignSchema = z.object({ ...designBodyObject.shape, key });
const furnitureItemSchema = z.object({ ...furnitureBodySchema.shape, key });
const heroSlideSchema = z.object({ ...slideBodySchema.shape, key });
const faqItemSchema = z.object({ ...faqBodySchema.shape, key });
const figureSchema = z.object({ ...figureBodySchema.shape, key });
const testimonialSchema = z.object({ ...testimonialBodySchema.shape, key });

export type CatalogueService = z.infer<typeof catalogueServiceSchema>;
export type HomecareService = z.infer<typeof homecareServiceSchema>;
export type MaintenanceService = z.infer<typeof maintenanceServiceSchema>;
export type ConstructionPackage = z.infer<typeof constructionPackageSchema>;
export type InteriorDesign = z.infer<typeof interiorDesignSchema>;
export type FurnitureItem = z.infer<typeof furnitureItemSchema>;
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Figure = z.infer<typeof figureSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;

const page = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), version: z.number().int(), ...shape });

export const homePageResponse = page({
  slides: z.array(heroSlideSchema),
  services: z.array(catalogueServiceSchema),
  faqs: z.array(faqItemSchema),
  figures: z.array(figureSchema),
  testimonials: z.array(testimonialSchema),
});
export const homecarePageResponse = page({
  services: z.array(homecareServiceSchema),
  figures: z.array(figureSchema),
});
export const maintenancePageResponse = page({
  services: z.array(maintenanceServiceSchema),
  /** The bookable services the pages suggest beside them ('Explore more services'). */
  related: z.array(catalogueServiceSchema),
  figures: z.array(figureSchema),
});
export const servicesPageResponse = page({ services: z.array(catalogueServiceSchema) });
export const constructionsPageResponse = page({
  packages: z.array(constructionPackageSchema),
  figures: z.array(figureSchema),
});
export const interiorPageResponse = page({
  designs: z.array(interiorDesignSchema),
  furniture: z.array(furnitureItemSchema),
});

export type HomePageResponse = z.infer<typeof homePageResponse>;
export type HomecarePageResponse = z.infer<typeof homecarePageResponse>;
export type MaintenancePageResponse = z.infer<typeof maintenancePageResponse>;
export type ServicesPageResponse = z.infer<typeof servicesPageResponse>;
export type ConstructionsPageResponse = z.infer<typeof constructionsPageResponse>;
export type InteriorPageResponse = z.infer<typeof interiorPageResponse>;

/** The answer of each page's read. */
export const CATALOGUE_PAGE_RESPONSES = {
  home: homePageResponse,
  homecare: homecarePageResponse,
  maintenance: maintenancePageResponse,
  services: servicesPageResponse,
  constructions: constructionsPageResponse,
  interior: interiorPageResponse,
} as const;

/** What each page's read answers. */
export type CataloguePageAnswers = {
  [P in keyof typeof CATALOGUE_PAGE_RESPONSES]: z.infer<(typeof CATALOGUE_PAGE_RESPONSES)[P]>;
};

export const cataloguePageParams = z.object({ page: z.enum(CATALOGUE_PAGES) });

// ---- Administration ------------------------------------------------------------------------

/** published: as the site shows it; changed: edited since; new: never published. */
export const DRAFT_STATES = ['published', 'changed', 'new'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

export const adminCatalogueItemSchema = z.object({
  id: z.number().int(),
  key,
  kind: z.enum(CATALOGUE_KINDS),
  visible: z.boolean(),
  position: z.number().int(),
  revision: z.number().int(),
  /** The kind's body (checked by its schema on every write). */
  body: z.record(z.string(), z.unknown()),
  /** Its texts in other languages: `{ hi: { name: '...', features: [...] } }`, each optional. */
  translations: z.object({
    hi: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
  }),
  state: z.enum(DRAFT_STATES),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminCatalogueItem = z.infer<typeof adminCatalogueItemSchema>;

const catalogueVersionSchema = z.object({
  id: z.number().int(),
  published_at: z.string(),
  /** The publisher's username; null for the content the catalogue started with. */
  published_by: z.string().nullable(),
  restored_from: z.number().int().nullable(),
  items: z.number().int(),
});
export type CatalogueVersion = z.infer<typeof catalogueVersionSchema>;

export const adminCatalogueListQuery = z.object({
  kind: z.enum(CATALOGUE_KINDS).optional(),
  q: z.string().trim().max(100).optional(),
});

export const adminCatalogueListResponse = z.object({
  success: z.literal(true),
  items: z.array(adminCatalogueItemSchema),
  /** The version the site shows; null before anything was published. */
  published: catalogueVersionSchema.nullable(),
  /** Drafts that differ from what the site shows (new, changed, or gone from the drafts). */
  unpublished: z.number().int(),
});
export type AdminCatalogueListResponse = z.infer<typeof adminCatalogueListResponse>;

const visible = z.boolean({ error: 'Visible must be true or false' });
const revision = z.number({ error: 'Revision is required' }).int().min(1);

/** POST /admin/catalogue/items: a new draft of one kind, its body checked by that kind's schema. */
export const createCatalogueItemRequest = z.discriminatedUnion(
  'kind',
  CATALOGUE_KINDS.map((kind) =>
    z.strictObject({
      kind: z.literal(kind),
      visible,
      body: CATALOGUE_BODY_SCHEMAS[kind] as z.ZodType,
      translations: catalogueTranslationsSchema(kind).optional(),
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
export type CreateCatalogueItemRequest = {
  [K in CatalogueKind]: {
    kind: K;
    visible: boolean;
    body: z.infer<(typeof CATALOGUE_BODY_SCHEMAS)[K]>;
    translations?: CatalogueTranslations;
  };
}[CatalogueKind];

/** PUT /admin/catalogue/items/:id: the whole draft, from the revision the editor started at. */
export const updateCatalogueItemRequest = z.strictObject({
  revision,
  visible,
  body: z.record(z.string(), z.unknown(), { error: 'Body is required' }),
  /** Checked against the item's kind by the api; left out, the stored translations stay. */
  translations: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateCatalogueItemRequest = z.infer<typeof updateCatalogueItemRequest>;

export const moveCatalogueItemRequest = z.strictObject({
  revision,
  direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }),
});
export type MoveCatalogueItemRequest = z.infer<typeof moveCatalogueItemRequest>;

export const catalogueItemParams = z.object({ id: z.coerce.number().int().positive() });
export const catalogueVersionParams = z.object({ id: z.coerce.number().int().positive() });

export const adminCatalogueItemResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  item: adminCatalogueItemSchema,
});
export type AdminCatalogueItemResponse = z.infer<typeof adminCatalogueItemResponse>;

export const cataloguePicturesResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  /** The uploaded pictures' URLs (the largest width), in the order sent. */
  pictures: z.array(z.string()),
});
export type CataloguePicturesResponse = z.infer<typeof cataloguePicturesResponse>;

export const catalogueVersionsResponse = z.object({
  success: z.literal(true),
  versions: z.array(catalogueVersionSchema),
});
export type CatalogueVersionsResponse = z.infer<typeof catalogueVersionsResponse>;

export const cataloguePublishResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  version: catalogueVersionSchema,
});
export type CataloguePublishResponse = z.infer<typeof cataloguePublishResponse>;
