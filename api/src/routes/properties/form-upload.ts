import {
  PROPERTY_FORM_KEEP_FIELD,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGES_MAX,
} from '@marketplace/shared/property-schemas';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { App } from '../../app';
import type { Database } from '../../db/schema';
import { ImageStaging, deleteUploadedImages, storageFailure } from '../../lib/property-images';
import { keptImages, receivePropertyForm, tooManyImages } from './admin-form';

/*
 * A property form with its pictures, written in one go: the administration's form and a
 * lister's posting form both come through here (docs/decisions/admin-uploads.md). Pictures are
 * streamed through the checks, never buffered whole; a request that fails part-way leaves
 * neither rows nor stored pictures.
 */

/** @fastify/multipart's options for a property form, registered in the scope of its routes. */
export const PROPERTY_MULTIPART_OPTIONS = {
  limits: {
    // One byte over, so the api's own check (and its clear message) fires first.
    fileSize: PROPERTY_IMAGE_MAX_BYTES + 1,
    files: PROPERTY_IMAGES_MAX + 1,
    fields: 30,
    fieldSize: 64 * 1024,
    parts: 50,
  },
};

/** The form as received: its text fields, their validated values, and its new pictures' URLs. */
export interface ReceivedForm<Values> {
  fields: Record<string, string>;
  values: Values;
  newImages: string[];
}

/** What a form sends besides its pictures, and how its text fields are validated. */
export interface FormRules<Values> {
  accepted: ReadonlySet<string>;
  validate: (fields: Record<string, string>) => Values;
}

/**
 * Reads and validates the form, stores the new pictures, then runs `write` in a transaction; the
 * pictures are taken out of the store again if it fails. Storing before the transaction keeps it
 * short: a bucket's round trips never hold the database's write lock.
 */
export async function writeWithImages<Values, T>(
  app: App,
  request: FastifyRequest,
  rules: FormRules<Values>,
  write: (trx: Transaction<Database>, form: ReceivedForm<Values>) => Promise<T>,
): Promise<T> {
  try {
    const staging = await ImageStaging.open(app.config.uploadDir, app.files);
    try {
      const fields = await receivePropertyForm(request, staging, rules.accepted);
      const form = { fields, values: rules.validate(fields), newImages: staging.urls };
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
export async function deleteUnlisted(
  app: App,
  request: FastifyRequest,
  urls: readonly string[],
): Promise<void> {
  const failures = await deleteUploadedImages(app.files, urls);
  for (const error of failures) {
    request.log.warn({ err: error }, 'an unlisted picture could not be deleted; it stays stored');
  }
}

/** The pictures a property ends up with: those kept, then the new ones, at most the maximum. */
export function picturesAfter<Values>(current: string[], form: ReceivedForm<Values>): string[] {
  const images = [...keptImages(current, form.fields[PROPERTY_FORM_KEEP_FIELD]), ...form.newImages];
  if (images.length > PROPERTY_IMAGES_MAX) throw tooManyImages();
  return images;
}
