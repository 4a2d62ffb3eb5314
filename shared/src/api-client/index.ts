// The one fetch wrapper for /api/v1 and its error type.
export {
  API_BASE_PATH,
  apiRequest,
  type ApiRequestOptions,
  type HttpMethod,
  type ResponseSchema,
} from './api-request';
export {
  ApiError,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  isApiError,
  isRejectedSession,
} from './api-error';
export { newIdempotencyKey } from './idempotency-key';
export { registerSessionBridge, type SessionBridge } from './session-bridge';
