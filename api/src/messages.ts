import { HEALTH_MESSAGES } from '@marketplace/shared/contracts';

/** Texts the api sends that are not in the shared error catalogue. */
export const API_MESSAGES = {
  internal: 'Internal server error',
  routeNotFound: 'Route not found',
  fileNotFound: 'File not found',
  notFound: 'Not Found',
  databaseDown: HEALTH_MESSAGES.databaseDown,
} as const;
