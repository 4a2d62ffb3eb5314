import {
  API_ERROR_CODES,
  CATALOGUE_MESSAGES,
  CATALOGUE_PICTURE_URL,
  type AdminCatalogueItem,
  type CatalogueKind,
  type CatalogueTranslations,
  type DraftState,
} from '@marketplace/shared/contracts';
import {
  CATALOGUE_BODY_SCHEMAS,
  catalogueTranslationsSchema,
} from '@marketplace/shared/catalogue-schemas';
import type { Kysely, Transaction } from 'kysely';
import { keyExists, slugTaken, type CatalogueItem } from '../db/repositories/catalogue-items';
import type { Database } from '../db/schema';
import { uploadName, type FileStore } from '../lib/file-store';
import { HttpError } from '../lib/http-error';
import type { PublishedCatalogue } from './published';

type Db = Kysely<Database> | Transaction<Database>;

/** How a draft stands against what the site shows. */
function draftState(item: CatalogueItem, published: PublishedCatalogue): DraftState {
  const shown = published.byKey.get(item.key);
  if (!shown) return 'new';
  const same =
    shown.visible === item.visible &&
    shown.position === item.position &&
    JSON.stringify(shown.body) === JSON.stringify(item.body) &&
    JSON.stringify(shown.translations ?? {}) === JSON.stringify(item.translations);
  return same ? 'published' : 'changed';
}

export function toAdminItem(
  item: CatalogueItem,
  published: PublishedCatalogue,
): AdminCatalogueItem {
  return {
    id: item.id,
    key: item.key,
    kind: item.kind,
    visible: item.visible,
    position: item.position,
    revision: item.revision,
    body: item.body,
    translations: item.translations,
    state: draftState(item, published),
    updated_at: item.updated_at,
    updated_by: item.updated_by_name ?? null,
  };
}

/** Drafts that differ from the published version, and published items no longer in the drafts. */
export function unpublishedCount(
  drafts: readonly CatalogueItem[],
  published: PublishedCatalogue,
): number {
  const keys = new Set(drafts.map((item) => item.key));
  const differing = drafts.filter((item) => draftState(item, published) !== 'published').length;
  const gone = published.items.filter((item) => !keys.has(item.key)).length;
  return differing + gone;
}

function invalid(issues: readonly { message: string }[]): HttpError {
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return new HttpError(400, messages.join('; '), API_ERROR_CODES.validation);
}

/** A body checked by its kind's schema (trimmed as stored); a 400 naming what is wrong. */
export function checkedBody(kind: CatalogueKind, body: unknown): Record<string, unknown> {
  const parsed = CATALOGUE_BODY_SCHEMAS[kind].safeParse(body);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  throw invalid(parsed.error.issues);
}

/** Whether a twin holds any text (an empty one shows the English). */
const hasText = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(hasText) : typeof value === 'string' && value !== '';

/**
 * Translations checked by the kind's twins (trimmed), kept without the empty ones; a 400 naming
 * what is wrong. `undefined` stays undefined: the stored translations are kept.
 */
export function checkedTranslations(
  kind: CatalogueKind,
  translations: unknown,
): CatalogueTranslations | undefined {
  if (translations === undefined) return undefined;
  const parsed = catalogueTranslationsSchema(kind).safeParse(translations);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const hi = Object.entries(parsed.data.hi ?? {}).filter(([, value]) => hasText(value));
  return hi.length > 0 ? { hi: Object.fromEntries(hi) as CatalogueTranslations['hi'] } : {};
}

/** Every picture URL a body names. */
function picturesOf(value: unknown): string[] {
  if (typeof value === 'string') return CATALOGUE_PICTURE_URL.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(picturesOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(picturesOf);
  return [];
}

/**
 * What a body refers to must exist: its pictures in the file store (the schema already allows only this
 * api's catalogue URLs), its related service among the drafts, its web address unused by another
 * item of its kind.
 */
export async function checkReferences(
  db: Db,
  files: FileStore,
  kind: CatalogueKind,
  body: Record<string, unknown>,
  exceptId?: number,
): Promise<void> {
  for (const url of picturesOf(body)) {
    const name = uploadName(url);
    if (name === undefined || !(await files.exists(name))) {
      throw new HttpError(400, CATALOGUE_MESSAGES.pictureMissing, API_ERROR_CODES.validation);
    }
  }
  if (typeof body.slug === 'string' && (await slugTaken(db, kind, body.slug, exceptId))) {
    throw new HttpError(409, CATALOGUE_MESSAGES.slugTaken, API_ERROR_CODES.conflict);
  }
  const related = body.relatedServiceKey;
  if (
    typeof related === 'string' &&
    !(related.startsWith('service:') && (await keyExists(db, related)))
  ) {
    throw new HttpError(400, CATALOGUE_MESSAGES.relatedMissing, API_ERROR_CODES.validation);
  }
}

/** Lower-case words joined by dashes, at most 60 characters ('Gold Package' -> 'gold-package'). */
function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

/** A new item's key: its kind and its web address or name, numbered when already used. */
export async function newItemKey(
  db: Db,
  kind: CatalogueKind,
  body: Record<string, unknown>,
): Promise<string> {
  const named = [body.slug, body.name, body.title, body.question, body.label].find(
    (value): value is string => typeof value === 'string' && wordsOf(value) !== '',
  );
  const base = `${kind}:${named === undefined ? 'item' : wordsOf(named)}`;
  let key = base;
  for (let n = 2; await keyExists(db, key); n += 1) key = `${base}-${n}`;
  return key;
}
