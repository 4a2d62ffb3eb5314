// Public API of @marketplace/shared/contracts-posting: a lister's listings, leads and phone reveal,
// the moderators' queue and the property form's values (the admin's and a lister's), with no zod
// in it: the values, messages, moves, types and checks of the api's answers. No shared singleton
// (build-tools/rspack-app.ts): only the api and the pages that post, moderate or administer
// listings import it, and each keeps only what it uses, so the real-estate search and detail
// pages download none of it (in Hindi, the listing labels' words: listing-labels-hi.ts). The zod schemas are @marketplace/shared/property-schemas and
// @marketplace/shared/posting-schemas.
export * from './posting';
export * from './property-form-values';
export * from './posting-answers';
export * from './listing-labels-hi';
export type {
  Lead,
  LeadResponse,
  LeadsResponse,
  ListingMessageResponse,
  MyListing,
  MyListingResponse,
  MyListingsResponse,
  PhoneRevealResponse,
  ReviewDecisionRecord,
  ReviewDecisionResponse,
  ReviewDecisionsResponse,
  ReviewListing,
  ReviewQueueResponse,
} from '../contracts/listing-posting';
