import { z } from 'zod';

/**
 * The spec's response envelope: a success spreads its data next to `success: true`
 * (e.g. `{ success: true, token, user }`), a failure carries a message the client may show.
 */
export type ApiSuccess<T extends object = object> = { success: true } & T;

export interface ApiFailure {
  success: false;
  msg: string;
  code?: string;
}

export type ApiResponse<T extends object = object> = ApiSuccess<T> | ApiFailure;

/** Machine-readable failure codes; clients branch on these, never on message text. */
export const API_ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  dbDown: 'DB_DOWN',
  storageFailed: 'STORAGE_FAILED',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

export const apiFailureSchema = z.object({
  success: z.literal(false),
  msg: z.string(),
  code: z.string().optional(),
});

/** Builds the schema of a success envelope from the fields that sit beside `success: true`. */
export function apiSuccessSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** Narrows any parsed JSON body to the failure envelope. */
export function isApiFailure(value: unknown): value is ApiFailure {
  return apiFailureSchema.safeParse(value).success;
}
