// Public API of @marketplace/shared/contracts-properties: the property and wishlist contracts,
// their own shared entry point so the real-estate pages build only these schemas when they load,
// not every domain's (auth, cart, bookings, admin...: about two thirds of the contracts' start-up
// time, issue 8's first cards). @marketplace/shared/contracts re-exports it through this entry
// point, so each app still has one copy of it (issue 10: no library downloaded twice).
import '../contracts/no-eval';

export * from '../contracts/properties';
