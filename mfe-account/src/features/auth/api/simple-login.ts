import { apiRequest } from '@marketplace/shared/api-client';
import { loginResponseSchema, type LoginResult } from './types';

export interface SimpleLoginInput {
  /** A username or an e-mail address. */
  username: string;
  password: string;
  rememberMe: boolean;
}

/** POST /simple-login: `{token, user}` on success; `failed` when the api gives no message. */
export function simpleLogin(input: SimpleLoginInput, failed: string): Promise<LoginResult> {
  return apiRequest('/simple-login', {
    method: 'POST',
    body: input,
    // A stale token of an earlier session must not ride along (nor clear anything on a 401).
    token: null,
    defaultMsg: failed,
    schema: loginResponseSchema,
  });
}
