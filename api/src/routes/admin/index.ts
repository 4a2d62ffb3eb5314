import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import roleRequestRoutes from './role-requests';

/** /api/v1/admin/*: administration endpoints, admin (or manager where stated) only. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(roleRequestRoutes);
};

export default adminRoutes;
