// Texts of the lister's pages (Post your property, My listings) that both use.
export const LISTER_TEXT = {
  loadFailed: 'Could not load your listings',
  moveFailed: 'Could not change the listing',
  leadsFailed: 'Could not load the leads',
  saveFailed: 'Could not save the draft',
  myListings: 'My listings',
  postProperty: 'Post your property',
} as const;
