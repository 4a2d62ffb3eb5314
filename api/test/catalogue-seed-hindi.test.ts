import {
  catalogueTranslationsSchema,
  missingTranslations,
} from '@marketplace/shared/catalogue-schemas';
import type { CatalogueKind } from '@marketplace/shared/contracts';
import { HINDI, UNTRANSLATED_SEED_KEYS } from '../src/seed/catalogue/hindi';
import { CATALOGUE_SEED as SEED } from '../src/seed/catalogue/index';

const untranslated: readonly string[] = UNTRANSLATED_SEED_KEYS;

describe("the seeded catalogue's Hindi", () => {
  it('translates every visitor-facing text of every seeded item but the few left English on purpose', () => {
    const gaps = SEED.filter((item) => !untranslated.includes(item.key)).flatMap((item) =>
      missingTranslations(item.kind, item.body, HINDI[item.key]).map(
        (field) => `${item.key} ${field.path}`,
      ),
    );
    expect(gaps).toEqual([]);
    for (const key of untranslated) {
      expect(SEED.map((item) => item.key)).toContain(key);
      expect(HINDI[key]).toBeUndefined();
    }
  });

  it('holds only Hindi the api accepts, written in Devanagari, for items that exist', () => {
    const kinds = new Map<string, CatalogueKind>(SEED.map((item) => [item.key, item.kind]));
    for (const [key, hi] of Object.entries(HINDI)) {
      const kind = kinds.get(key);
      expect(kind).toBeDefined();
      expect(catalogueTranslationsSchema(kind as CatalogueKind).safeParse({ hi }).error).toBe(
        undefined,
      );
      for (const text of Object.values(hi).flat()) expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
