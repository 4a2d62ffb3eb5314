// The auth pages' texts in every language (docs/i18n.md): English bundled, Hindi downloaded with
// the account's other Hindi texts when Hindi is shown.
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { FORM_MESSAGES } from '../../components/messages';

import {
  ACCESS_LEVELS,
  FORGOT_MESSAGES,
  LOGIN_MESSAGES,
  OTP_MESSAGES,
  REGISTER_MESSAGES,
  ROLE_OPTIONS,
} from './messages';

const AUTH_TEXTS = {
  form: FORM_MESSAGES,
  login: LOGIN_MESSAGES,
  accessLevels: ACCESS_LEVELS,
  register: REGISTER_MESSAGES,
  roles: ROLE_OPTIONS,
  otp: OTP_MESSAGES,
  forgot: FORGOT_MESSAGES,
  /** What a failed call says when the api gives no message of its own. */
  failures: {
    login: ERROR_DEFAULTS.login,
    register: ERROR_DEFAULTS.register,
    verifyOtp: ERROR_DEFAULTS.verifyOtp,
  },
};

export type AuthTexts = Translation<typeof AUTH_TEXTS>;

export const authCatalogue = defineCatalogue<AuthTexts>(AUTH_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
