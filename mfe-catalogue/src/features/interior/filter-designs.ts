import type { InteriorDesign } from '@marketplace/shared/contracts-catalogue';
import type { PriceBand } from './messages';

/** Spec 5: low < 1,00,000; medium 1,00,000 to < 2,00,000; high >= 2,00,000. */
export function inPriceBand(price: number, band: PriceBand): boolean {
  switch (band) {
    case 'low':
      return price < 100000;
    case 'medium':
      return price >= 100000 && price < 200000;
    case 'high':
      return price >= 200000;
    default:
      return true;
  }
}

export interface DesignFilter {
  category: string;
  subCategory: string;
  search: string;
  priceBand: PriceBand;
}

/** Designs of the chosen category and sub-category, matching the search and the price band. */
export function filterDesigns(
  designs: readonly InteriorDesign[],
  { category, subCategory, search, priceBand }: DesignFilter,
): InteriorDesign[] {
  const needle = search.trim().toLowerCase();
  return designs.filter(
    (design) =>
      design.category === category &&
      design.subCategory === subCategory &&
      inPriceBand(design.price.amount, priceBand) &&
      (!needle ||
        design.name.toLowerCase().includes(needle) ||
        design.description.toLowerCase().includes(needle)),
  );
}

/** `Showing N premium design(s) in {sub-category}` + ` matching "{search}"` when searching. */
export function resultLine(count: number, subCategory: string, search: string): string {
  const noun = count === 1 ? 'design' : 'designs';
  const term = search.trim();
  const matching = term ? ` matching "${term}"` : '';
  return `Showing ${count} premium ${noun} in ${subCategory}${matching}`;
}
