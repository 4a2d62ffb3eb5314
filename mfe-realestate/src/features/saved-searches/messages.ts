// The texts of the saved searches' pages: the list of them and the unsubscribe link's page.

/** /saved-searches: the account's saved searches. */
export const SAVED_SEARCHES_TEXT = {
  heading: 'Saved searches',
  intro: 'New listings that match a search with e-mails on come to you at most once a day.',
  loading: 'Loading your saved searches…',
  errorTitle: 'Your saved searches could not be loaded',
  tryAgain: 'Try again',
  emptyTitle: 'No saved searches yet',
  emptyText:
    'Search for homes to buy or rent, then choose "Save search" to hear about new listings.',
  browse: 'Search properties',
  newCount: (count: number) =>
    count === 0 ? 'No new listings' : `${count} new ${count === 1 ? 'listing' : 'listings'}`,
  open: 'Show listings',
  emails: 'E-mail me new listings',
  rename: 'Rename',
  nameLabel: 'Name',
  nameRequired: 'Give the search a name',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  confirmDelete: (name: string) => `Delete "${name}"? Its e-mails stop.`,
  savedOn: (date: string) => `Saved ${date}`,
} as const;

/** /saved-searches/unsubscribe/:token: the link of a saved search's e-mails, without login. */
export const UNSUBSCRIBE_TEXT = {
  heading: 'Saved search e-mails',
  loading: 'Checking your link…',
  question: (name: string) => `Stop e-mails about new listings for "${name}"?`,
  alreadyOff: (name: string) => `E-mails for "${name}" are already off.`,
  stop: 'Stop these e-mails',
  stopping: 'Stopping…',
  invalidTitle: 'This link does not work',
  manage: 'Manage saved searches',
  browse: 'Search properties',
} as const;
