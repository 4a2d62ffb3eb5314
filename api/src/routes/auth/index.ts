import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import otpRoutes from './otp';
import passwordResetRoutes from './password-reset';
import registerRoute from './register';
import sessionRoutes from './session';
import { named } from '../../lib/named-plugin';

/**
 * Accounts under /api/v1 (docs/product/accounts.md "Account calls"): registration with an e-mailed code,
 * login sessions, password reset. Paths keep the spec's names (/simple-register, ...).
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(named('registerRoute', registerRoute));
  await app.register(named('otpRoutes', otpRoutes));
  await app.register(named('sessionRoutes', sessionRoutes));
  await app.register(named('passwordResetRoutes', passwordResetRoutes));
};

export default authRoutes;
