import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database, Otp } from '../schema';

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

export async function deleteOtp(db: Db, email: string, purpose: string): Promise<void> {
  await db.deleteFrom('otps').where('email', '=', email).where('purpose', '=', purpose).execute();
}

/** Forgets codes that expired before `before` (housekeeping). */
export async function deleteExpiredOtps(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('otps')
    .where('expires_at', '<=', nowIso(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
