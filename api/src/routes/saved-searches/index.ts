import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  SAVED_SEARCH_ERROR_CODES,
  SAVED_SEARCH_MESSAGES,
  apiFailureSchema,
} from '@marketplace/shared/contracts';
import {
  saveSearchRequest,
  savedSearchDeletedResponse,
  savedSearchIdParams,
  savedSearchListResponse,
  savedSearchResponse,
  updateSavedSearchRequest,
} from '@marketplace/shared/posting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteSavedSearch,
  findSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  saveSearch,
  updateSavedSearch,
} from '../../db/repositories/saved-searches';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';
import { newUnsubscribeToken } from '../../lib/tokens';

function userIdOf(request: { user: { id: number } | null }): number {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.noToken, API_ERROR_CODES.unauthorized);
  return request.user.id;
}

const notFound = () => new HttpError(404, SAVED_SEARCH_MESSAGES.notFound, API_ERROR_CODES.notFound);

/** The path's id; anything that is not an id answers like another account's id: 404. */
function idOf(params: { id: string }): number {
  const id = parsePathId(params.id);
  if (id === undefined) throw notFound();
  return id;
}

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 404: apiFailureSchema };
const tags = ['saved searches'];
const security = [{ bearerAuth: [] }];

/**
 * The logged-in visitor's saved searches (docs/decisions/saved-search-alerts.md). Every call
 * reads and changes the caller's own rows only: another account's id is answered as one that
 * does not exist.
 */
const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /** The saved search as it is now, with its "new" count; 404 when it is not the caller's. */
  const answer = async (userId: number, id: number, msg: string) => {
    const data = await findSavedSearch(app.db, userId, id);
    if (!data) throw notFound();
    return { success: true as const, msg, data };
  };

  app.get(
    '/saved-searches',
    {
      schema: {
        summary: "The account's saved searches, newest first, with their new listings' count",
        tags,
        security,
        response: { 200: savedSearchListResponse, 401: apiFailureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSavedSearches(app.db, userIdOf(request)),
    }),
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        summary: 'Save a search of the listing under a name; its e-mails start on',
        tags,
        security,
        body: saveSearchRequest,
        response: { 201: savedSearchResponse, 409: apiFailureSchema, ...failures },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { name, query } = request.body;
      const outcome = await app.db
        .transaction()
        .execute((trx) =>
          saveSearch(trx, { userId, name, query, unsubscribeToken: newUnsubscribeToken() }),
        );
      if ('refused' in outcome) {
        throw outcome.refused === 'limit'
          ? new HttpError(409, SAVED_SEARCH_MESSAGES.limit, SAVED_SEARCH_ERROR_CODES.limit)
          : new HttpError(
              409,
              SAVED_SEARCH_MESSAGES.duplicate(outcome.name),
              SAVED_SEARCH_ERROR_CODES.duplicate,
            );
      }
      return reply
        .code(201)
        .send({ success: true as const, msg: SAVED_SEARCH_MESSAGES.saved, data: outcome.saved });
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      schema: {
        summary: 'Rename a saved search, or turn its e-mails on or off',
        tags,
        security,
        params: savedSearchIdParams,
        body: updateSavedSearchRequest,
        response: { 200: savedSearchResponse, ...failures },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const id = idOf(request.params);
      if (!(await updateSavedSearch(app.db, userId, id, request.body))) throw notFound();
      return answer(userId, id, SAVED_SEARCH_MESSAGES.updated);
    },
  );

  app.post(
    '/saved-searches/:id/seen',
    {
      schema: {
        summary: 'Note that the visitor opened the search: its new count starts again',
        tags,
        security,
        params: savedSearchIdParams,
        response: { 200: savedSearchResponse, ...failures },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const id = idOf(request.params);
      if (!(await markSavedSearchSeen(app.db, userId, id))) throw notFound();
      return answer(userId, id, SAVED_SEARCH_MESSAGES.updated);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        summary: 'Delete a saved search and its e-mails',
        tags,
        security,
        params: savedSearchIdParams,
        response: { 200: savedSearchDeletedResponse, ...failures },
      },
    },
    async (request) => {
      if (!(await deleteSavedSearch(app.db, userIdOf(request), idOf(request.params)))) {
        throw notFound();
      }
      return { success: true as const, msg: SAVED_SEARCH_MESSAGES.deleted };
    },
  );
};

export default savedSearchRoutes;
