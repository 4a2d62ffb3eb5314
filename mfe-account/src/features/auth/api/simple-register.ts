import { apiRequest, type ResponseSchema } from '@marketplace/shared/api-client';
import {
  registerResponse,
  type RegisterInput,
  type RegisterResponse,
} from '@marketplace/shared/contracts';

const registerResponseSchema: ResponseSchema<RegisterResponse> = registerResponse;

/**
 * POST /simple-register: `{msg, otpSent: true}` when a code was e-mailed. `failed` is the text
 * shown when the api gives none (the page's language).
 */
export function simpleRegister(input: RegisterInput, failed: string): Promise<RegisterResponse> {
  return apiRequest('/simple-register', {
    method: 'POST',
    body: input,
    token: null,
    defaultMsg: failed,
    schema: registerResponseSchema,
  });
}
