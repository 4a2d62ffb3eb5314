import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  PROPERTY_MESSAGES,
  apiFailureSchema,
} from '@marketplace/shared/contracts';
import {
  wishlistMergeRequest,
  wishlistMergeResponse,
  wishlistMessageResponse,
  wishlistPropertyParams,
  wishlistResponse,
} from '@marketplace/shared/property-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livePropertyExists, livePropertyIds } from '../../db/repositories/properties';
import {
  addToWishlist,
  listWishlist,
  removeFromWishlist,
  wishlistIds,
} from '../../db/repositories/wishlist';
import { HttpError } from '../../lib/http-error';
import { propertyNotFound } from '../properties';

function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.noToken, API_ERROR_CODES.unauthorized);
  return request.user.id;
}

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 404: apiFailureSchema };

/**
 * The saved properties (the heart) of the logged-in user; bearer on every call and only the
 * caller's own rows are ever read or changed. Hearts given while logged out are merged at login.
 */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/wishlist',
    {
      schema: {
        summary: 'The saved properties, most recently saved first',
        tags: ['wishlist'],
        security: [{ bearerAuth: [] }],
        response: { 200: wishlistResponse, 401: apiFailureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listWishlist(app.db, userIdOf(request)),
    }),
  );

  app.put(
    '/wishlist/:propertyId',
    {
      schema: {
        summary: 'Save a property (idempotent)',
        tags: ['wishlist'],
        security: [{ bearerAuth: [] }],
        params: wishlistPropertyParams,
        response: { 200: wishlistMessageResponse, ...failures },
      },
    },
    async (request) => {
      const { propertyId } = request.params;
      if (!(await livePropertyExists(app.db, propertyId))) throw propertyNotFound();
      await addToWishlist(app.db, userIdOf(request), [propertyId]);
      return { success: true as const, msg: PROPERTY_MESSAGES.wishlistAdded };
    },
  );

  app.delete(
    '/wishlist/:propertyId',
    {
      schema: {
        summary: 'Forget a saved property (idempotent)',
        tags: ['wishlist'],
        security: [{ bearerAuth: [] }],
        params: wishlistPropertyParams,
        response: { 200: wishlistMessageResponse, ...failures },
      },
    },
    async (request) => {
      await removeFromWishlist(app.db, userIdOf(request), request.params.propertyId);
      return { success: true as const, msg: PROPERTY_MESSAGES.wishlistRemoved };
    },
  );

  app.post(
    '/wishlist/merge',
    {
      schema: {
        summary: 'Save the hearts given while logged out; unknown ids are ignored',
        tags: ['wishlist'],
        security: [{ bearerAuth: [] }],
        body: wishlistMergeRequest,
        response: { 200: wishlistMergeResponse, ...failures },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const known = await livePropertyIds(app.db, [...new Set(request.body.property_ids)]);
      await addToWishlist(app.db, userId, known);
      return { success: true as const, data: await wishlistIds(app.db, userId) };
    },
  );
};

export default wishlistRoutes;
