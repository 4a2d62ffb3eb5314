import type { AttemptLimit } from '../../plugins/rate-limit-store';

const MINUTE = 60_000;

/**
 * Rate limits of the auth endpoints, counted in the database (shared by every api instance).
 * Per address: generous enough for many people behind one carrier NAT. Per account: what a
 * person typing needs, far below what guessing needs. The OTP lockout and the resend cool-down
 * come on top (shared contracts).
 */
export const AUTH_LIMITS = {
  registerPerIp: { max: 10, windowMs: MINUTE },
  registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
  verifyOtpPerIp: { max: 20, windowMs: MINUTE },
  verifyOtpPerEmail: { max: 10, windowMs: MINUTE },
  resendOtpPerIp: { max: 10, windowMs: MINUTE },
  loginPerIp: { max: 10, windowMs: MINUTE },
  /** Tries at one account from one address (docs/decisions/login-guessing-limits.md). */
  loginPerAddressAndAccount: { max: 5, windowMs: MINUTE },
  loginPerAddressAndAccountHourly: { max: 20, windowMs: 60 * MINUTE },
  /** Tries at one account from every address it was never logged into from, together. */
  loginPerAccountFromNewAddresses: { max: 20, windowMs: 15 * MINUTE },
  forgotPasswordPerIp: { max: 10, windowMs: MINUTE },
  resetPasswordPerIp: { max: 20, windowMs: MINUTE },
  resetPasswordPerEmail: { max: 10, windowMs: MINUTE },
} as const satisfies Record<string, AttemptLimit>;

/** How long an address the account logged in from counts as its owner's. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

/** The counter key of one account's attempts at one action. */
export function accountKey(action: string, identity: string): string {
  return `${action}:account:${identity.trim().toLowerCase()}`;
}
