/** Code of an `ApiError` raised when the server could not be reached at all. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** Code of an `ApiError` raised when a response did not have the expected shape. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

/**
 * A failed api call: a non-2xx status, a `{ success: false }` body, an unreadable response or a
 * network failure (status 0). The message is the server's `msg` or the caller's default from the
 * spec's error catalogue, ready to show in a toast.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(message: string, options: { status: number; code?: string; body?: unknown }) {
    super(message);
    this.status = options.status;
    this.code = options.code;
    this.body = options.body;
  }
}

/**
 * `instanceof` that also holds across two bundled copies of this module (a remote and the shell
 * may each carry one).
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError');
}

/**
 * The server refused the session's bearer token (missing, unknown, expired or revoked): every
 * such answer is a 401, whatever its code (NO_TOKEN, INVALID_TOKEN, UNAUTHORIZED) or text. Only a
 * refused token ends a session: a 403 (signed in, but not allowed) or a 5xx keeps it.
 */
export function isRejectedSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
