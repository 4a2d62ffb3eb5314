/**
 * The check of an item's Hindi twins (contracts-catalogue/translations.ts): every twin optional,
 * each as long as its English field may be, and no field the kind does not translate. The api
 * checks every write with it and the admin's form with the same, so an error reads the same in
 * both.
 */
import { z } from 'zod';
import type { CatalogueKind } from '@marketplace/shared/contracts-catalogue';
import { TRANSLATED_FIELDS, type TranslatedField } from '../contracts-catalogue/translations';

function twinSchema(field: TranslatedField): z.ZodType {
  const label = `${field.label} (Hindi)`;
  const one = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(field.max, `${label} must be at most ${field.max} characters`);
  if (field.type === 'text') return one.optional();
  return z
    .array(one, { error: `${label} must be a list` })
    .max(field.entries ?? 20, `${label}: at most ${field.entries ?? 20} entries`)
    .optional();
}

/** The Hindi twins a kind accepts. */
export function itemTranslationSchema(kind: CatalogueKind) {
  return z.strictObject(
    Object.fromEntries(TRANSLATED_FIELDS[kind].map((field) => [field.path, twinSchema(field)])),
    { error: 'Hindi texts must be an object of the fields to translate' },
  );
}

/** An item's translations by language. */
export function catalogueTranslationsSchema(kind: CatalogueKind) {
  return z.strictObject(
    { hi: itemTranslationSchema(kind).optional() },
    { error: 'Translations must be an object by language' },
  );
}
