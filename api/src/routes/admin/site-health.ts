import { apiFailureSchema, siteHealthResponse } from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseHealthSince } from '../../db/repositories/client-health';

const HOUR_MS = 60 * 60_000;

/**
 * GET /api/v1/admin/site-health: per remote and release, what real visits saw over the last hour
 * and the last day (the admin remote's Site health tab). Admins only: it is the operators' view of
 * the releases, not part of managing listings (docs/decisions/client-events.md).
 */
const siteHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/site-health',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        summary: 'Page views, errors and web vitals of real visits, per remote and release',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: siteHealthResponse, 401: apiFailureSchema, 403: apiFailureSchema },
      },
    },
    async () => {
      const now = Date.now();
      const [hour, day] = await Promise.all([
        releaseHealthSince(app.db, new Date(now - HOUR_MS)),
        releaseHealthSince(app.db, new Date(now - 24 * HOUR_MS)),
      ]);
      return { success: true as const, generatedAt: new Date(now).toISOString(), hour, day };
    },
  );
};

export default siteHealthRoutes;
