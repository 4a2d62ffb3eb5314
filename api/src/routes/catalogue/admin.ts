import {
  API_ERROR_CODES,
  CATALOGUE_ERROR_CODES,
  CATALOGUE_MESSAGES,
  apiFailureSchema,
  type CatalogueKind,
} from '@marketplace/shared/contracts';
import {
  adminCatalogueItemResponse,
  adminCatalogueListQuery,
  adminCatalogueListResponse,
  catalogueItemParams,
  createCatalogueItemRequest,
  moveCatalogueItemRequest,
  updateCatalogueItemRequest,
} from '@marketplace/shared/catalogue-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkReferences,
  checkedBody,
  checkedTranslations,
  newItemKey,
  toAdminItem,
  unpublishedCount,
} from '../../catalogue/drafts';
import {
  findCatalogueItem,
  insertCatalogueItem,
  listCatalogueItems,
  moveCatalogueItem,
  updateCatalogueItem,
} from '../../db/repositories/catalogue-items';
import { findVersionSummary } from '../../db/repositories/catalogue-versions';
import { HttpError } from '../../lib/http-error';
import catalogueAdminPictureRoutes from './admin-pictures';
import catalogueAdminVersionRoutes from './admin-versions';
import { CATALOGUE_WRITE_LIMIT } from './limits';

const failures = {
  400: apiFailureSchema,
  401: apiFailureSchema,
  403: apiFailureSchema,
  404: apiFailureSchema,
  409: apiFailureSchema,
  429: apiFailureSchema,
};
const security = [{ bearerAuth: [] }];

const itemNotFound = () =>
  new HttpError(404, CATALOGUE_MESSAGES.itemNotFound, API_ERROR_CODES.notFound);
const stale = () => new HttpError(409, CATALOGUE_MESSAGES.stale, CATALOGUE_ERROR_CODES.stale);

function editorOf(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return request.user.id;
}

/**
 * The catalogue's working copy (docs/decisions/catalogue-content-model.md "Drafts and publish"):
 * approved managers and admins list, create, edit, hide and reorder drafts; the site shows none
 * of it until an admin publishes. Customers and unapproved managers get 403 on every call.
 */
const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = app.requireRole('manager', 'admin');
  const writeLimit = { rateLimit: CATALOGUE_WRITE_LIMIT };

  async function answerItem(id: number, msg: string) {
    const item = await findCatalogueItem(app.db, id);
    if (!item) throw itemNotFound();
    const published = await app.publishedCatalogue.current(app.db);
    return { success: true as const, msg, item: toAdminItem(item, published) };
  }

  app.get(
    '/admin/catalogue/items',
    {
      onRequest: editors,
      schema: {
        summary: 'The catalogue drafts, by kind and display order, with their publish state',
        tags: ['catalogue'],
        security,
        querystring: adminCatalogueListQuery,
        response: { 200: adminCatalogueListResponse, ...failures },
      },
    },
    async (request) => {
      const published = await app.publishedCatalogue.current(app.db);
      const all = await listCatalogueItems(app.db);
      const shown =
        request.query.kind || request.query.q
          ? await listCatalogueItems(app.db, request.query)
          : all;
      return {
        success: true as const,
        items: shown.map((item) => toAdminItem(item, published)),
        published:
          published.version === 0
            ? null
            : ((await findVersionSummary(app.db, published.version)) ?? null),
        unpublished: unpublishedCount(all, published),
      };
    },
  );

  app.get(
    '/admin/catalogue/items/:id',
    {
      onRequest: editors,
      schema: {
        summary: 'One catalogue draft',
        tags: ['catalogue'],
        security,
        params: catalogueItemParams,
        response: { 200: adminCatalogueItemResponse, ...failures },
      },
    },
    async (request) => answerItem(request.params.id, ''),
  );

  app.post(
    '/admin/catalogue/items',
    {
      onRequest: editors,
      config: writeLimit,
      schema: {
        summary: 'Create a catalogue item as a draft (published with the next publish)',
        tags: ['catalogue'],
        security,
        body: createCatalogueItemRequest,
        response: { 201: adminCatalogueItemResponse, ...failures },
      },
    },
    async (request, reply) => {
      const input = request.body as {
        kind: CatalogueKind;
        visible: boolean;
        body: unknown;
        translations?: unknown;
      };
      const body = checkedBody(input.kind, input.body);
      const translations = checkedTranslations(input.kind, input.translations) ?? {};
      await checkReferences(app.db, app.files, input.kind, body);
      const id = await insertCatalogueItem(app.db, {
        key: await newItemKey(app.db, input.kind, body),
        kind: input.kind,
        body,
        translations,
        visible: input.visible,
        userId: editorOf(request),
      });
      request.log.info({ catalogueItem: id, kind: input.kind }, 'catalogue item created');
      return reply.code(201).send(await answerItem(id, CATALOGUE_MESSAGES.created));
    },
  );

  app.put(
    '/admin/catalogue/items/:id',
    {
      onRequest: editors,
      config: writeLimit,
      schema: {
        summary: 'Save a catalogue draft (409 when someone saved it since its revision)',
        tags: ['catalogue'],
        security,
        params: catalogueItemParams,
        body: updateCatalogueItemRequest,
        response: { 200: adminCatalogueItemResponse, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await findCatalogueItem(app.db, id);
      if (!existing) throw itemNotFound();
      if (existing.revision !== request.body.revision) throw stale();
      const body = checkedBody(existing.kind, request.body.body);
      const translations = checkedTranslations(existing.kind, request.body.translations);
      await checkReferences(app.db, app.files, existing.kind, body, id);
      const saved = await updateCatalogueItem(app.db, id, request.body.revision, {
        body,
        translations,
        visible: request.body.visible,
        userId: editorOf(request),
      });
      if (!saved) throw stale();
      request.log.info({ catalogueItem: id }, 'catalogue draft saved');
      return answerItem(id, CATALOGUE_MESSAGES.saved);
    },
  );

  app.post(
    '/admin/catalogue/items/:id/move',
    {
      onRequest: editors,
      config: writeLimit,
      schema: {
        summary: 'Move a catalogue draft one place up or down among its kind',
        tags: ['catalogue'],
        security,
        params: catalogueItemParams,
        body: moveCatalogueItemRequest,
        response: { 200: adminCatalogueItemResponse, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const item = await findCatalogueItem(app.db, id);
      if (!item) throw itemNotFound();
      const userId = editorOf(request);
      const outcome = await app.db
        .transaction()
        .execute((trx) =>
          moveCatalogueItem(trx, item, request.body.revision, request.body.direction, userId),
        );
      if (outcome === 'stale') throw stale();
      return answerItem(id, CATALOGUE_MESSAGES.moved);
    },
  );

  await app.register(catalogueAdminPictureRoutes);
  await app.register(catalogueAdminVersionRoutes);
};

export default catalogueAdminRoutes;
