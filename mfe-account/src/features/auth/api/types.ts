// Response checks of the auth endpoints, from the shared contracts (the api answers with the very
// same schemas). The login's user is also checked as the session's `User`, the type the session
// stores and every app reads.
import type { ResponseSchema } from '@marketplace/shared/api-client';
import {
  codeSentResponse,
  loginResponse,
  messageResponse,
  otpCooldownResponse,
  type CodeSentResponse,
  type MessageResponse,
} from '@marketplace/shared/contracts';
import { isUser, type User } from '@marketplace/shared/session';

export type { CodeSentResponse, MessageResponse };

export interface LoginResult {
  token: string;
  user: User;
}

export const messageResponseSchema: ResponseSchema<MessageResponse> = messageResponse;
export const codeSentResponseSchema: ResponseSchema<CodeSentResponse> = codeSentResponse;

export const loginResponseSchema: ResponseSchema<LoginResult> = {
  safeParse: (data) => {
    const parsed = loginResponse.safeParse(data);
    if (!parsed.success || !isUser(parsed.data.user)) return { success: false };
    return { success: true, data: { token: parsed.data.token, user: parsed.data.user } };
  },
};

/** The server's cool-down (seconds) in a code-sent answer or a 429 OTP_COOLDOWN body, if any. */
export function retryAfterSecondsOf(body: unknown): number | undefined {
  const refused = otpCooldownResponse.safeParse(body);
  if (refused.success) return refused.data.retryAfterSeconds;
  const sent = codeSentResponse.safeParse(body);
  return sent.success && sent.data.retryAfterSeconds > 0 ? sent.data.retryAfterSeconds : undefined;
}
