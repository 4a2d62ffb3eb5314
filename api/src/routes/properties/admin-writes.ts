import multipart from '@fastify/multipart';
import {
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_FORM_MESSAGES,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGES_MAX,
  apiFailureSchema,
  propertyIdParams,
  propertyWriteResponse,
} from '@marketplace/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  deleteProperty,
  findPropertyById,
  insertProperties,
  updateProperty,
  type PropertyInput,
} from '../../db/repositories/properties';
import type { Database } from '../../db/schema';
import { ImageStaging, deleteUploadedImages, storageFailure } from '../../lib/property-images';
import {
  keptImages,
  receivePropertyForm,
  tooManyImages,
  toPropertyInput,
  validateFields,
} from './admin-form';
import { parsePropertyId, propertyNotFound } from './index';

const failures = {
  400: apiFailureSchema,
  401: apiFailureSchema,
  403: apiFailureSchema,
  404: apiFailureSchema,
  413: apiFailureSchema,
  415: apiFailureSchema,
};

/**
 * Property administration: POST /addProperty, PUT /updateProperty/:id and
 * DELETE /deleteProperty/:id, manager or admin only (docs/product/admin.md "Property calls"). The form is multipart
 * as the spec's payload; pictures are streamed to disk, never buffered whole. A request that
 * fails part-way leaves neither rows nor files (docs/decisions/admin-uploads.md).
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
  const uploadDir = app.config.uploadDir;

  /**
   * Reads the form, lets `build` turn it into the property to write, then writes rows and files
   * together: the pictures move into place inside the transaction, and are removed again if it
   * fails.
   */
  async function writeWithImages<T>(
    request: FastifyRequest,
    build: (fields: Record<string, string>, newImages: string[]) => PropertyInput,
    write: (trx: Transaction<Database>, input: PropertyInput) => Promise<T>,
  ): Promise<{ result: T; input: PropertyInput }> {
    try {
      return await writeRowsAndFiles(request, build, write);
    } catch (error) {
      throw storageFailure(error) ?? error;
    }
  }

  async function writeRowsAndFiles<T>(
    request: FastifyRequest,
    build: (fields: Record<string, string>, newImages: string[]) => PropertyInput,
    write: (trx: Transaction<Database>, input: PropertyInput) => Promise<T>,
  ): Promise<{ result: T; input: PropertyInput }> {
    const staging = await ImageStaging.open(uploadDir);
    try {
      const fields = await receivePropertyForm(request, staging);
      const input = build(fields, staging.urls);
      if (input.images.length > PROPERTY_IMAGES_MAX) {
        throw tooManyImages();
      }
      try {
        const result = await app.db.transaction().execute(async (trx) => {
          const written = await write(trx, input);
          await staging.commit();
          return written;
        });
        return { result, input };
      } catch (error) {
        await staging.rollback();
        throw error;
      }
    } finally {
      await staging.close();
    }
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
        response: { 201: propertyWriteResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { result: id, input } = await writeWithImages(
        request,
        (fields, newImages) => ({
          ...toPropertyInput(validateFields(fields), newImages),
          createdBy: request.user?.id ?? null,
        }),
        async (trx, input) => {
          const [newId] = await insertProperties(trx, [input]);
          return newId as number;
        },
      );
      request.log.info({ propertyId: id, images: input.images.length }, 'property added');
      return reply.code(201).send({
        success: true as const,
        msg: PROPERTY_FORM_MESSAGES.added,
        data: { id, images: input.images },
      });
    },
  );

  app.put(
    '/updateProperty/:id',
    {
      onRequest: managers,
      schema: {
        summary: 'Change a property (multipart; keepImages lists the existing pictures to keep)',
        tags: ['properties'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        params: propertyIdParams,
        response: { 200: propertyWriteResponse, ...failures },
      },
    },
    async (request) => {
      const id = parsePropertyId(request.params.id);
      const existing = id === undefined ? undefined : await findPropertyById(app.db, id);
      if (id === undefined || !existing) throw propertyNotFound();
      const { input } = await writeWithImages(
        request,
        (fields, newImages) => {
          const kept = keptImages(existing.images, fields[PROPERTY_FORM_KEEP_FIELD]);
          return toPropertyInput(validateFields(fields), [...kept, ...newImages]);
        },
        async (trx, input) => {
          if (!(await updateProperty(trx, id, input))) throw propertyNotFound();
        },
      );
      const removed = existing.images.filter((url) => !input.images.includes(url));
      await deleteUploadedImages(uploadDir, removed);
      request.log.info({ propertyId: id, removed: removed.length }, 'property updated');
      return {
        success: true as const,
        msg: PROPERTY_FORM_MESSAGES.updated,
        data: { id, images: input.images },
      };
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
      const id = parsePropertyId(request.params.id);
      const images = id === undefined ? undefined : await deleteProperty(app.db, id);
      if (id === undefined || images === undefined) throw propertyNotFound();
      await deleteUploadedImages(uploadDir, images);
      request.log.info({ propertyId: id }, 'property deleted');
      return { success: true as const, msg: PROPERTY_FORM_MESSAGES.deleted };
    },
  );
};

export default propertyWriteRoutes;
