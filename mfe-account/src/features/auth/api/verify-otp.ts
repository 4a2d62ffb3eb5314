import { apiRequest } from '@marketplace/shared/api-client';
import type { VerifyOtpInput } from '@marketplace/shared/contracts';
import { messageResponseSchema, type MessageResponse } from './types';

/** POST /verify-otp: activates the account the code was sent for; `failed` when the api gives no message. */
export function verifyOtp(input: VerifyOtpInput, failed: string): Promise<MessageResponse> {
  return apiRequest('/verify-otp', {
    method: 'POST',
    body: input,
    token: null,
    defaultMsg: failed,
    schema: messageResponseSchema,
  });
}
