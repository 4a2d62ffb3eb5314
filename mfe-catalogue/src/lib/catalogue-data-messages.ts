// Texts of the catalogue pages while their content is read, and when it cannot be.
export const CATALOGUE_DATA_MESSAGES = {
  loading: 'Loading',
  loadFailed: 'Could not load this page. Please check your connection and try again.',
  errorTitle: 'This page could not be loaded',
  retry: 'Try again',
} as const;
