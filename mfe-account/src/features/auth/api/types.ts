// Response shapes of the auth endpoints (api brief, issue 4). Typed here until the shared
// contracts carry the auth schemas; a response is checked before it is trusted.
import { isUser, type User } from '@marketplace/shared/session';
import type { ResponseSchema } from '@marketplace/shared/api-client';

export interface MessageResponse {
  success: true;
  msg?: string;
}

export interface ResendResponse extends MessageResponse {
  retryAfterSeconds?: number;
}

export interface LoginResponse {
  success: true;
  token: string;
  user: User;
}

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

export const messageResponseSchema: ResponseSchema<MessageResponse> = {
  safeParse: (data) => {
    const body = record(data);
    if (!body || body.success !== true) return { success: false };
    const msg = typeof body.msg === 'string' ? body.msg : undefined;
    return { success: true, data: { success: true, msg } };
  },
};

export const resendResponseSchema: ResponseSchema<ResendResponse> = {
  safeParse: (data) => {
    const parsed = messageResponseSchema.safeParse(data);
    if (!parsed.success) return parsed;
    return {
      success: true,
      data: { ...parsed.data, retryAfterSeconds: retryAfterSecondsOf(data) },
    };
  },
};

export const loginResponseSchema: ResponseSchema<LoginResponse> = {
  safeParse: (data) => {
    const body = record(data);
    if (!body || body.success !== true) return { success: false };
    const { token, user } = body;
    if (typeof token !== 'string' || token.length === 0 || !isUser(user)) {
      return { success: false };
    }
    return { success: true, data: { success: true, token, user } };
  },
};

/** The server's cool-down hint (in a success body or a 429 failure body), if any. */
export function retryAfterSecondsOf(body: unknown): number | undefined {
  const value = record(body)?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
}
