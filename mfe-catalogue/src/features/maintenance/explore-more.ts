import type { CatalogueService, MaintenanceService } from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import type { IconKey } from '@marketplace/shared/icons';
import { EXPLORE_MORE_COUNT } from './messages';

export interface ExploreItem {
  key: string;
  name: string;
  description: string;
  picture: string;
  icon: IconKey;
  href: string;
}

/**
 * 'Explore more services' of a maintenance page: the other maintenance services, followed by the
 * bookable service related to this one (docs/product/catalogue.md "Maintenance service detail").
 */
export function exploreMoreFor(
  current: MaintenanceService,
  services: readonly MaintenanceService[],
  related: readonly CatalogueService[],
): ExploreItem[] {
  const others: ExploreItem[] = services
    .filter((s) => s.key !== current.key)
    .map((s) => ({
      key: s.key,
      name: s.name,
      description: s.description,
      picture: s.picture,
      icon: s.icon,
      href: paths.maintenanceService(s.slug),
    }));
  const suggested = related
    .filter((s) => s.key === current.relatedServiceKey)
    .map((s) => ({
      key: s.key,
      name: s.name,
      description: s.summary,
      picture: s.picture,
      icon: s.icon,
      href: paths.service(s.slug),
    }));
  return [...others, ...suggested].slice(0, EXPLORE_MORE_COUNT);
}
