import { randomBytes } from 'node:crypto';
import { passwordSchema } from '@marketplace/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors';
import {
  countAdmins,
  deleteUser,
  findUserByEmail,
  findUserByUsername,
  insertUser,
  promoteToAdmin,
} from '../db/repositories/users';
import { hashSecret } from './password';

export type FirstAdminOutcome =
  'created' | 'created-with-generated-password' | 'promoted' | 'unchanged' | 'username-taken';

/** Why the start stops: an unverified stranger holds ADMIN_EMAIL and no ADMIN_PASSWORD is set. */
export const UNVERIFIED_ADMIN_EMAIL_MESSAGE =
  'ADMIN_EMAIL belongs to an account that never verified its e-mail: it is not made admin. ' +
  'Set ADMIN_PASSWORD to take that account over with your password, or choose another ADMIN_EMAIL.';

/** 144 random bits as 24 base64url characters, drawn again until the password rules hold. */
function generateAdminPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (passwordSchema.safeParse(candidate).success) return candidate;
  }
}

/**
 * The first admin comes from configuration (docs/product-decisions.md "Inconsistencies we correct"), at every start, idempotently:
 * - a verified account with ADMIN_EMAIL exists: it is made admin (its password is left alone;
 *   its owner proved the configured mailbox);
 * - an unverified account with ADMIN_EMAIL exists (from before registrations waited apart):
 *   nobody proved that mailbox, so it is never promoted. With ADMIN_PASSWORD it is taken over:
 *   replaced by the configured admin. Without, the start stops with a message saying so
 *   (docs/decisions/first-admin-takeover.md);
 * - none exists and ADMIN_PASSWORD is set: it is created with that password;
 * - none exists, no password is set and there is no admin yet: it is created with a generated
 *   password, printed once in a single log line;
 * - otherwise nothing changes.
 * Run after the migrations. Several instances starting together are safe: one insert wins.
 */
export async function ensureFirstAdmin(app: FastifyInstance): Promise<FirstAdminOutcome> {
  const { email, username, password } = app.config.admin;
  const existing = await findUserByEmail(app.db, email);
  if (existing && !existing.verified) {
    if (password === undefined) throw new Error(UNVERIFIED_ADMIN_EMAIL_MESSAGE);
    await deleteUser(app.db, existing.id);
    app.log.warn(
      { email, strangerUsername: existing.username },
      'unverified account holding ADMIN_EMAIL removed; the configured admin takes its place',
    );
  } else if (existing) {
    if (existing.role === 'admin' && existing.verified && existing.requested_role === null) {
      return 'unchanged';
    }
    await promoteToAdmin(app.db, existing.id);
    app.log.info({ email }, 'configured admin account (ADMIN_EMAIL) made admin');
    return 'promoted';
  }
  if (password === undefined && (await countAdmins(app.db)) > 0) return 'unchanged';
  if (await findUserByUsername(app.db, username)) {
    app.log.error(
      { username, email },
      'first admin not created: ADMIN_USERNAME belongs to another account; choose another name',
    );
    return 'username-taken';
  }

  const secret = password ?? generateAdminPassword();
  const passwordHash = await hashSecret(secret, app.passwordHashParams);
  try {
    await insertUser(app.db, {
      username,
      email,
      passwordHash,
      role: 'admin',
      requestedRole: null,
      verified: true,
      language: 'en',
      now: new Date(),
    });
  } catch (error) {
    // Another instance created it a moment ago.
    if (isUniqueViolation(error)) return 'unchanged';
    throw error;
  }
  if (password !== undefined) {
    app.log.info({ username, email }, 'first admin account created from ADMIN_PASSWORD');
    return 'created';
  }
  // The one place a password is logged, on purpose: nobody could log in as admin otherwise.
  app.log.warn(
    `First admin account created: username "${username}", email ${email}, password "${secret}" ` +
      '(shown only this once: store it, or set ADMIN_PASSWORD before the first start)',
  );
  return 'created-with-generated-password';
}
