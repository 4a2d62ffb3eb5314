// One fetch wrapper for every call to /api/v1: base path, bearer token, JSON or multipart body,
// and one way to fail (ApiError carrying the server's msg or the spec's default message).
import {
  ERROR_DEFAULTS,
  isLanguage,
  type Language,
  type ResponseSchema,
} from '@marketplace/shared/contracts-core';
import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-error';
import { getSessionBridge } from './session-bridge';

export const API_BASE_PATH = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

/** Anything with a zod-like `safeParse`, to check a response's shape without importing zod here. */
export type { ResponseSchema };

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; the browser sets the content type with its boundary. */
  formData?: FormData;
  /** Query string parameters; null and undefined ones are left out. */
  query?: Record<string, QueryValue>;
  /**
   * Bearer token. Left out: the session's token, if any. `null`: send none (e.g. login).
   */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** Message of the error when the server sends no `msg` (the spec's error catalogue). */
  defaultMsg?: string;
  /** Checks the success body; a mismatch fails the call like a server error. */
  schema?: ResponseSchema<T>;
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

function failureFrom(status: number, body: unknown, defaultMsg: string): ApiError {
  const msg = field(body, 'msg');
  const code = field(body, 'code');
  return new ApiError(typeof msg === 'string' && msg.trim() ? msg : defaultMsg, {
    status,
    code: typeof code === 'string' ? code : undefined,
    body,
  });
}

/**
 * The page's language, so the api answers its messages in it: <html lang>, which the inline
 * script sets before the first paint and every change of language (useLanguage) keeps equal to
 * the language atom. Read from the page rather than the atom, so the client needs no store.
 */
function pageLanguage(): Language | undefined {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

/**
 * Calls `/api/v1<path>` and resolves the parsed body. Rejects with an `ApiError` on a non-2xx
 * status, a `success: false` body, a network failure or a schema mismatch; an aborted call
 * rejects with the fetch's own AbortError so callers can tell it apart. A 401 to a request that
 * carried a token clears the session (the token is no longer valid).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, formData, query, signal, schema } = options;
  const defaultMsg = options.defaultMsg ?? ERROR_DEFAULTS.generic;
  const bridge = getSessionBridge();
  const token = options.token === undefined ? bridge?.getToken() : options.token;

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = pageLanguage();
  if (language) headers['Accept-Language'] = language;
  let requestBody: BodyInit | undefined;
  if (formData) {
    requestBody = formData;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: requestBody, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(defaultMsg, { status: 0, code: NETWORK_ERROR_CODE });
  }

  const data = await readBody(response);
  if (!response.ok || field(data, 'success') === false) {
    if (response.status === 401 && token) bridge?.onUnauthorized();
    throw failureFrom(response.status, data, defaultMsg);
  }
  if (schema) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(defaultMsg, {
        status: response.status,
        code: INVALID_RESPONSE_CODE,
        body: data,
      });
    }
    return parsed.data;
  }
  return data as T;
}
