import { isApiError } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';

/** What a failed call says to the team: the api's message, or the default when it gave none. */
export function errorMessage(error: unknown, fallback: string = ERROR_DEFAULTS.generic): string {
  return isApiError(error) ? error.message : fallback;
}
