import type { CatalogueKind } from '@marketplace/shared/contracts';

/** One item of today's content as it is seeded: visible, in the order of its list. */
export interface SeedItem {
  key: string;
  kind: CatalogueKind;
  body: Record<string, unknown>;
}
