import { CATALOGUE_MESSAGES, apiFailureSchema } from '@marketplace/shared/contracts';
import {
  cataloguePublishResponse,
  catalogueVersionParams,
  catalogueVersionsResponse,
} from '@marketplace/shared/catalogue-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishCatalogue, restoreVersion } from '../../catalogue/publish';
import { listVersions } from '../../db/repositories/catalogue-versions';
import { HttpError } from '../../lib/http-error';
import { CATALOGUE_WRITE_LIMIT } from './limits';

const failures = {
  401: apiFailureSchema,
  403: apiFailureSchema,
  404: apiFailureSchema,
  409: apiFailureSchema,
  429: apiFailureSchema,
};
const security = [{ bearerAuth: [] }];

function publisherOf(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return { id: request.user.id, username: request.user.username };
}

/**
 * Publish and versions (docs/decisions/catalogue-content-model.md "Versions"): editors see the
 * history; only admins publish or restore.
 */
const catalogueAdminVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = app.requireRole('manager', 'admin');
  const admins = app.requireRole('admin');
  const config = { rateLimit: CATALOGUE_WRITE_LIMIT };

  app.get(
    '/admin/catalogue/versions',
    {
      onRequest: editors,
      schema: {
        summary: 'Every published version of the catalogue, newest first',
        tags: ['catalogue'],
        security,
        response: { 200: catalogueVersionsResponse, ...failures },
      },
    },
    async () => ({ success: true as const, versions: await listVersions(app.db) }),
  );

  app.post(
    '/admin/catalogue/publish',
    {
      onRequest: admins,
      config,
      schema: {
        summary: 'Publish the drafts: the site shows them from the next request on',
        tags: ['catalogue'],
        security,
        response: { 201: cataloguePublishResponse, ...failures },
      },
    },
    async (request, reply) => {
      const version = await publishCatalogue(app.db, publisherOf(request));
      request.log.info({ catalogueVersion: version.id }, 'catalogue published');
      return reply
        .code(201)
        .send({ success: true as const, msg: CATALOGUE_MESSAGES.published, version });
    },
  );

  app.post(
    '/admin/catalogue/versions/:id/restore',
    {
      onRequest: admins,
      config,
      schema: {
        summary: 'Publish an earlier version again, exactly, and make the drafts that version',
        tags: ['catalogue'],
        security,
        params: catalogueVersionParams,
        response: { 201: cataloguePublishResponse, ...failures },
      },
    },
    async (request, reply) => {
      const version = await restoreVersion(app.db, request.params.id, publisherOf(request));
      request.log.info(
        { catalogueVersion: version.id, restoredFrom: request.params.id },
        'catalogue version restored',
      );
      return reply
        .code(201)
        .send({ success: true as const, msg: CATALOGUE_MESSAGES.restored, version });
    },
  );
};

export default catalogueAdminVersionRoutes;
