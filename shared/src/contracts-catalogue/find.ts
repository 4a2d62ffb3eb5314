// How the detail pages find an item from their route parameter (docs/product/catalogue.md
// "Maintenance service detail", "Construction package detail", "Interior design").

/**
 * Matches a route parameter against an item's slug, or against its name with hyphens read as
 * spaces, ignoring case.
 */
export function matchesSlugOrName(item: { slug: string; name: string }, param: string): boolean {
  const wanted = param.trim().toLowerCase();
  if (wanted === '') return false;
  return (
    item.slug.toLowerCase() === wanted || item.name.toLowerCase() === wanted.replace(/-/g, ' ')
  );
}

/** The first item whose slug or name matches the parameter. */
export function findBySlugOrName<T extends { slug: string; name: string }>(
  items: readonly T[],
  param: string,
): T | undefined {
  return items.find((item) => matchesSlugOrName(item, param));
}

/**
 * The spec's package rule: hyphens become spaces and the package whose lower-cased name contains
 * the result is the one (so 'platinum', 'platinum-package' and 'PLATINUM-Package' all match).
 */
export function findConstructionPackage<T extends { name: string }>(
  packages: readonly T[],
  param: string | undefined,
): T | undefined {
  const wanted = (param ?? '').replace(/-/g, ' ').trim().toLowerCase();
  if (!wanted) return undefined;
  return packages.find((pkg) => pkg.name.toLowerCase().includes(wanted));
}

/** Structural warranty by package name: Platinum 10 years, Gold 5 years, otherwise 3. */
export function constructionWarranty(name: string): string {
  const lower = name.toLowerCase();
  if (lower.includes('platinum')) return '10 years';
  if (lower.includes('gold')) return '5 years';
  return '3 years';
}

/** The design whose slug equals the parameter (case-insensitive), if any. */
export function findInteriorDesign<T extends { slug: string }>(
  designs: readonly T[],
  slug: string | undefined,
): T | undefined {
  const wanted = (slug ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return designs.find((design) => design.slug === wanted);
}
