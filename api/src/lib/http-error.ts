import { API_ERROR_CODES, type ApiErrorCode } from '@marketplace/shared/contracts';

/**
 * An error a route throws to answer with a 4xx envelope: the error handler sends
 * `{ success: false, msg: message, code }` with `statusCode`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ApiErrorCode | (string & {}) = codeForStatus(statusCode),
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const CODES_BY_STATUS: Record<number, ApiErrorCode> = {
  400: API_ERROR_CODES.badRequest,
  401: API_ERROR_CODES.unauthorized,
  403: API_ERROR_CODES.forbidden,
  404: API_ERROR_CODES.notFound,
  409: API_ERROR_CODES.conflict,
  413: API_ERROR_CODES.payloadTooLarge,
  415: API_ERROR_CODES.unsupportedMediaType,
  429: API_ERROR_CODES.rateLimited,
};

/** The envelope code for a status when the error carries none of its own. */
export function codeForStatus(statusCode: number): ApiErrorCode {
  if (statusCode >= 500) return API_ERROR_CODES.internal;
  return CODES_BY_STATUS[statusCode] ?? API_ERROR_CODES.badRequest;
}
