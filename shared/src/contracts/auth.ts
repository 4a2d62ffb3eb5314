/**
 * Accounts: the request and response schemas of every auth endpoint of /api/v1 and the texts the
 * api answers with. The forms and the api validate with the very same rules (validation.ts), so a
 * message the user sees and the 400 the api sends name the same field in the same words.
 */
import { z } from 'zod';
import { LANGUAGES } from '@marketplace/shared/contracts-core';
import {
  USER_ROLES,
  emailSchema,
  loginSchema,
  otpSchema,
  passwordSchema,
  registerSchema,
  verifyOtpSchema,
} from './validation';

/** Seconds a user waits between two e-mailed codes for the same address. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** Minutes an e-mailed code stays valid. */
export const OTP_TTL_MINUTES = 10;
/** Wrong codes accepted before the code is locked and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;

/** Texts the auth endpoints send (`msg`); spec texts where the spec gives them. */
export const AUTH_MESSAGES = {
  otpSent: 'OTP sent to your email',
  emailVerified: 'Email verified successfully',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpResent: 'If this email is awaiting verification, a new OTP has been sent to it.',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  emailNotVerified: 'Please verify your email before logging in',
  invalidCredentials: 'Invalid username or password',
  noToken: 'No token found',
  invalidToken: 'Invalid or expired token',
  loggedOut: 'Logged out successfully',
  resetCodeSent: 'If an account exists for this email, a reset code has been sent.',
  passwordReset: 'Password reset successfully. Please login with your new password.',
  forbidden: 'You do not have permission to do this',
  rateLimited: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
  roleRequestNotFound: 'No pending role request for this user',
  roleApproved: 'Role request approved',
  roleRejected: 'Role request rejected',
  mailFailed: 'We could not send the email. Please try again in a few minutes.',
  languageInvalid: "Language must be 'en' or 'hi'",
  profileUpdated: 'Profile updated',
} as const;

/** Failure codes of the auth endpoints (beside the envelope's generic ones); clients branch on these. */
export const AUTH_ERROR_CODES = {
  usernameTaken: 'USERNAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpLocked: 'OTP_LOCKED',
  otpCooldown: 'OTP_COOLDOWN',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  noToken: 'NO_TOKEN',
  invalidToken: 'INVALID_TOKEN',
  rateLimited: 'RATE_LIMITED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  mailFailed: 'MAIL_FAILED',
} as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

// ---- requests ----

/** POST /simple-register. The role is a request: manager and admin wait for an admin's approval. */
export const simpleRegisterRequest = registerSchema;
export type SimpleRegisterRequest = z.infer<typeof simpleRegisterRequest>;

/** POST /simple-login: `username` holds a username or an e-mail address. */
export const simpleLoginRequest = loginSchema;
export type SimpleLoginRequest = z.infer<typeof simpleLoginRequest>;

/** POST /verify-otp. */
export const verifyOtpRequest = verifyOtpSchema;
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

/** POST /resend-otp. */
export const resendOtpRequest = z.object({ email: emailSchema });
export type ResendOtpRequest = z.infer<typeof resendOtpRequest>;

/** POST /forgot-password. */
export const forgotPasswordRequest = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/** POST /reset-password: the e-mailed code and the new password (same rules as registration). */
export const resetPasswordRequest = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** PATCH /profile: what an account may change about itself. */
export const profileUpdateRequest = z.object({
  language: z.enum(LANGUAGES, { error: AUTH_MESSAGES.languageInvalid }),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** Path of POST /admin/role-requests/:userId/approve and /reject. */
export const roleRequestParams = z.object({ userId: z.coerce.number().int().positive() });

// ---- responses ----

const roleSchema = z.enum(USER_ROLES);

/** The public user (docs/product/accounts.md "User data"): never the password hash or verification state. */
export const userSchema = z.object({
  id: z.number().int(),
  /** Display name; registration does not ask for one, so it is often null. */
  name: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  /** manager or admin asked for at registration, awaiting an admin's approval. */
  requested_role: roleSchema.nullable(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  /** The language of the account's e-mails, and of the site once logged in. */
  language: z.enum(LANGUAGES),
  /** ISO-8601 UTC. */
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof userSchema>;

/** `{ success: true, msg }`: register, verify-otp, logout, reset-password. */
export const messageResponse = z.object({ success: z.literal(true), msg: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * 201 of simple-register: `otpSent` says the verification code was e-mailed, so the page shows
 * the code step; its `msg` is in the request's language and no page reads its words.
 */
export const registerResponse = messageResponse.extend({ otpSent: z.boolean() });
export type RegisterResponse = z.infer<typeof registerResponse>;

/**
 * resend-otp and forgot-password: the same answer whether or not the account exists, with the
 * seconds until another code may be asked for (the client's countdown).
 */
export const codeSentResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

/** 429 of resend-otp within the cool-down. */
export const otpCooldownResponse = z.object({
  success: z.literal(false),
  msg: z.string(),
  code: z.literal(AUTH_ERROR_CODES.otpCooldown),
  retryAfterSeconds: z.number().int().positive(),
});
export type OtpCooldownResponse = z.infer<typeof otpCooldownResponse>;

/** POST /simple-login. */
export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /profile and GET /verify-token. */
export const profileResponse = z.object({ success: z.literal(true), user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** GET /admin/role-requests: accounts whose manager/admin request awaits a decision. */
export const roleRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(userSchema),
});
export type RoleRequestsResponse = z.infer<typeof roleRequestsResponse>;

/** POST /admin/role-requests/:userId/approve | reject: the account after the decision. */
export const roleDecisionResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  user: userSchema,
});
export type RoleDecisionResponse = z.infer<typeof roleDecisionResponse>;
