import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
} from '@marketplace/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { nowIso } from '../../db/columns';
import { consumeOtp, findOtp, saveOtp, takeOtpAttempt } from '../../db/repositories/otps';
import { restartRateLimit } from '../../db/repositories/rate-limits';
import { findUserByEmail } from '../../db/repositories/users';
import type { User } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  OTP_PURPOSES,
  generateOtp,
  hashOtp,
  otpHashParams,
  verifyOtp,
  type OtpPurpose,
} from '../../lib/otp';
import {
  enforceAttemptLimit,
  type AttemptCount,
  type AttemptLimit,
} from '../../plugins/rate-limit-store';
import { accountKey } from './limits';
import { codeMail } from './mail-messages';

const COOLDOWN_MS = OTP_RESEND_COOLDOWN_SECONDS * 1000;

/** The counter that spaces the codes sent to one address for one purpose. */
function cooldownKey(purpose: OtpPurpose, email: string): string {
  return `otp-cooldown:${purpose}:${email}`;
}

export interface FreshCode {
  code: string;
  codeHash: string;
  expiresAt: Date;
}

/** A new random code, its hash, and when it stops being valid (10 minutes from `now`). */
export async function freshCode(app: FastifyInstance, now: Date): Promise<FreshCode> {
  const code = generateOtp();
  const codeHash = await hashOtp(code, otpHashParams(app.passwordHashParams));
  return { code, codeHash, expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000) };
}

/** Starts the 60-second wait before another code may be sent to `email` for `purpose`. */
export function startCooldown(
  app: FastifyInstance,
  purpose: OtpPurpose,
  email: string,
  now: Date,
): Promise<void> {
  return restartRateLimit(app.db, cooldownKey(purpose, email), COOLDOWN_MS, now);
}

/** Replaces the live code of `email` and `purpose` with a new one and starts its cool-down. */
async function issueCode(
  app: FastifyInstance,
  email: string,
  purpose: OtpPurpose,
): Promise<string> {
  const now = new Date();
  const { code, codeHash, expiresAt } = await freshCode(app, now);
  await saveOtp(app.db, { email, purpose, codeHash, expiresAt, now });
  await startCooldown(app, purpose, email, now);
  return code;
}

/**
 * Spends the time `issueCode` spends hashing, for an address that gets no code, so the answer
 * time does not reveal whether an account exists.
 */
export async function spendIssueTime(app: FastifyInstance): Promise<void> {
  await hashOtp(generateOtp(), otpHashParams(app.passwordHashParams));
}

/**
 * Mails a password reset code to the account's address when there is an account, else spends
 * the same time, so neither the answer nor its time reveals whether the address has an account.
 */
export async function mailResetCodeIf(
  app: FastifyInstance,
  user: User | undefined,
  email: string,
): Promise<void> {
  if (user) {
    const code = await issueCode(app, email, OTP_PURPOSES.reset);
    app.mailer.sendInBackground(
      codeMail(OTP_PURPOSES.reset, email, code, user.username, user.language),
    );
  } else {
    await spendIssueTime(app);
  }
}

/**
 * Counts a request for a new code against the cool-down of this address, the same way for every
 * address (known or not); `limited` while a code sent less than 60 s ago is still fresh.
 */
export function countCodeRequest(
  app: FastifyInstance,
  email: string,
  purpose: OtpPurpose,
): Promise<AttemptCount> {
  return app.countAttempt(cooldownKey(purpose, email), { max: 1, windowMs: COOLDOWN_MS });
}

export const invalid = () =>
  new HttpError(400, AUTH_MESSAGES.otpInvalid, AUTH_ERROR_CODES.otpInvalid);
export const expired = () =>
  new HttpError(400, AUTH_MESSAGES.otpExpired, AUTH_ERROR_CODES.otpExpired);
export const locked = () => new HttpError(400, AUTH_MESSAGES.otpLocked, AUTH_ERROR_CODES.otpLocked);

/**
 * Checks and uses up the code of `email` and `purpose`; throws the 400 that says why it was not
 * accepted (invalid, expired, or locked after 5 wrong tries). Codes are single use.
 */
async function redeemCode(
  app: FastifyInstance,
  email: string,
  purpose: OtpPurpose,
  code: string,
): Promise<void> {
  const now = new Date();
  const stored = await findOtp(app.db, email, purpose);
  if (!stored) throw invalid();
  if (stored.expires_at <= nowIso(now)) throw expired();
  if (stored.attempts >= OTP_MAX_ATTEMPTS) throw locked();

  // The attempt is taken before the comparison, so parallel guesses cannot exceed the limit.
  const taken = await takeOtpAttempt(app.db, email, purpose, OTP_MAX_ATTEMPTS, now);
  if (!taken) throw locked();
  if (!(await verifyOtp(code, taken.code_hash))) {
    throw taken.attempts >= OTP_MAX_ATTEMPTS ? locked() : invalid();
  }
  if (!(await consumeOtp(app.db, email, purpose, taken.code_hash))) throw invalid();
}

export interface CodeEntry {
  /** The normalized address the code was sent to. */
  email: string;
  purpose: OtpPurpose;
  code: string;
  /** Names the per-address attempt counter (see `accountKey`). */
  action: string;
  limit: AttemptLimit;
}

/**
 * What every route that takes an e-mailed code does first: counts the try against the address's
 * attempt limit (429 past it), redeems the code, and returns the account it was sent to. An
 * account removed or replaced after its code was sent makes the code invalid.
 */
export async function redeemAccountCode(reply: FastifyReply, entry: CodeEntry): Promise<User> {
  const app = reply.server;
  await enforceAttemptLimit(reply, accountKey(entry.action, entry.email), entry.limit);
  await redeemCode(app, entry.email, entry.purpose, entry.code);
  const user = await findUserByEmail(app.db, entry.email);
  if (!user) throw invalid();
  return user;
}
