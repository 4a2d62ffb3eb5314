// `@marketplace/shared/property-schemas`: the listings' zod schemas (a property as served, the
// search's query and answer, the wishlist's requests, the admin's and a lister's property form),
// for the api and the pages that check or send them (a lister's listings and the moderators'
// queue are `@marketplace/shared/posting-schemas`). An entry point of its own: every page with a form loads
// `@marketplace/shared/contracts`, and the contact, careers, sign-up and checkout pages need none
// of these.
export * from '../contracts/properties';
export * from '../contracts/property-form';
