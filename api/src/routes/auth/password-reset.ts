import {
  AUTH_MESSAGES,
  OTP_RESEND_COOLDOWN_SECONDS,
  apiFailureSchema,
  codeSentResponse,
  forgotPasswordRequest,
  messageResponse,
  resetPasswordRequest,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletePendingRegistrations } from '../../db/repositories/otps';
import { deleteSessionsOfUser } from '../../db/repositories/sessions';
import { findUserByEmail, normalizeEmail, updatePasswordHash } from '../../db/repositories/users';
import { OTP_PURPOSES } from '../../lib/otp';
import { hashSecret } from '../../lib/password';
import { attemptsPerIp } from '../../plugins/rate-limit-store';
import { countCodeRequest, mailResetCodeIf, redeemAccountCode } from './codes';
import { AUTH_LIMITS } from './limits';

/** POST /forgot-password and POST /reset-password. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      config: { rateLimit: attemptsPerIp(AUTH_LIMITS.forgotPasswordPerIp) },
      schema: {
        summary: 'E-mail a password reset code (same answer for every address)',
        tags: ['auth'],
        body: forgotPasswordRequest,
        response: { 200: codeSentResponse, 400: apiFailureSchema, 429: apiFailureSchema },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const cooldown = await countCodeRequest(app, email, OTP_PURPOSES.reset);
      // Within the cool-down nothing is sent, and the answer stays the same for every address.
      if (cooldown.limited) {
        return {
          success: true as const,
          msg: AUTH_MESSAGES.resetCodeSent,
          retryAfterSeconds: cooldown.retryAfterSeconds,
        };
      }
      const user = await findUserByEmail(app.db, email);
      await mailResetCodeIf(app, user, email);
      return {
        success: true as const,
        msg: AUTH_MESSAGES.resetCodeSent,
        retryAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
      };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: attemptsPerIp(AUTH_LIMITS.resetPasswordPerIp) },
      schema: {
        summary: 'Set a new password with the e-mailed code; ends every session of the account',
        tags: ['auth'],
        body: resetPasswordRequest,
        response: { 200: messageResponse, 400: apiFailureSchema, 429: apiFailureSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await redeemAccountCode(reply, {
        email,
        purpose: OTP_PURPOSES.reset,
        code: request.body.otp,
        action: 'reset-password',
        limit: AUTH_LIMITS.resetPasswordPerEmail,
      });
      const userId = user.id;
      const passwordHash = await hashSecret(request.body.password, app.passwordHashParams);
      const ended = await app.db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, userId, passwordHash);
        // The address has its account: registrations still waiting for it can never succeed.
        await deletePendingRegistrations(trx, email);
        return deleteSessionsOfUser(trx, userId);
      });
      request.log.info({ userId, endedSessions: ended }, 'password reset');
      return { success: true as const, msg: AUTH_MESSAGES.passwordReset };
    },
  );
};

export default passwordResetRoutes;
