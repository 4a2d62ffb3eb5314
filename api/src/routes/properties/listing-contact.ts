import { API_ERROR_CODES, apiFailureSchema } from '@marketplace/shared/contracts';
import { POSTING_MESSAGES } from '@marketplace/shared/contracts-posting';
import { propertyIdParams } from '@marketplace/shared/property-schemas';
import {
  phoneRevealResponse,
  propertyViewBody,
  propertyViewResponse,
} from '@marketplace/shared/posting-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PHONE_REVEALS_PER_DAY,
  countView,
  revealPhone,
} from '../../db/repositories/listing-contacts';
import { findSessionUser } from '../../db/repositories/sessions';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';
import { bearerToken, hashToken } from '../../lib/tokens';
import { propertyNotFound } from './index';

/** View counts per client address and minute: a page counts once; this only stops a flood. */
const VIEW_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * What a visitor does on a listing's page that its lister sees as figures
 * (docs/decisions/phone-reveal.md): the lister's phone, for logged-in visitors only, counted and
 * limited per viewer a day; and a view, counted once per visitor a day.
 */
const listingContactRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The logged-in account of a request that carries a valid token, else null (no 401). */
  async function viewerOf(request: FastifyRequest): Promise<number | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const user = await findSessionUser(app.db, hashToken(token), new Date());
    return user ? user.id : null;
  }

  app.post(
    '/properties/:id/phone',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "A listing's phone, for a logged-in visitor (counted; at most 20 listings a day)",
        tags: ['properties'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        response: {
          200: phoneRevealResponse,
          401: apiFailureSchema,
          404: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const viewerId = request.user?.id as number;
      const reveal = id === undefined ? undefined : await revealPhone(app.db, id, viewerId);
      if (!reveal || reveal.outcome === 'not-found') throw propertyNotFound();
      if (reveal.outcome === 'limited') {
        throw new HttpError(
          429,
          POSTING_MESSAGES.phoneLimit(PHONE_REVEALS_PER_DAY),
          API_ERROR_CODES.rateLimited,
        );
      }
      request.log.info({ propertyId: id, viewerId }, 'lister phone shown');
      return { success: true as const, data: { phone: reveal.phone } };
    },
  );

  app.post(
    '/properties/:id/views',
    {
      config: { rateLimit: VIEW_RATE_LIMIT },
      schema: {
        summary: "Count a view of a listing's page (once per visitor a day)",
        tags: ['properties'],
        params: propertyIdParams,
        body: propertyViewBody,
        response: {
          200: propertyViewResponse,
          400: apiFailureSchema,
          404: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const viewerId = await viewerOf(request);
      const visitor = viewerId === null ? `v${request.body.visitor}` : `u${viewerId}`;
      const counted = id !== undefined && (await countView(app.db, id, visitor, viewerId));
      if (!counted) throw propertyNotFound();
      return { success: true as const };
    },
  );
};

export default listingContactRoutes;
