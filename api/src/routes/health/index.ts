import {
  API_ERROR_CODES,
  healthDownResponseSchema,
  healthUpResponseSchema,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { API_MESSAGES } from '../../messages';

/** A database that does not answer within this time counts as down. */
const PING_TIMEOUT_MS = 3000;

async function ping(run: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness of the api and its database',
        tags: ['health'],
        response: { 200: healthUpResponseSchema, 503: healthDownResponseSchema },
      },
    },
    async (request, reply) => {
      const dialect = app.dbDialect;
      const up = await ping(() => sql`select 1`.execute(app.db));
      if (up) {
        return {
          success: true as const,
          status: 'ok' as const,
          database: { status: 'up' as const, dialect },
        };
      }
      request.log.warn({ dialect }, 'health check: database unavailable');
      return reply.code(503).send({
        success: false,
        msg: API_MESSAGES.databaseDown,
        code: API_ERROR_CODES.dbDown,
        database: { status: 'down' as const, dialect },
      });
    },
  );
};

export default healthRoutes;
