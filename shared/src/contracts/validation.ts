import { z } from 'zod';
import { USER_ROLES } from '@marketplace/shared/contracts-core';

/** Limits of docs/product/accounts.md "Validation", upper bounds included. */
export const VALIDATION_LIMITS = {
  usernameMin: 3,
  passwordMin: 8,
  otpLength: 6,
  // Upper bounds are ours: they keep absurd input (and password-hashing cost) bounded.
  usernameMax: 30,
  /** RFC 5321's limit of a forward path. */
  emailMax: 254,
  /** RFC 5321's limit of the part before the @. */
  emailLocalMax: 64,
  passwordMax: 128,
  /** A login name is a username or an e-mail address: the longer of the two. */
  loginMax: 254,
} as const;

/** The exact validation texts (docs/product/accounts.md "Validation"), shared by the forms and the api. */
export const VALIDATION_MESSAGES = {
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
} as const;

export { USER_ROLES, type UserRole } from '@marketplace/shared/contracts-core';

const M = VALIDATION_MESSAGES;
const L = VALIDATION_LIMITS;

// One message at a time per field, as the spec's forms show: "required" first, then length,
// then composition. (`abort: true` would do the same but also silences object-level refinements
// such as the password confirmation, so each later check runs only while the field is clean.)
const firstIssueOnly = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/**
 * Usernames (docs/decisions/username-and-email-rules.md): ASCII letters, digits, '.', '_', '-'.
 * Checked after NFKC normalisation, so full-width 'Ｒａｖｉ' is 'Ravi'; compared without case.
 */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * A plain address and nothing else: no display name, no quotes, no spaces or control
 * characters; an ASCII local part of the characters mail systems agree on, and a domain of at
 * least two dot-separated labels (letters, digits, inner hyphens, at most 63 each).
 */
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// A dot-atom: dots only between characters, never first, last or doubled (mail servers refuse
// such an address, so it must be a 400 here, not a failed send). Its length is checked apart.
const EMAIL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})+$`,
);
const localPartFits = (email: string) =>
  email.slice(0, email.lastIndexOf('@')).length <= VALIDATION_LIMITS.emailLocalMax;
/**
 * A label starting `xn--` is an internationalised name written in ASCII (punycode): it must decode
 * to one, or mail servers refuse the address (found by the api fuzzer: `}@A.xN--B.a` passed, and
 * the send failed with a 503). The URL parser applies the same IDNA rules as mail software.
 */
const domainLabelsDecode = (email: string) => {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!/(?:^|\.)xn--/i.test(domain)) return true;
  try {
    return new URL(`http://${domain}/`).hostname.length > 0;
  } catch {
    return false;
  }
};

/** The form a username and a login name are compared in: NFKC, then trimmed. */
export function normalizeLoginName(value: string): string {
  return value.normalize('NFKC').trim();
}

/** A non-empty trimmed string; `requiredMessage` also covers a missing or non-string value. */
function requiredString(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, ...firstIssueOnly });
}

export const usernameSchema = z
  .string({ error: M.usernameRequired })
  .normalize('NFKC')
  .trim()
  .min(1, { error: M.usernameRequired, ...firstIssueOnly })
  .min(L.usernameMin, { error: M.usernameTooShort, ...firstIssueOnly })
  .max(L.usernameMax, { error: M.usernameTooLong, ...firstIssueOnly })
  .regex(USERNAME_PATTERN, { error: M.usernameCharacters, ...firstIssueOnly });

export const emailSchema = requiredString(M.emailRequired)
  .max(L.emailMax, { error: M.emailTooLong, ...firstIssueOnly })
  .regex(EMAIL_PATTERN, { error: M.emailInvalid, ...firstIssueOnly })
  .refine(localPartFits, { error: M.emailInvalid, ...firstIssueOnly })
  .refine(domainLabelsDecode, { error: M.emailInvalid, ...firstIssueOnly });

// Passwords are never trimmed: spaces are legitimate characters of a password.
export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, { error: M.passwordRequired, ...firstIssueOnly })
  .min(L.passwordMin, { error: M.passwordTooShort, ...firstIssueOnly })
  .max(L.passwordMax, { error: M.passwordTooLong, ...firstIssueOnly })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: M.passwordComposition, ...firstIssueOnly });

export const otpSchema = requiredString(M.otpRequired).regex(/^\d{6}$/, {
  error: M.otpLength,
  ...firstIssueOnly,
});

export const roleSchema = z.enum(USER_ROLES, { error: M.roleRequired });

/** POST /simple-login: `username` holds a username or an e-mail address. */
export const loginSchema = z.object({
  // Any existing username logs in (older rules allowed more); only the length is capped.
  username: requiredString(M.usernameOrEmailRequired).max(L.loginMax, {
    error: M.usernameOrEmailTooLong,
    ...firstIssueOnly,
  }),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired, ...firstIssueOnly })
    .max(L.passwordMax, { error: M.passwordTooLong, ...firstIssueOnly }),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /simple-register: what the api receives once both form steps are valid. */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Register form, step 1 (Account Details): the api fields plus the confirmation. */
export const registerDetailsSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: M.passwordsDoNotMatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Report a mismatch even while another field of the step is still invalid.
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
export type RegisterDetailsInput = z.infer<typeof registerDetailsSchema>;

/** Register form, step 2 (Role Selection). */
export const registerRoleSchema = z.object({
  role: roleSchema,
  agreeToTerms: z.literal(true, { error: M.termsRequired }),
});
export type RegisterRoleInput = z.infer<typeof registerRoleSchema>;

/** POST /verify-otp. */
export const verifyOtpSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

/**
 * The register form's strength meter (docs/product/accounts.md "Validation"): a point each for 8+ characters, an
 * uppercase letter, a lowercase letter, a digit and a special character.
 */
export function passwordStrength(password: string): {
  score: number;
  label: PasswordStrengthLabel;
} {
  const points = [
    password.length >= L.passwordMin,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = points.filter(Boolean).length;
  const label: PasswordStrengthLabel = score <= 2 ? 'Weak' : score === 3 ? 'Medium' : 'Strong';
  return { score, label };
}
