import { apiRequest } from '@marketplace/shared/api-client';
import { OTP_MESSAGES } from '../messages';
import { resendResponseSchema, type ResendResponse } from './types';

/**
 * POST /resend-otp: replaces the registration code. Within the cool-down the server answers 429
 * with `retryAfterSeconds` in the body (read it from the ApiError's body).
 */
export function resendOtp(email: string): Promise<ResendResponse> {
  return apiRequest('/resend-otp', {
    method: 'POST',
    body: { email },
    token: null,
    defaultMsg: OTP_MESSAGES.resendFailed,
    schema: resendResponseSchema,
  });
}
