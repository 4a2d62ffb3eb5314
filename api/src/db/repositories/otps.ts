import { sql, type Kysely, type Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Language } from '@marketplace/shared/contracts';
import type { Database, Otp, PendingRegistration, UserRole } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Stores the one live code of an e-mail and purpose, replacing any earlier one. */
export async function saveOtp(
  db: Db,
  otp: { email: string; purpose: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const values = {
    code_hash: otp.codeHash,
    expires_at: nowIso(otp.expiresAt),
    attempts: 0,
    last_sent_at: nowIso(otp.now),
  };
  await db
    .insertInto('otps')
    .values({ email: otp.email, purpose: otp.purpose, ...values })
    .onConflict((oc) => oc.columns(['email', 'purpose']).doUpdateSet(values))
    .execute();
}

export function findOtp(db: Db, email: string, purpose: string): Promise<Otp | undefined> {
  return db
    .selectFrom('otps')
    .selectAll()
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Takes one of the code's attempts before it is checked, in one statement: however many guesses
 * arrive at once, at most `maxAttempts` are ever compared. Undefined when the code is gone,
 * expired or out of attempts.
 */
export function takeOtpAttempt(
  db: Db,
  email: string,
  purpose: string,
  maxAttempts: number,
  now: Date,
): Promise<Otp | undefined> {
  return db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', eb.lit(1)) }))
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', nowIso(now))
    .returningAll()
    .executeTakeFirst();
}

/** Uses up a code: true only for the one caller that deleted it (single use under concurrency). */
export async function consumeOtp(
  db: Db,
  email: string,
  purpose: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('otps')
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Forgets codes that expired before `before` (housekeeping). */
export async function deleteExpiredOtps(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('otps')
    .where('expires_at', '<=', nowIso(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- registrations waiting for their code (each row carries its own code) ----

/** A registration not verified within a day is forgotten (and its new codes refused). */
export const PENDING_REGISTRATION_MS = 24 * 60 * 60_000;

export interface NewPendingRegistration {
  username: string;
  email: string;
  passwordHash: string;
  requestedRole: UserRole | null;
  language: Language;
  codeHash: string;
  codeExpiresAt: Date;
  now: Date;
}

export function insertPendingRegistration(
  db: Db,
  registration: NewPendingRegistration,
): Promise<PendingRegistration> {
  return db
    .insertInto('pending_registrations')
    .values({
      username: registration.username,
      email: registration.email,
      password_hash: registration.passwordHash,
      requested_role: registration.requestedRole,
      language: registration.language,
      code_hash: registration.codeHash,
      code_expires_at: nowIso(registration.codeExpiresAt),
      attempts: 0,
      created_at: nowIso(registration.now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The registrations waiting for `email` that started after `since`, newest first. */
export function findPendingRegistrations(
  db: Db,
  email: string,
  since: Date,
): Promise<PendingRegistration[]> {
  return db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('email', '=', email)
    .where('created_at', '>', nowIso(since))
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The newest registrations waiting under a login name (an e-mail, or a username in any case),
 * at most `limit`: for telling their password holders to verify first.
 */
export function findPendingRegistrationsByLogin(
  db: Db,
  login: { email: string; username: string },
  since: Date,
  limit: number,
): Promise<PendingRegistration[]> {
  return db
    .selectFrom('pending_registrations')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('email', '=', login.email),
        eb(sql`lower(username)`, '=', login.username.toLowerCase()),
      ]),
    )
    .where('created_at', '>', nowIso(since))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes one attempt from every live code waiting for `email` before any is compared, in one
 * statement, so parallel guesses never exceed `maxAttempts` per code. Returns those codes.
 */
export function takePendingAttempts(
  db: Db,
  email: string,
  maxAttempts: number,
  since: Date,
  now: Date,
): Promise<PendingRegistration[]> {
  return db
    .updateTable('pending_registrations')
    .set((eb) => ({ attempts: eb('attempts', '+', eb.lit(1)) }))
    .where('email', '=', email)
    .where('attempts', '<', maxAttempts)
    .where('code_expires_at', '>', nowIso(now))
    .where('created_at', '>', nowIso(since))
    .returningAll()
    .execute();
}

/** Gives a waiting registration a new code with a fresh count of attempts. */
export async function replacePendingCode(
  db: Db,
  id: number,
  code: { codeHash: string; codeExpiresAt: Date },
): Promise<void> {
  await db
    .updateTable('pending_registrations')
    .set({ code_hash: code.codeHash, code_expires_at: nowIso(code.codeExpiresAt), attempts: 0 })
    .where('id', '=', id)
    .execute();
}

/** Removes a waiting registration: true only for the one caller that removed it. */
export async function takePendingRegistration(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('pending_registrations')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes every registration waiting for `email` (its mailbox chose one, or has an account). */
export async function deletePendingRegistrations(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('pending_registrations')
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets registrations started before `before` (housekeeping). */
export async function deleteAbandonedRegistrations(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('pending_registrations')
    .where('created_at', '<=', nowIso(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
