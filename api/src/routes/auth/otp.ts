import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  OTP_RESEND_COOLDOWN_SECONDS,
  apiFailureSchema,
  codeSentResponse,
  messageResponse,
  otpCooldownResponse,
  resendOtpRequest,
  verifyOtpRequest,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeEmail } from '../../db/repositories/users';
import { OTP_PURPOSES } from '../../lib/otp';
import { attemptsPerIp } from '../../plugins/rate-limit-store';
import { countCodeRequest, spendIssueTime } from './codes';
import { AUTH_LIMITS } from './limits';
import {
  activateRegistration,
  redeemRegistrationCode,
  resendRegistrationCodes,
} from './registration-codes';

/** POST /verify-otp and POST /resend-otp: the registration code. */
const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify-otp',
    {
      config: { rateLimit: attemptsPerIp(AUTH_LIMITS.verifyOtpPerIp) },
      schema: {
        summary: 'Enter the e-mailed registration code; creates the account it was sent for',
        tags: ['auth'],
        body: verifyOtpRequest,
        response: {
          200: messageResponse,
          400: apiFailureSchema,
          409: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const registration = await redeemRegistrationCode(reply, email, request.body.otp);
      const user = await activateRegistration(app, registration);
      request.log.info({ userId: user.id }, 'e-mail verified, account created');
      return { success: true as const, msg: AUTH_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/resend-otp',
    {
      config: { rateLimit: attemptsPerIp(AUTH_LIMITS.resendOtpPerIp) },
      schema: {
        summary: 'E-mail a new registration code (same answer for every address)',
        tags: ['auth'],
        body: resendOtpRequest,
        response: {
          200: codeSentResponse,
          400: apiFailureSchema,
          429: z.union([otpCooldownResponse, apiFailureSchema]),
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // The cool-down counts every address, known or not, so a 429 reveals no account.
      const cooldown = await countCodeRequest(app, email, OTP_PURPOSES.register);
      if (cooldown.limited) {
        return reply
          .code(429)
          .header('retry-after', cooldown.retryAfterSeconds)
          .send({
            success: false as const,
            msg: AUTH_MESSAGES.otpCooldown(cooldown.retryAfterSeconds),
            code: AUTH_ERROR_CODES.otpCooldown,
            retryAfterSeconds: cooldown.retryAfterSeconds,
          });
      }
      // An address with nothing waiting spends the same time, so the answer time tells nothing.
      if ((await resendRegistrationCodes(app, email)) === 0) await spendIssueTime(app);
      return {
        success: true as const,
        msg: AUTH_MESSAGES.otpResent,
        retryAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS,
      };
    },
  );
};

export default otpRoutes;
