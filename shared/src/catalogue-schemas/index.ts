// `@marketplace/shared/catalogue-schemas`: the catalogue's zod schemas (item bodies, prices, the
// admin's requests and answers), for the api and the admin's Catalogue tab. An entry point of its
// own: every page with a form loads `@marketplace/shared/contracts`, and none of them needs these.
export * from '../contracts/catalogue-bodies';
export * from '../contracts/catalogue-checks';
export * from '../contracts/catalogue-translations';
export {
  TRANSLATED_FIELDS,
  missingTranslations,
  translatedBody,
} from '../contracts-catalogue/translations';
export {
  CATALOGUE_PAGE_RESPONSES,
  DRAFT_STATES,
  adminCatalogueItemResponse,
  adminCatalogueItemSchema,
  adminCatalogueListQuery,
  adminCatalogueListResponse,
  catalogueItemParams,
  cataloguePageParams,
  cataloguePicturesResponse,
  cataloguePublishResponse,
  catalogueVersionParams,
  catalogueVersionsResponse,
  createCatalogueItemRequest,
  moveCatalogueItemRequest,
  updateCatalogueItemRequest,
} from '../contracts/catalogue';
