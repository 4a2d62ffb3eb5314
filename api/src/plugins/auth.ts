import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  type PublicUser,
  type UserRole,
} from '@marketplace/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  PENDING_REGISTRATION_MS,
  deleteAbandonedRegistrations,
  deleteExpiredOtps,
} from '../db/repositories/otps';
import { deleteExpiredSessions, findSessionUser } from '../db/repositories/sessions';
import { HttpError } from '../lib/http-error';
import type { ScryptParams } from '../lib/password';
import { bearerToken, hashToken } from '../lib/tokens';

/*
 * The bearer session check. A route opts in with `onRequest: app.authenticate` (any logged-in
 * account) or `onRequest: app.requireRole('admin')`; the handler then reads `request.user`.
 * Sessions live in the database, so every api instance accepts the same tokens.
 */

type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: AuthHook;
    requireRole(...roles: UserRole[]): AuthHook;
    /** scrypt parameters of new password hashes (PASSWORD_HASH_COST). */
    passwordHashParams: ScryptParams;
  }
  interface FastifyContextConfig {
    /** The answer carries a new bearer token (login): never stored by a cache. */
    issuesToken?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in account, set by `authenticate`; null on routes without it. */
    user: PublicUser | null;
    /** SHA-256 of the request's bearer token, set by `authenticate` (logout revokes it). */
    sessionTokenHash: string | null;
  }
}

/** How often expired sessions and codes are deleted. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** Expired codes are kept this long (a late "expired" answer is clearer than "invalid"). */
const EXPIRED_OTP_GRACE_MS = 24 * 60 * 60_000;

/**
 * Whether an answer is personal: the request carried credentials (whatever the route, so every
 * per-user route gets it without saying so, and a 401 too), or the route hands out a token.
 */
function isPersonalAnswer(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    request.user !== null ||
    request.routeOptions.config?.issuesToken === true
  );
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorate('passwordHashParams', { log2N: app.config.passwordHashCost, r: 8, p: 1 });

    const authenticate: AuthHook = async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        throw new HttpError(401, AUTH_MESSAGES.noToken, AUTH_ERROR_CODES.noToken);
      }
      const tokenHash = hashToken(token);
      const user = await findSessionUser(app.db, tokenHash, new Date());
      if (!user) {
        throw new HttpError(401, AUTH_MESSAGES.invalidToken, AUTH_ERROR_CODES.invalidToken);
      }
      request.user = user;
      request.sessionTokenHash = tokenHash;
    };

    // Neither a browser nor a proxy may keep a token or an account's data (login, profile,
    // cart, admin, ...): one hook for every route, present and future.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPersonalAnswer(request)) reply.header('cache-control', 'no-store');
      done(null, payload);
    });

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: UserRole[]): AuthHook => {
      return async (request, reply) => {
        await authenticate(request, reply);
        if (!request.user || !roles.includes(request.user.role)) {
          throw new HttpError(403, AUTH_MESSAGES.forbidden, AUTH_ERROR_CODES.forbidden);
        }
      };
    });

    const timer = setInterval(() => {
      const now = new Date();
      Promise.all([
        deleteExpiredSessions(app.db, now),
        deleteExpiredOtps(app.db, new Date(now.getTime() - EXPIRED_OTP_GRACE_MS)),
        deleteAbandonedRegistrations(app.db, new Date(now.getTime() - PENDING_REGISTRATION_MS)),
      ]).catch((error: unknown) => {
        app.log.warn({ err: error }, 'session housekeeping failed');
      });
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', fastify: '5.x', dependencies: ['database'] },
);
