import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  apiFailureSchema,
  simpleRegisterRequest,
  simpleRegisterResponse,
} from '@marketplace/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/errors';
import {
  deleteUser,
  findUsersHolding,
  insertUser,
  normalizeEmail,
} from '../../db/repositories/users';
import type { User } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { OTP_PURPOSES } from '../../lib/otp';
import { hashSecret } from '../../lib/password';
import { attemptsPerIp, enforceAttemptLimit } from '../../plugins/rate-limit-store';
import { issueCode } from './codes';
import { AUTH_LIMITS, accountKey } from './limits';
import { codeMail } from './mail-messages';

/** A username held by someone else's unverified registration is free again after this long. */
export const ABANDONED_REGISTRATION_MS = 24 * 60 * 60_000;

const usernameTaken = () =>
  new HttpError(409, AUTH_MESSAGES.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
const emailTaken = () => new HttpError(409, AUTH_MESSAGES.emailTaken, AUTH_ERROR_CODES.emailTaken);

/**
 * Which existing accounts a registration may replace (docs/decisions/accounts-api.md): an
 * unverified account of the same e-mail (its owner registering again), and an unverified account
 * holding the username that was abandoned more than a day ago. Anything else is a 409.
 */
function replaceableAccounts(holders: User[], email: string, now: Date): User[] {
  const emailHolder = holders.find((user) => user.email === email);
  if (emailHolder?.verified === 1) throw emailTaken();
  const usernameHolder = holders.find((user) => user.email !== email);
  if (usernameHolder) {
    const abandoned =
      usernameHolder.verified !== 1 &&
      now.getTime() - Date.parse(usernameHolder.created_at) > ABANDONED_REGISTRATION_MS;
    if (!abandoned) throw usernameTaken();
  }
  return holders;
}

async function createPendingAccount(
  app: FastifyInstance,
  input: { username: string; email: string; passwordHash: string; role: User['role'] },
): Promise<void> {
  const now = new Date();
  try {
    await app.db.transaction().execute(async (trx) => {
      const holders = await findUsersHolding(trx, input.username, input.email);
      for (const user of replaceableAccounts(holders, input.email, now)) {
        await deleteUser(trx, Number(user.id));
      }
      await insertUser(trx, {
        username: input.username,
        email: input.email,
        passwordHash: input.passwordHash,
        // The chosen role is a request: only `user` is granted without an admin.
        role: 'user',
        requestedRole: input.role === 'user' ? null : input.role,
        verified: false,
        now,
      });
    });
  } catch (error) {
    // Two registrations racing for the same name or address: the loser gets the usual 409.
    if (isUniqueViolation(error)) {
      const holders = await findUsersHolding(app.db, input.username, input.email);
      throw holders.some((user) => user.email === input.email) ? emailTaken() : usernameTaken();
    }
    throw error;
  }
}

/** POST /simple-register: an unverified account and an e-mailed 6-digit code. */
const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/simple-register',
    {
      config: { rateLimit: attemptsPerIp(AUTH_LIMITS.registerPerIp) },
      schema: {
        summary: 'Register an account; a 6-digit code is e-mailed to verify it',
        tags: ['auth'],
        body: simpleRegisterRequest,
        response: {
          201: simpleRegisterResponse,
          400: apiFailureSchema,
          409: apiFailureSchema,
          429: apiFailureSchema,
          503: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const { username, password, role } = request.body;
      await enforceAttemptLimit(reply, accountKey('register', email), AUTH_LIMITS.registerPerEmail);

      const passwordHash = await hashSecret(password, app.passwordHashParams);
      await createPendingAccount(app, { username, email, passwordHash, role });
      const code = await issueCode(app, email, OTP_PURPOSES.register);
      try {
        await app.mailer.send(codeMail(OTP_PURPOSES.register, email, code));
      } catch (error) {
        request.log.error({ err: error, to: email }, 'verification mail failed');
        return reply.code(503).send({
          success: false as const,
          msg: AUTH_MESSAGES.mailFailed,
          code: AUTH_ERROR_CODES.mailFailed,
        });
      }
      request.log.info({ username, requestedRole: role }, 'account registered, awaiting its code');
      return reply.code(201).send({ success: true as const, msg: AUTH_MESSAGES.otpSent });
    },
  );
};

export default registerRoute;
