import { apiRequest } from '@marketplace/shared/api-client';
import { FORGOT_MESSAGES } from '../messages';
import { messageResponseSchema, type MessageResponse } from './types';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  password: string;
}

/** POST /reset-password: sets a new password with the e-mailed code. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return apiRequest('/reset-password', {
    method: 'POST',
    body: input,
    token: null,
    defaultMsg: FORGOT_MESSAGES.failed,
    schema: messageResponseSchema,
  });
}
