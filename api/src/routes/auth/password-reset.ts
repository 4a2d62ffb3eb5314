import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  OTP_RESEND_COOLDOWN_SECONDS,
  apiFailureSchema,
  forgotPasswordRequest,
  forgotPasswordResponse,
  resetPasswordRequest,
  resetPasswordResponse,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteOtp } from '../../db/repositories/otps';
import { deleteSessionsOfUser } from '../../db/repositories/sessions';
import {
  findUserByEmail,
  markVerified,
  normalizeEmail,
  updatePasswordHash,
} from '../../db/repositories/users';
import { HttpError } from '../../lib/http-error';
import { OTP_PURPOSES } from '../../lib/otp';
import { hashSecret } from '../../lib/password';
import { attemptsPerIp, enforceAttemptLimit } from '../../plugins/rate-limit-store';
import { countCodeRequest, issueCode, spendIssueTime, redeemCode } from './codes';
import { AUTH_LIMITS, accountKey } from './limits';
import { codeMail } from './mail-messages';

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
        response: { 200: forgotPasswordResponse, 400: apiFailureSchema, 429: apiFailureSchema },
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
      if (user) {
        const code = await issueCode(app, email, OTP_PURPOSES.reset);
        app.mailer.sendInBackground(codeMail(OTP_PURPOSES.reset, email, code));
      } else {
        await spendIssueTime(app);
      }
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
        response: { 200: resetPasswordResponse, 400: apiFailureSchema, 429: apiFailureSchema },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      await enforceAttemptLimit(
        reply,
        accountKey('reset-password', email),
        AUTH_LIMITS.resetPasswordPerEmail,
      );
      await redeemCode(app, email, OTP_PURPOSES.reset, request.body.otp);
      const user = await findUserByEmail(app.db, email);
      if (!user) throw new HttpError(400, AUTH_MESSAGES.otpInvalid, AUTH_ERROR_CODES.otpInvalid);

      const userId = Number(user.id);
      const passwordHash = await hashSecret(request.body.password, app.passwordHashParams);
      const ended = await app.db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, userId, passwordHash);
        // The code proved the mailbox, which is what registration's code proves too.
        await markVerified(trx, userId);
        await deleteOtp(trx, email, OTP_PURPOSES.register);
        return deleteSessionsOfUser(trx, userId);
      });
      request.log.info({ userId, endedSessions: ended }, 'password reset');
      return { success: true as const, msg: AUTH_MESSAGES.passwordReset };
    },
  );
};

export default passwordResetRoutes;
