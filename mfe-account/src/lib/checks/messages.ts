// The forms' checks in English: the shared schema's own words, which this object must equal
// (typed by the contracts' VALIDATION_MESSAGES, so a changed wording fails to compile) without
// importing the contracts, which bring zod (docs/decisions/zod-only-for-forms.md).
import type { VALIDATION_MESSAGES } from '@marketplace/shared/contracts';

export const CHECK_MESSAGES: typeof VALIDATION_MESSAGES = {
  usernameOrEmailRequired: 'Username or email is required',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 30 characters',
  usernameCharacters:
    'Username can only contain English letters, digits, dots (.), underscores (_) and hyphens (-)',
  usernameOrEmailTooLong: 'Username or email must be at most 254 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordComposition:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDoNotMatch: 'Passwords do not match',
  roleRequired: 'Please select a user role',
  termsRequired: 'You must agree to the terms and conditions',
  otpRequired: 'OTP is required',
  otpLength: 'OTP must be 6 digits',
  otpInvalid: 'Please enter a valid 6-digit OTP',
};
