// The kinds of catalogue item and of price, the figure sets and the pages: what the api, the
// catalogue pages and the admin agree on (docs/decisions/catalogue-content-model.md).

/** Every kind of catalogue item; each has its own body schema (contracts/catalogue-bodies.ts). */
export const CATALOGUE_KINDS = [
  'service',
  'homecare',
  'maintenance',
  'package',
  'design',
  'furniture',
  'slide',
  'faq',
  'figure',
  'testimonial',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** The kinds whose body has a price. */
export const PRICED_KINDS = [
  'service',
  'homecare',
  'maintenance',
  'package',
  'design',
  'furniture',
] as const satisfies readonly CatalogueKind[];
export type PricedKind = (typeof PRICED_KINDS)[number];

export function isPricedKind(kind: string): kind is PricedKind {
  return (PRICED_KINDS as readonly string[]).includes(kind);
}

/** The strips a figure (a stat tile) can belong to, each drawn by one page. */
export const FIGURE_SETS = [
  'home',
  'home-services',
  'homecare',
  'maintenance',
  'constructions',
  'construction-package',
] as const;
export type FigureSet = (typeof FIGURE_SETS)[number];

/** The public reads, one per page family: GET /api/v1/catalogue/<page>. */
export const CATALOGUE_PAGES = [
  'home',
  'homecare',
  'maintenance',
  'services',
  'constructions',
  'interior',
] as const;
export type CataloguePage = (typeof CATALOGUE_PAGES)[number];
