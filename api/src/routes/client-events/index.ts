import {
  CLIENT_EVENTS_MAX_BODY_BYTES,
  apiFailureSchema,
  clientEventBatchSchema,
  clientEventsResponse,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteClientHealthBefore, recordClientEvents } from '../../db/repositories/client-health';

/**
 * Batches per client address and minute. A page sends one when it is hidden (a tab switch, a
 * close, a reload), so a person sends a few a minute; the margin is for the many people behind
 * one mobile carrier's shared address. A batch over the limit is dropped: the page does not retry.
 */
export const CLIENT_EVENTS_RATE_LIMIT = { max: 300, timeWindow: 60_000 } as const;

/** How long the minute aggregates are kept: a week shows a release against the one before. */
const CLIENT_HEALTH_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/**
 * POST /api/v1/client-events: what a real visit saw (page views, errors, web vitals), added to
 * the per-minute aggregates; nothing of the visit itself is stored (docs/decisions/client-events.md).
 * No account needed: every visitor reports.
 */
const clientEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-events',
    {
      bodyLimit: CLIENT_EVENTS_MAX_BODY_BYTES,
      config: { rateLimit: CLIENT_EVENTS_RATE_LIMIT },
      schema: {
        summary:
          'Report page views, errors and web vitals of a visit (aggregated, never stored raw)',
        tags: ['health'],
        body: clientEventBatchSchema,
        response: {
          202: clientEventsResponse,
          400: apiFailureSchema,
          413: apiFailureSchema,
          415: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      await recordClientEvents(app.db, request.body.events, new Date());
      return reply.code(202).send({ success: true as const });
    },
  );

  // Every instance prunes; a delete of rows another one already deleted is harmless.
  const prune = () =>
    deleteClientHealthBefore(
      app.db,
      new Date(Date.now() - CLIENT_HEALTH_RETENTION_DAYS * DAY_MS),
    ).catch((error: unknown) => app.log.warn({ err: error }, 'client health pruning failed'));
  const timer = setInterval(() => void prune(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default clientEventRoutes;
