import { apiRequest } from '@marketplace/shared/api-client';
import { FORGOT_MESSAGES } from '../messages';
import { codeSentResponseSchema, type CodeSentResponse } from './types';

/** POST /forgot-password: e-mails a reset code; answers alike whether or not the account exists. */
export function forgotPassword(email: string): Promise<CodeSentResponse> {
  return apiRequest('/forgot-password', {
    method: 'POST',
    body: { email },
    token: null,
    defaultMsg: FORGOT_MESSAGES.sendFailed,
    schema: codeSentResponseSchema,
  });
}
