import { apiRequest } from '@marketplace/shared/api-client';
import { OTP_MESSAGES } from '../messages';
import { codeSentResponseSchema, type CodeSentResponse } from './types';

/**
 * POST /resend-otp: replaces the registration code. Within the cool-down the server answers 429
 * with `retryAfterSeconds` in the body (read it from the ApiError's body).
 */
export function resendOtp(email: string): Promise<CodeSentResponse> {
  return apiRequest('/resend-otp', {
    method: 'POST',
    body: { email },
    token: null,
    defaultMsg: OTP_MESSAGES.resendFailed,
    schema: codeSentResponseSchema,
  });
}
