import {
  API_ERROR_CODES,
  CATALOGUE_MESSAGES,
  type CatalogueVersion,
} from '@marketplace/shared/contracts';
import {
  CATALOGUE_BODY_SCHEMAS,
  catalogueTranslationsSchema,
} from '@marketplace/shared/catalogue-schemas';
import type { Kysely } from 'kysely';
import { listCatalogueItems, replaceCatalogueItems } from '../db/repositories/catalogue-items';
import { insertVersion, versionItems } from '../db/repositories/catalogue-versions';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';

interface Publisher {
  id: number;
  username: string;
}

/** Publishes the whole working copy, hidden items included, as the next version. */
export function publishCatalogue(db: Kysely<Database>, by: Publisher): Promise<CatalogueVersion> {
  return db.transaction().execute(async (trx) => {
    const drafts = await listCatalogueItems(trx);
    const items = drafts.map(({ key, kind, visible, position, body, translations }) => ({
      key,
      kind,
      visible,
      position,
      body,
      translations,
    }));
    return insertVersion(trx, {
      items,
      userId: by.id,
      username: by.username,
      restoredFrom: null,
    });
  });
}

/**
 * Publishes an earlier version again, exactly, as the next version, and makes the working copy
 * that version (docs/decisions/catalogue-content-model.md "Versions"). Its pictures are still on
 * disk: catalogue pictures are never deleted.
 */
export function restoreVersion(
  db: Kysely<Database>,
  id: number,
  by: Publisher,
): Promise<CatalogueVersion> {
  return db.transaction().execute(async (trx) => {
    const items = await versionItems(trx, id);
    if (!items) {
      throw new HttpError(404, CATALOGUE_MESSAGES.versionNotFound, API_ERROR_CODES.notFound);
    }
    // A version published under older rules must still fit today's, or the site could not show it.
    for (const item of items) {
      const parsed = CATALOGUE_BODY_SCHEMAS[item.kind].safeParse(item.body);
      const translated = catalogueTranslationsSchema(item.kind).safeParse(item.translations ?? {});
      const issue = parsed.error?.issues[0] ?? translated.error?.issues[0];
      if (issue) {
        throw new HttpError(409, `${item.key}: ${issue.message}`, API_ERROR_CODES.conflict);
      }
    }
    await replaceCatalogueItems(trx, items, by.id);
    return insertVersion(trx, {
      items,
      userId: by.id,
      username: by.username,
      restoredFrom: id,
    });
  });
}
