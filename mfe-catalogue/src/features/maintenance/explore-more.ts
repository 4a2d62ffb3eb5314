import {
  BOOKABLE_SERVICES,
  MAINTENANCE_SERVICES,
  type MaintenanceService,
} from '@marketplace/shared/catalogue';
import { paths } from '@marketplace/shared/config';
import type { IconKey } from '@marketplace/shared/icons';
import { BOOKABLE_SERVICE_IMAGES } from '../../components/service-images';
import { MAINTENANCE_IMAGES } from './images';
import { EXPLORE_MORE_COUNT } from './messages';

export interface ExploreItem {
  id: string;
  name: string;
  description: string;
  image: string;
  icon: IconKey;
  href: string;
}

/**
 * 'Explore more services' of a maintenance page: there are only three maintenance services, so the
 * other two are followed by the bookable service related to this one (docs/decisions).
 */
export function exploreMoreFor(current: MaintenanceService): ExploreItem[] {
  const others: ExploreItem[] = MAINTENANCE_SERVICES.filter((s) => s.id !== current.id).map(
    (s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      image: MAINTENANCE_IMAGES[s.image],
      icon: s.icon,
      href: paths.maintenanceService(s.slug),
    }),
  );
  const related = BOOKABLE_SERVICES.filter((s) => s.id === current.relatedServiceId).map((s) => ({
    id: s.id,
    name: s.name,
    description: s.summary,
    image: BOOKABLE_SERVICE_IMAGES[s.image],
    icon: s.icon,
    href: paths.service(s.slug),
  }));
  return [...others, ...related].slice(0, EXPLORE_MORE_COUNT);
}
