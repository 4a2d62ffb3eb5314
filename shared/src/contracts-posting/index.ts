// Public API of @marketplace/shared/contracts-posting: a lister's listings, leads and phone reveal
// and the moderators' queue, with no zod in it: the values, messages, moves, types and checks of
// the api's answers. No shared singleton (build-tools/rspack-app.ts): only the api and the pages
// that post or moderate listings import it, and each keeps only what it uses, so the real-estate
// search and detail pages download none of it. The zod schemas are
// @marketplace/shared/property-schemas.
export * from './posting';
export * from './posting-answers';
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
