import multipart from '@fastify/multipart';
import { API_ERROR_CODES, apiFailureSchema } from '@marketplace/shared/contracts';
import {
  PROPERTY_FORM_MESSAGES,
  propertyIdParams,
  propertyWriteHeaders,
  propertyWriteResponse,
} from '@marketplace/shared/property-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyExists } from '../../db/repositories/properties';
import {
  deleteProperty,
  findAddedProperty,
  findEditedProperty,
  insertAddedProperty,
  lockPropertyForEdit,
  updateProperty,
  type SavedProperty,
} from '../../db/repositories/property-writes';
import { HttpError } from '../../lib/http-error';
import { onceForKey } from '../../lib/idempotent';
import { parsePathId } from '../../lib/path-id';
import { ADMIN_FORM_FIELDS, editedVersion, toListingFields, validateFields } from './admin-form';
import {
  PROPERTY_MULTIPART_OPTIONS,
  deleteUnlisted,
  picturesAfter,
  writeWithImages,
} from './form-upload';
import { propertyNotFound } from './index';

const failures = {
  400: apiFailureSchema,
  401: apiFailureSchema,
  403: apiFailureSchema,
  404: apiFailureSchema,
  409: apiFailureSchema,
  413: apiFailureSchema,
  415: apiFailureSchema,
};

const editConflict = () =>
  new HttpError(409, PROPERTY_FORM_MESSAGES.editConflict, API_ERROR_CODES.conflict);

/**
 * Property administration: POST /addProperty, PUT /updateProperty/:id and DELETE
 * /deleteProperty/:id, manager or admin only (docs/product/admin.md "Property calls"). The form is
 * multipart as the spec's payload; pictures are streamed to disk, never buffered whole. A request
 * that fails part-way leaves neither rows nor files; an edit made from an older version is
 * refused; a retried save answers what its first attempt saved (docs/decisions/admin-uploads.md).
 */
const propertyWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this scope only: no other route here accepts multipart bodies.
  await app.register(multipart, PROPERTY_MULTIPART_OPTIONS);
  const managers = app.requireRole('manager', 'admin');
  const rules = { accepted: ADMIN_FORM_FIELDS, validate: validateFields };

  app.post(
    '/addProperty',
    {
      onRequest: managers,
      schema: {
        summary: 'Publish a property (multipart form with imageFile parts)',
        tags: ['properties'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        headers: propertyWriteHeaders,
        response: { 200: propertyWriteResponse, 201: propertyWriteResponse, ...failures },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      const key = request.headers['idempotency-key'];
      const add = () =>
        writeWithImages(app, request, rules, async (trx, form): Promise<SavedProperty> => {
          // The administration's listings go live at once, theirs.
          const input = {
            ...toListingFields(form.values, picturesAfter([], form)),
            ownerId: userId,
          };
          return insertAddedProperty(trx, input, key);
        });
      const { result, created } =
        key === undefined
          ? { result: await add(), created: true }
          : await onceForKey(() => findAddedProperty(app.db, userId, key), add);
      request.log.info(
        { propertyId: result.id, images: result.images.length, created },
        'property added',
      );
      return reply
        .code(created ? 201 : 200)
        .send({ success: true as const, msg: PROPERTY_FORM_MESSAGES.added, data: result });
    },
  );

  app.put(
    '/updateProperty/:id',
    {
      onRequest: managers,
      schema: {
        summary:
          'Change a property (multipart; keepImages lists the pictures to keep, version the one edited)',
        tags: ['properties'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        headers: propertyWriteHeaders,
        params: propertyIdParams,
        response: { 200: propertyWriteResponse, ...failures },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      // Before a byte of the pictures is read: no upload to a property that is not there.
      if (id === undefined || !(await propertyExists(app.db, id))) throw propertyNotFound();
      const key = request.headers['idempotency-key'];
      const update = async (): Promise<SavedProperty> => {
        const { saved, removed } = await writeWithImages(app, request, rules, async (trx, form) => {
          const version = editedVersion(form.fields);
          // The pictures as they are now, the row held until the commit: another edit's changes
          // are never undone from an older list, and no picture still listed is ever deleted.
          const current = await lockPropertyForEdit(trx, id);
          if (!current) throw propertyNotFound();
          if (version !== undefined && version !== current.version) throw editConflict();
          const images = picturesAfter(current.images, form);
          await updateProperty(trx, id, toListingFields(form.values, images), { editKey: key });
          return {
            saved: { id, images },
            removed: current.images.filter((u) => !images.includes(u)),
          };
        });
        // After the commit: a write that failed has removed nothing.
        await deleteUnlisted(app, request, removed);
        request.log.info({ propertyId: id, removed: removed.length }, 'property updated');
        return saved;
      };
      const { result } =
        key === undefined
          ? { result: await update() }
          : await onceForKey(() => findEditedProperty(app.db, id, key), update);
      return { success: true as const, msg: PROPERTY_FORM_MESSAGES.updated, data: result };
    },
  );

  app.delete(
    '/deleteProperty/:id',
    {
      onRequest: managers,
      schema: {
        summary: 'Delete a property and its uploaded pictures',
        tags: ['properties'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        response: { 200: propertyWriteResponse, ...failures },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const images = id === undefined ? undefined : await deleteProperty(app.db, id);
      if (id === undefined || images === undefined) throw propertyNotFound();
      await deleteUnlisted(app, request, images);
      request.log.info({ propertyId: id }, 'property deleted');
      return { success: true as const, msg: PROPERTY_FORM_MESSAGES.deleted };
    },
  );
};

export default propertyWriteRoutes;
