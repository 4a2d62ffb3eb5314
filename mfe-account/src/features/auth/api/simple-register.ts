import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS, type RegisterInput } from '@marketplace/shared/contracts';
import { messageResponseSchema, type MessageResponse } from './types';

/** POST /simple-register: `{msg: 'OTP sent to your email'}` when a code was e-mailed. */
export function simpleRegister(input: RegisterInput): Promise<MessageResponse> {
  return apiRequest('/simple-register', {
    method: 'POST',
    body: input,
    token: null,
    defaultMsg: ERROR_DEFAULTS.register,
    schema: messageResponseSchema,
  });
}

/**
 * docs/product/accounts.md "Registration": the OTP view appears when the response message
 * contains 'OTP sent'. The api answers a Hindi page in Hindi ('ओटीपी आपके ईमेल पर भेज दिया गया
 * है'), so its word for the OTP counts too.
 */
export function otpWasSent(response: MessageResponse): boolean {
  const msg = response.msg ?? '';
  return msg.includes('OTP sent') || msg.startsWith('ओटीपी');
}
