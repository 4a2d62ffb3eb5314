import multipart from '@fastify/multipart';
import { API_ERROR_CODES, apiFailureSchema } from '@marketplace/shared/contracts';
import {
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_MESSAGES,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGES_MAX,
  propertyIdParams,
  propertyWriteHeaders,
  propertyWriteResponse,
  type PropertyFormValues,
} from '@marketplace/shared/property-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
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
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { onceForKey } from '../../lib/idempotent';
import { parsePathId } from '../../lib/path-id';
import { ImageStaging, deleteUploadedImages, storageFailure } from '../../lib/property-images';
import {
  editedVersion,
  keptImages,
  receivePropertyForm,
  tooManyImages,
  toListingFields,
  validateFields,
} from './admin-form';
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

/** The form as received: its text fields validated, and the URLs of its new pictures. */
interface ReceivedForm {
  fields: Record<string, string>;
  values: PropertyFormValues;
  newImages: string[];
}

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
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      // One byte over, so the api's own check (and its clear message) fires first.
      fileSize: PROPERTY_IMAGE_MAX_BYTES + 1,
      files: PROPERTY_IMAGES_MAX + 1,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 50,
    },
  });
  const managers = app.requireRole('manager', 'admin');
  const { uploadDir } = app.config;
  const { files } = app;

  /**
   * Reads and validates the form, stores the new pictures, then runs `write` in a transaction;
   * the pictures are taken out of the store again if it fails. Storing before the transaction
   * keeps it short: a bucket's round trips never hold the database's write lock.
   */
  async function writeWithImages<T>(
    request: FastifyRequest,
    write: (trx: Transaction<Database>, form: ReceivedForm) => Promise<T>,
  ): Promise<T> {
    try {
      const staging = await ImageStaging.open(uploadDir, files);
      try {
        const fields = await receivePropertyForm(request, staging);
        const form = { fields, values: validateFields(fields), newImages: staging.urls };
        await staging.store();
        return await app.db.transaction().execute((trx) => write(trx, form));
      } catch (error) {
        await staging.withdraw();
        throw error;
      } finally {
        await staging.close();
      }
    } catch (error) {
      throw storageFailure(error) ?? error;
    }
  }

  /** Deletes pictures no longer listed, after the commit: a failure is logged, never answered. */
  async function deleteUnlisted(request: FastifyRequest, urls: string[]): Promise<void> {
    const failures = await deleteUploadedImages(files, urls);
    for (const error of failures) {
      request.log.warn({ err: error }, 'an unlisted picture could not be deleted; it stays stored');
    }
  }

  /** The pictures a property ends up with: those kept, then the new ones, at most the maximum. */
  function picturesAfter(current: string[], form: ReceivedForm): string[] {
    const images = [
      ...keptImages(current, form.fields[PROPERTY_FORM_KEEP_FIELD]),
      ...form.newImages,
    ];
    if (images.length > PROPERTY_IMAGES_MAX) throw tooManyImages();
    return images;
  }

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
        writeWithImages(request, async (trx, form): Promise<SavedProperty> => {
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
        const { saved, removed } = await writeWithImages(request, async (trx, form) => {
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
        await deleteUnlisted(request, removed);
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
      await deleteUnlisted(request, images);
      request.log.info({ propertyId: id }, 'property deleted');
      return { success: true as const, msg: PROPERTY_FORM_MESSAGES.deleted };
    },
  );
};

export default propertyWriteRoutes;
