import multipart from '@fastify/multipart';
import { API_ERROR_CODES, apiFailureSchema } from '@marketplace/shared/contracts';
import { POSTING_MESSAGES, canMove } from '@marketplace/shared/contracts-posting';
import {
  PROPERTY_FORM_MESSAGES,
  propertyIdParams,
  propertyWriteHeaders,
} from '@marketplace/shared/property-schemas';
import { myListingResponse } from '@marketplace/shared/posting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countDrafts,
  findMyListing,
  lockMyListing,
  lockOwner,
} from '../../db/repositories/my-listings';
import {
  findAddedProperty,
  findEditedProperty,
  insertAddedProperty,
  updateProperty,
  type SavedProperty,
} from '../../db/repositories/property-writes';
import { HttpError } from '../../lib/http-error';
import { onceForKey } from '../../lib/idempotent';
import { parsePathId } from '../../lib/path-id';
import { editedVersion } from '../properties/admin-form';
import {
  PROPERTY_MULTIPART_OPTIONS,
  deleteUnlisted,
  picturesAfter,
  writeWithImages,
} from '../properties/form-upload';
import { DRAFT_FORM_FIELDS, draftListingFields, validateDraft } from './draft-form';
import {
  LISTING_DRAFT_LIMIT,
  draftLimitReached,
  listerFailures,
  listingNotFound,
  moveNotAllowed,
} from './errors';

const failures = { ...listerFailures, 413: apiFailureSchema, 415: apiFailureSchema };

/**
 * The posting form's saves (docs/decisions/listing-statuses.md): POST /my-listings starts a draft,
 * PUT /my-listings/:id saves a draft or a rejected listing again, each with whatever the form holds
 * so far and its pictures, through the administration's pipeline (bytes checked, re-encoded,
 * metadata dropped: docs/decisions/admin-uploads.md). A retried save with the same
 * Idempotency-Key answers what its first attempt saved.
 */
const formWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, PROPERTY_MULTIPART_OPTIONS);
  const draftRules = { accepted: DRAFT_FORM_FIELDS, validate: validateDraft };

  const answer = async (ownerId: number, id: number) => {
    const data = await findMyListing(app.db, ownerId, id);
    if (!data) throw listingNotFound();
    return { success: true as const, msg: POSTING_MESSAGES.draftSaved, data };
  };

  app.post(
    '/my-listings',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Start a listing: a draft with what the posting form holds so far (multipart)',
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        headers: propertyWriteHeaders,
        response: { 200: myListingResponse, 201: myListingResponse, ...failures },
      },
    },
    async (request, reply) => {
      const ownerId = request.user?.id as number;
      const key = request.headers['idempotency-key'];
      const add = () =>
        writeWithImages(app, request, draftRules, async (trx, form): Promise<SavedProperty> => {
          const { values } = form;
          await lockOwner(trx, ownerId);
          if ((await countDrafts(trx, ownerId)) >= LISTING_DRAFT_LIMIT) {
            throw draftLimitReached();
          }
          const fields = draftListingFields(values, picturesAfter([], form));
          const input = {
            ...fields,
            ownerId,
            listerPhone: values.listerPhone ?? null,
            status: 'draft' as const,
          };
          return insertAddedProperty(trx, input, key);
        });
      const { result, created } =
        key === undefined
          ? { result: await add(), created: true }
          : await onceForKey(() => findAddedProperty(app.db, ownerId, key), add);
      request.log.info({ propertyId: result.id, created }, 'listing draft started');
      return reply.code(created ? 201 : 200).send(await answer(ownerId, result.id));
    },
  );

  app.put(
    '/my-listings/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary:
          'Save a draft or a rejected listing (multipart; keepImages lists the pictures kept, version the one edited)',
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        headers: propertyWriteHeaders,
        params: propertyIdParams,
        response: { 200: myListingResponse, ...failures },
      },
    },
    async (request) => {
      const ownerId = request.user?.id as number;
      const id = parsePathId(request.params.id);
      // Before a byte of the pictures is read: no upload to a listing that is not the lister's
      // own, or that cannot be saved.
      const before = id === undefined ? undefined : await findMyListing(app.db, ownerId, id);
      if (id === undefined || !before) throw listingNotFound();
      if (!canMove('save', before.status)) throw moveNotAllowed(before.status);
      const key = request.headers['idempotency-key'];
      const save = async (): Promise<SavedProperty> => {
        const { saved, removed } = await writeWithImages(
          app,
          request,
          draftRules,
          async (trx, form) => {
            const { values } = form;
            const version = editedVersion(form.fields);
            const row = await lockMyListing(trx, ownerId, id);
            if (!row) throw listingNotFound();
            if (!canMove('save', row.status)) throw moveNotAllowed(row.status);
            if (version !== undefined && version !== row.version) {
              throw new HttpError(
                409,
                PROPERTY_FORM_MESSAGES.editConflict,
                API_ERROR_CODES.conflict,
              );
            }
            const images = picturesAfter(row.images, form);
            await updateProperty(trx, id, draftListingFields(values, images), {
              editKey: key,
              listerPhone: values.listerPhone ?? null,
            });
            return {
              saved: { id, images },
              removed: row.images.filter((u) => !images.includes(u)),
            };
          },
        );
        // After the commit: a write that failed has removed nothing.
        await deleteUnlisted(app, request, removed);
        return saved;
      };
      if (key === undefined) await save();
      else await onceForKey(() => findEditedProperty(app.db, id, key), save);
      return answer(ownerId, id);
    },
  );
};

export default formWriteRoutes;
