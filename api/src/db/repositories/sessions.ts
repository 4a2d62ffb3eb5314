import type { PublicUser } from '@marketplace/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../columns';
import type { Database } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Db,
  session: { tokenHash: string; userId: number; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      expires_at: nowIso(session.expiresAt),
      created_at: nowIso(session.now),
    })
    .execute();
}

/** The columns of an account that a request carries (PublicUser): never its password hash. */
const PUBLIC_USER_COLUMNS = [
  'users.id',
  'users.name',
  'users.username',
  'users.email',
  'users.role',
  'users.requested_role',
  'users.department',
  'users.position',
  'users.language',
  'users.created_at',
] as const satisfies readonly `users.${keyof PublicUser}`[];

/**
 * The account of a live session (not expired), or undefined. Every logged-in request runs this
 * read: it reads only what the request keeps, never the password hash.
 */
export async function findSessionUser(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PublicUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(PUBLIC_USER_COLUMNS)
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', nowIso(now))
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', nowIso(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
