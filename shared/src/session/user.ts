import { USER_ROLES, type Language, type UserRole } from '@marketplace/shared/contracts-core';

/** The logged-in user as the api returns it (docs/product/accounts.md "User data"). */
export interface User {
  id?: number | string;
  /** Display name; the api may leave it out, then the username is shown. */
  name?: string;
  username: string;
  email: string;
  role: UserRole;
  department?: string | null;
  position?: string | null;
  created_at?: string;
  /** The account's language: the page turns to it at login, and a switch while logged in saves it. */
  language?: Language;
  /** A manager or admin role asked for at registration and not yet approved. */
  requested_role?: UserRole | null;
}

/** Checks a value read from storage or a response before it is trusted as a user. */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.username === 'string' &&
    typeof v.email === 'string' &&
    typeof v.role === 'string' &&
    (USER_ROLES as readonly string[]).includes(v.role) &&
    (v.name === undefined || v.name === null || typeof v.name === 'string')
  );
}

/** The name to greet a user with: their name, else their username. */
export function displayName(user: Pick<User, 'name' | 'username'>): string {
  return user.name?.trim() || user.username;
}
