export const WISHLIST_TEXT = {
  heading: 'Saved properties',
  count: (n: number) => `${n} saved ${n === 1 ? 'property' : 'properties'}`,
  loggedOutHint: 'Saved on this device. Log in to keep them in your account on every device.',
  login: 'Log in',
  loading: 'Loading saved properties',
  emptyTitle: 'No saved properties yet',
  emptyText: 'Tap the heart on any listing to keep it here for later.',
  browse: 'Browse Properties',
  errorTitle: 'Could not load your saved properties',
  tryAgain: 'Try Again',
} as const;
