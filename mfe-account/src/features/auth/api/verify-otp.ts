import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS, type VerifyOtpInput } from '@marketplace/shared/contracts';
import { messageResponseSchema, type MessageResponse } from './types';

/** POST /verify-otp: activates the account the code was sent for. */
export function verifyOtp(input: VerifyOtpInput): Promise<MessageResponse> {
  return apiRequest('/verify-otp', {
    method: 'POST',
    body: input,
    token: null,
    defaultMsg: ERROR_DEFAULTS.verifyOtp,
    schema: messageResponseSchema,
  });
}
