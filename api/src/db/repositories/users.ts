import { normalizeLoginName, type Language, type PublicUser } from '@marketplace/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import { fromFlag, nowIso, toFlag } from '../columns';
import type { Database, User, UserRole, UserRow } from '../schema';

type Db = Kysely<Database> | Transaction<Database>;

/** E-mail addresses are stored and compared in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A stored row as the account the rest of the api works with (flags as booleans). */
function toUser(row: UserRow): User {
  return { ...row, verified: fromFlag(row.verified) };
}

/** The public user of the api's answers: no password hash, no verification flag. */
export function toPublicUser(row: User): PublicUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role,
    requested_role: row.requested_role,
    department: row.department,
    position: row.position,
    language: row.language,
    created_at: row.created_at,
  };
}

/**
 * Usernames match without case and after NFKC ('Ｒａｖｉ' is 'ravi'). The name as typed is tried
 * too, so an account named under older, looser rules keeps logging in with what it always typed.
 */
const usernameIs = (username: string) => {
  const typed = username.trim().toLowerCase();
  const normalized = normalizeLoginName(username).toLowerCase();
  return sql<boolean>`lower(username) in (${typed}, ${normalized})`;
};

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && toUser(row);
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(usernameIs(username))
    .executeTakeFirst();
  return row && toUser(row);
}

/** The account a login name points at: an e-mail address first, else a username (any case). */
export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const trimmed = login.trim();
  if (trimmed.includes('@')) {
    const byEmail = await findUserByEmail(db, trimmed);
    if (byEmail) return byEmail;
  }
  return findUserByUsername(db, trimmed);
}

/** Accounts holding this username (any case) or this e-mail: at most two. */
export async function findUsersHolding(db: Db, username: string, email: string): Promise<User[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([usernameIs(username), eb('email', '=', normalizeEmail(email))]))
    .execute();
  return rows.map(toUser);
}

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  role: UserRole;
  requestedRole: UserRole | null;
  verified: boolean;
  language: Language;
  now: Date;
}

export async function insertUser(db: Db, account: NewAccount): Promise<User> {
  const row = await db
    .insertInto('users')
    .values({
      username: account.username,
      email: normalizeEmail(account.email),
      name: null,
      password_hash: account.passwordHash,
      role: account.role,
      requested_role: account.requestedRole,
      verified: toFlag(account.verified),
      department: null,
      position: null,
      language: account.language,
      created_at: nowIso(account.now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** The language an account's e-mails are written in. */
export async function findUserLanguage(db: Db, id: number): Promise<Language> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.language ?? 'en';
}

export async function updateLanguage(db: Db, id: number, language: Language): Promise<User> {
  const row = await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** Verified accounts waiting for an admin to decide on a manager or admin role, oldest first. */
export async function listRoleRequests(db: Db): Promise<User[]> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('requested_role', 'is not', null)
    .where('verified', '=', toFlag(true))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toUser);
}

/**
 * Grants (approve) or drops (reject) the pending role request of a verified account; undefined
 * when there is no such request.
 */
export async function decideRoleRequest(
  db: Db,
  id: number,
  approve: boolean,
): Promise<User | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      role: approve ? eb.ref('requested_role').$castTo<UserRole>() : eb.ref('role'),
      requested_role: null,
    }))
    .where('id', '=', id)
    .where('requested_role', 'is not', null)
    .where('verified', '=', toFlag(true))
    .returningAll()
    .executeTakeFirst();
  return row && toUser(row);
}

/** Makes an account a verified admin (the configured first admin). */
export async function promoteToAdmin(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'admin', requested_role: null, verified: toFlag(true) })
    .where('id', '=', id)
    .execute();
}

export async function countAdmins(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(count);
}
