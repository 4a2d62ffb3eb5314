import type { HomecareService } from '@marketplace/shared/contracts-catalogue';

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
