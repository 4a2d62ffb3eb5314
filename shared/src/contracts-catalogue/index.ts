// Public API of @marketplace/shared/contracts-catalogue: what the catalogue pages and the admin
// need of the catalogue contracts, with no zod in it: the values, the price and matching rules,
// the types and the checks of the public answers. Not a federation singleton (it holds no state,
// build-tools/rspack-app.ts), so each page's chunk keeps only what it uses. The zod schemas are in
// ../contracts/catalogue*.ts; @marketplace/shared/contracts re-exports this whole entry point.
export * from './kinds';
export * from './categories';
export * from './rules';
export * from './messages';
export * from './icon-keys';
export * from './price';
export * from './find';
// The Hindi twins' values and rules are for the api and the admin only (catalogue-schemas).
export type { CatalogueTranslations, ItemTranslation, TranslatedField } from './translations';
export { homePageAnswer } from './answers-home';
export { homecarePageAnswer } from './answers-homecare';
export { maintenancePageAnswer } from './answers-maintenance';
export { servicesPageAnswer } from './answers-services';
export { constructionsPageAnswer } from './answers-constructions';
export { interiorPageAnswer } from './answers-interior';
export type { CataloguePrice, CatalogueBodies, CatalogueBody } from '../contracts/catalogue-bodies';
export type {
  AdminCatalogueItem,
  AdminCatalogueItemResponse,
  AdminCatalogueListResponse,
  CataloguePageAnswers,
  CatalogueService,
  CataloguePicturesResponse,
  CataloguePublishResponse,
  CatalogueVersion,
  CatalogueVersionsResponse,
  ConstructionPackage,
  ConstructionsPageResponse,
  CreateCatalogueItemRequest,
  DraftState,
  FaqItem,
  Figure,
  FurnitureItem,
  HeroSlide,
  HomePageResponse,
  HomecarePageResponse,
  HomecareService,
  InteriorDesign,
  InteriorPageResponse,
  MaintenancePageResponse,
  MaintenanceService,
  MoveCatalogueItemRequest,
  ServicesPageResponse,
  Testimonial,
  UpdateCatalogueItemRequest,
} from '../contracts/catalogue';
