// The addresses of this remote's pages that the shared `paths` gained in the same release. The
// remote may run beside the previous shell, whose `@marketplace/shared/config` (a singleton the
// shell provides) lacks them (docs/decisions/version-skew.md), so it writes them itself; once every
// shell in service has them, `paths` is the place again.
export const ownPaths = {
  /** The posting form; with an id, that listing's draft, at a step when given. */
  postProperty: (id?: string | number, step?: string) =>
    '/post-property' +
    (id === undefined ? '' : `?id=${id}${step === undefined ? '' : `&step=${step}`}`),
  myListings: () => '/my-listings',
  savedSearches: () => '/saved-searches',
};
