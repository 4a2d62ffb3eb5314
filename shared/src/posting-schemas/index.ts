// `@marketplace/shared/posting-schemas`: the zod schemas of a lister's listings and leads, of the
// moderators' queue and of a visitor's saved searches, for the api and the pages that post or review
// listings. Its own entry point and no shared singleton, so the pages that show or search listings (which load
// `@marketplace/shared/property-schemas` whole) do not download them.
export * from '../contracts/listing-posting';
export * from '../contracts/saved-searches';
