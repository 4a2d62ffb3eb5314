import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  apiFailureSchema,
  loginResponse,
  messageResponse,
  profileResponse,
  profileUpdateRequest,
  simpleLoginRequest,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertSession, deleteSession } from '../../db/repositories/sessions';
import {
  findUserByLogin,
  toPublicUser,
  updateLanguage,
  updatePasswordHash,
} from '../../db/repositories/users';
import { HttpError } from '../../lib/http-error';
import { hashSecret, needsRehash, verifySecret } from '../../lib/password';
import { newSessionToken } from '../../lib/tokens';
import { attemptsPerIp } from '../../plugins/rate-limit-store';
import { AUTH_LIMITS } from './limits';
import { enforceLoginLimits, loginIdentity, rememberOwnerAddress } from './login-guard';
import { holdsPendingRegistration } from './registration-codes';

const HOUR_MS = 60 * 60_000;

const bearerFailures = { 401: apiFailureSchema };

/** POST /simple-login, GET /profile, GET /verify-token, POST /logout. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/simple-login',
    {
      config: { rateLimit: attemptsPerIp(AUTH_LIMITS.loginPerIp), issuesToken: true },
      schema: {
        summary: 'Log in with a username or e-mail; answers a bearer token',
        tags: ['auth'],
        body: simpleLoginRequest,
        response: {
          200: loginResponse,
          400: apiFailureSchema,
          401: apiFailureSchema,
          403: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const { username: login, password, rememberMe } = request.body;
      const user = await findUserByLogin(app.db, login);
      const identity = loginIdentity(user, login);
      await enforceLoginLimits(request, reply, identity);

      if (!user) {
        // Only someone holding the password learns that a registration awaits its e-mail check.
        if (await holdsPendingRegistration(app, login, password)) {
          throw new HttpError(
            403,
            AUTH_MESSAGES.emailNotVerified,
            AUTH_ERROR_CODES.emailNotVerified,
          );
        }
        throw new HttpError(
          401,
          AUTH_MESSAGES.invalidCredentials,
          AUTH_ERROR_CODES.invalidCredentials,
        );
      }
      if (!(await verifySecret(password, user.password_hash))) {
        throw new HttpError(
          401,
          AUTH_MESSAGES.invalidCredentials,
          AUTH_ERROR_CODES.invalidCredentials,
        );
      }
      // Accounts are created verified; a row from before pending registrations never logs in.
      if (!user.verified) {
        throw new HttpError(403, AUTH_MESSAGES.emailNotVerified, AUTH_ERROR_CODES.emailNotVerified);
      }
      const userId = user.id;
      if (needsRehash(user.password_hash, app.passwordHashParams)) {
        await updatePasswordHash(
          app.db,
          userId,
          await hashSecret(password, app.passwordHashParams),
        );
      }

      const now = new Date();
      await rememberOwnerAddress(request, identity, now);
      const { sessions } = app.config;
      const lifetimeMs = rememberMe
        ? sessions.rememberMeTtlDays * 24 * HOUR_MS
        : sessions.ttlHours * HOUR_MS;
      const { token, tokenHash } = newSessionToken();
      await insertSession(app.db, {
        tokenHash,
        userId,
        expiresAt: new Date(now.getTime() + lifetimeMs),
        now,
      });
      request.log.info({ userId, rememberMe: rememberMe === true }, 'logged in');
      return { success: true as const, token, user: toPublicUser(user) };
    },
  );

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The logged-in account',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponse, ...bearerFailures },
      },
    },
    async (request) => ({ success: true as const, user: authenticatedUser(request.user) }),
  );

  app.patch(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Change the logged-in account's language (of its e-mails and of the site)",
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        body: profileUpdateRequest,
        response: { 200: profileResponse, 400: apiFailureSchema, ...bearerFailures },
      },
    },
    async (request) => {
      const { id } = authenticatedUser(request.user);
      const user = await updateLanguage(app.db, id, request.body.language);
      request.log.info({ userId: id, language: user.language }, 'account language changed');
      return { success: true as const, user: toPublicUser(user) };
    },
  );

  app.get(
    '/verify-token',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Whether the bearer token is a live session',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponse, ...bearerFailures },
      },
    },
    async (request) => ({ success: true as const, user: authenticatedUser(request.user) }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'End the session of the bearer token',
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponse, ...bearerFailures },
      },
    },
    async (request) => {
      if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
      request.log.info({ userId: request.user?.id }, 'logged out');
      return { success: true as const, msg: AUTH_MESSAGES.loggedOut };
    },
  );
};

/** `authenticate` ran before the handler, so the user is there; a bug otherwise (500). */
function authenticatedUser<T>(user: T | null): T {
  if (user === null) throw new Error('authenticate did not set request.user');
  return user;
}

export default sessionRoutes;
