// Public API of @marketplace/shared/contracts-properties: what the real-estate pages need of the
// property and wishlist contracts, with no zod in it: the values, the types and the
// checks of the api's answers. Its own shared entry point; @marketplace/shared/contracts
// re-exports it as a package, so each app still has one copy of it. The zod schemas the api and
// the admin's form validate with are @marketplace/shared/property-schemas.
export * from './values';
export * from './listing';
export * from './rupees';
export * from './search';
export * from './answers';
export * from './saved-searches';
export * from './visits';
export type {
  Property,
  PropertyListQuery,
  PropertyListQueryInput,
  PropertyListResponse,
  PropertyResponse,
  WishlistMergeRequest,
  WishlistMergeResponse,
  WishlistMessageResponse,
  WishlistResponse,
} from '../contracts/properties';
export type {
  SavedSearch,
  SavedSearchDeletedResponse,
  SavedSearchListResponse,
  SavedSearchResponse,
  SaveSearchRequest,
  UnsubscribeResponse,
  UpdateSavedSearchRequest,
} from '../contracts/saved-searches';
