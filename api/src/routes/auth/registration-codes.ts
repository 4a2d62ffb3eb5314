import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  OTP_MAX_ATTEMPTS,
  normalizeLoginName,
} from '@marketplace/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { nowIso } from '../../db/columns';
import { isUniqueViolation } from '../../db/errors';
import {
  deletePendingRegistrations,
  findPendingRegistrations,
  findPendingRegistrationsByLogin,
  PENDING_REGISTRATION_MS,
  replacePendingCode,
  takePendingAttempts,
  takePendingRegistration,
} from '../../db/repositories/otps';
import { findUsersHolding, insertUser, normalizeEmail } from '../../db/repositories/users';
import type { PendingRegistration, User } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { OTP_PURPOSES, verifyOtp } from '../../lib/otp';
import { spendVerificationTime, verifySecret } from '../../lib/password';
import { enforceAttemptLimit } from '../../plugins/rate-limit-store';
import { expired, freshCode, invalid, locked } from './codes';
import { AUTH_LIMITS, accountKey } from './limits';
import { codeMail } from './mail-messages';

/*
 * The codes of registrations waiting for verification (docs/decisions/pending-registrations.md).
 * Each waiting registration has its own code: a code verifies the username and password it was
 * sent for, whatever else was registered for the same address before or after it.
 */

/** The start of the period in which a registration made before `now` is still waiting. */
function pendingSince(now: Date): Date {
  return new Date(now.getTime() - PENDING_REGISTRATION_MS);
}

/** Why no code of `email` matched: expired, locked (out of attempts) or simply invalid. */
async function whyNoMatch(app: FastifyInstance, email: string, now: Date): Promise<Error> {
  const waiting = await findPendingRegistrations(app.db, email, pendingSince(now));
  if (waiting.length === 0) return invalid();
  const live = waiting.filter((row) => row.code_expires_at > nowIso(now));
  if (live.length === 0) return expired();
  return live.every((row) => row.attempts >= OTP_MAX_ATTEMPTS) ? locked() : invalid();
}

/**
 * Finds the waiting registration whose code is `code`, counting the try against the address's
 * limit (429 past it) and against every live code of the address (each locks after 5 wrong
 * tries); throws the 400 that says why no code matched.
 */
export async function redeemRegistrationCode(
  reply: FastifyReply,
  email: string,
  code: string,
): Promise<PendingRegistration> {
  const app = reply.server;
  await enforceAttemptLimit(reply, accountKey('verify-otp', email), AUTH_LIMITS.verifyOtpPerEmail);
  const now = new Date();
  // Attempts are taken before comparing, so parallel guesses cannot exceed the limit.
  const candidates = await takePendingAttempts(
    app.db,
    email,
    OTP_MAX_ATTEMPTS,
    pendingSince(now),
    now,
  );
  for (const candidate of candidates) {
    if (await verifyOtp(code, candidate.code_hash)) return candidate;
  }
  throw await whyNoMatch(app, email, now);
}

/**
 * Gives every registration waiting for `email` a new code, each in its own mail naming its
 * username; returns how many were sent (0 for an address with none).
 */
export async function resendRegistrationCodes(
  app: FastifyInstance,
  email: string,
): Promise<number> {
  const now = new Date();
  const waiting = await findPendingRegistrations(app.db, email, pendingSince(now));
  for (const registration of waiting) {
    const { code, codeHash, expiresAt } = await freshCode(app, now);
    await replacePendingCode(app.db, registration.id, {
      codeHash,
      codeExpiresAt: expiresAt,
    });
    app.mailer.sendInBackground(
      codeMail(OTP_PURPOSES.register, email, code, registration.username, registration.language),
    );
  }
  return waiting.length;
}

const usernameTaken = () =>
  new HttpError(409, AUTH_MESSAGES.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
const emailTaken = () => new HttpError(409, AUTH_MESSAGES.emailTaken, AUTH_ERROR_CODES.emailTaken);

/** 409 when an account already holds the e-mail or the username (any case). */
export function refuseHeld(holders: User[], email: string): void {
  if (holders.some((user) => user.email === email)) throw emailTaken();
  if (holders.length > 0) throw usernameTaken();
}

/**
 * Creates the verified account of a registration whose code was entered, once (a parallel
 * request with the same code gets 'Invalid OTP'). The other registrations waiting for the same
 * address are dropped: its owner chose this one. A username taken meanwhile is a 409, and the
 * registration stays until it is abandoned.
 */
export async function activateRegistration(
  app: FastifyInstance,
  registration: PendingRegistration,
): Promise<User> {
  const { username, email } = registration;
  try {
    return await app.db.transaction().execute(async (trx) => {
      if (!(await takePendingRegistration(trx, registration.id))) throw invalid();
      refuseHeld(await findUsersHolding(trx, username, email), email);
      const user = await insertUser(trx, {
        username,
        email,
        passwordHash: registration.password_hash,
        role: 'user',
        requestedRole: registration.requested_role,
        verified: true,
        language: registration.language,
        now: new Date(),
      });
      await deletePendingRegistrations(trx, email);
      return user;
    });
  } catch (error) {
    // Two verifications racing for one username or address: the loser gets the usual 409.
    if (isUniqueViolation(error)) {
      refuseHeld(await findUsersHolding(app.db, username, email), email);
    }
    throw error;
  }
}

/** Waiting registrations whose passwords are tried at a login: a few, the newest. */
const PENDING_LOGIN_CHECKS = 3;

/**
 * Whether `password` is the password of a registration waiting under `login` (its e-mail or
 * username): its holder is told to verify first. Spends one password check when nothing waits,
 * so an unknown name takes as long as a wrong password.
 */
export async function holdsPendingRegistration(
  app: FastifyInstance,
  login: string,
  password: string,
): Promise<boolean> {
  const waiting = await findPendingRegistrationsByLogin(
    app.db,
    { email: normalizeEmail(login), username: normalizeLoginName(login) },
    pendingSince(new Date()),
    PENDING_LOGIN_CHECKS,
  );
  if (waiting.length === 0) {
    await spendVerificationTime(password, app.passwordHashParams);
    return false;
  }
  for (const registration of waiting) {
    if (await verifySecret(password, registration.password_hash)) return true;
  }
  return false;
}
