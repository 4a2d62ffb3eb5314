import type { HomecareService } from '@marketplace/shared/catalogue';

export interface HomecareFilter {
  category: string;
  subCategory: string;
  search: string;
}

/** Services of the chosen category and sub-category whose name or description holds the search. */
export function filterHomecareServices(
  services: readonly HomecareService[],
  { category, subCategory, search }: HomecareFilter,
): HomecareService[] {
  const needle = search.trim().toLowerCase();
  return services.filter(
    (service) =>
      service.category === category &&
      service.subCategory === subCategory &&
      (needle === '' ||
        service.name.toLowerCase().includes(needle) ||
        service.description.toLowerCase().includes(needle)),
  );
}

/** The 'Save' amount of a card: original price minus price, never negative. */
export function saveAmount(service: Pick<HomecareService, 'price' | 'originalPrice'>): number {
  return Math.max(0, service.originalPrice - service.price);
}
