import multipart from '@fastify/multipart';
import {
  API_ERROR_CODES,
  CATALOGUE_MESSAGES,
  apiFailureSchema,
} from '@marketplace/shared/contracts';
import {
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGES_MAX,
} from '@marketplace/shared/property-schemas';
import { cataloguePicturesResponse } from '@marketplace/shared/catalogue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageStaging, storageFailure } from '../../lib/property-images';
import { HttpError } from '../../lib/http-error';
import { receivePropertyForm } from '../properties/admin-form';
import { CATALOGUE_UPLOAD_LIMIT } from './limits';

const NO_TEXT_FIELDS: ReadonlySet<string> = new Set();

/**
 * POST /admin/catalogue/pictures: pictures for catalogue items, through the property pipeline
 * (size, signature, WebP at three widths, random names: docs/decisions/admin-uploads.md) into
 * UPLOAD_DIR/catalogue. Answers their URLs; a draft then names them. Never deleted afterwards: a
 * version may show them (docs/decisions/catalogue-content-model.md "Pictures").
 */
const catalogueAdminPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      // One byte over, so the pipeline's own check (and its clear message) fires first.
      fileSize: PROPERTY_IMAGE_MAX_BYTES + 1,
      files: PROPERTY_IMAGES_MAX + 1,
      fields: 5,
      fieldSize: 1024,
      parts: PROPERTY_IMAGES_MAX + 5,
    },
  });

  app.post(
    '/admin/catalogue/pictures',
    {
      onRequest: app.requireRole('manager', 'admin'),
      config: { rateLimit: CATALOGUE_UPLOAD_LIMIT },
      schema: {
        summary: 'Upload pictures for catalogue items (multipart imageFile parts)',
        tags: ['catalogue'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: cataloguePicturesResponse,
          400: apiFailureSchema,
          401: apiFailureSchema,
          403: apiFailureSchema,
          413: apiFailureSchema,
          415: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const staging = await ImageStaging.open(app.config.uploadDir, app.files, 'catalogue');
      try {
        // Pictures only: any text field is refused by name.
        await receivePropertyForm(request, staging, NO_TEXT_FIELDS);
        if (staging.count === 0) {
          throw new HttpError(400, CATALOGUE_MESSAGES.noPictures, API_ERROR_CODES.validation);
        }
        await staging.store();
        request.log.info({ pictures: staging.count }, 'catalogue pictures stored');
        return reply.code(201).send({
          success: true as const,
          msg: CATALOGUE_MESSAGES.picturesStored,
          pictures: staging.urls,
        });
      } catch (error) {
        await staging.withdraw();
        throw storageFailure(error) ?? error;
      } finally {
        await staging.close();
      }
    },
  );
};

export default catalogueAdminPictureRoutes;
