import { apiRequest } from '@marketplace/shared/api-client';
import type { ResetPasswordRequest } from '@marketplace/shared/contracts';
import { FORGOT_MESSAGES } from '../messages';
import { messageResponseSchema, type MessageResponse } from './types';

/** POST /reset-password: sets a new password with the e-mailed code. */
export function resetPassword(input: ResetPasswordRequest): Promise<MessageResponse> {
  return apiRequest('/reset-password', {
    method: 'POST',
    body: input,
    token: null,
    defaultMsg: FORGOT_MESSAGES.failed,
    schema: messageResponseSchema,
  });
}
