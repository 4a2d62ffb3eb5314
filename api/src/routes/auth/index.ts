import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import otpRoutes from './otp';
import passwordResetRoutes from './password-reset';
import registerRoute from './register';
import sessionRoutes from './session';

/**
 * Accounts under /api/v1 (docs/product/accounts.md "Account calls"): registration with an e-mailed code,
 * login sessions, password reset. Paths keep the spec's names (/simple-register, ...).
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registerRoute);
  await app.register(otpRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
};

export default authRoutes;
