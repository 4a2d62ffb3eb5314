import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  apiFailureSchema,
  registerResponse,
  simpleRegisterRequest,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertPendingRegistration, takePendingRegistration } from '../../db/repositories/otps';
import { findUsersHolding, normalizeEmail } from '../../db/repositories/users';
import { requestLanguage } from '../../i18n/request-language';
import { OTP_PURPOSES } from '../../lib/otp';
import { hashSecret } from '../../lib/password';
import { attemptsPerIp, enforceAttemptLimit } from '../../plugins/rate-limit-store';
import { freshCode, startCooldown } from './codes';
import { AUTH_LIMITS, accountKey } from './limits';
import { codeMail } from './mail-messages';
import { refuseHeld } from './registration-codes';

/**
 * POST /simple-register: a waiting registration with its own e-mailed 6-digit code. No account
 * exists until the code is entered (docs/decisions/pending-registrations.md), so a registration
 * never replaces or blocks another one.
 */
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
          201: registerResponse,
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
      refuseHeld(await findUsersHolding(app.db, username, email), email);

      const language = requestLanguage(request);
      const now = new Date();
      const passwordHash = await hashSecret(password, app.passwordHashParams);
      const { code, codeHash, expiresAt } = await freshCode(app, now);
      const registration = await insertPendingRegistration(app.db, {
        username,
        email,
        passwordHash,
        // The chosen role is a request: only `user` is granted without an admin.
        requestedRole: role === 'user' ? null : role,
        language,
        codeHash,
        codeExpiresAt: expiresAt,
        now,
      });
      await startCooldown(app, OTP_PURPOSES.register, email, now);
      try {
        await app.mailer.send(codeMail(OTP_PURPOSES.register, email, code, username, language));
      } catch (error) {
        // Nobody can ever enter this code: drop the registration rather than keep a dead one.
        await takePendingRegistration(app.db, registration.id);
        request.log.error({ err: error, to: email }, 'verification mail failed');
        return reply.code(503).send({
          success: false as const,
          msg: AUTH_MESSAGES.mailFailed,
          code: AUTH_ERROR_CODES.mailFailed,
        });
      }
      request.log.info({ username, requestedRole: role }, 'registration waiting for its code');
      return reply
        .code(201)
        .send({ success: true as const, msg: AUTH_MESSAGES.otpSent, otpSent: true });
    },
  );
};

export default registerRoute;
