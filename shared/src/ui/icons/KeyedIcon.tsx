// Draws the icon a piece of catalogue data names, from a set of icons the page passes. NamedIcon
// brings every keyed icon into the bundle; a page that names a few passes just those, so its
// bundle holds only them (the home page: 14 of 45).
import { lazy, Suspense } from 'react';
import type { IconKey } from '../../contracts-catalogue/icon-keys';
import type { IconComponent, IconProps } from './create-icon';

/** Icons by the keys catalogue data names them with. */
export type IconSet = Readonly<Partial<Record<IconKey, IconComponent>>>;

export interface KeyedIconProps extends IconProps {
  name: IconKey;
  icons: IconSet;
}

// Every icon, downloaded only when content names one the page's set lacks (an editor may pick any).
const AnyIcon = lazy(() => import('./NamedIcon.js').then((m) => ({ default: m.NamedIcon })));

/**
 * The set's icon; a key the set lacks is drawn from every icon, downloaded then (the icons are
 * decoration, aria-hidden: nothing shows meanwhile).
 */
export function KeyedIcon({ name, icons, ...props }: KeyedIconProps) {
  const Icon = icons[name];
  if (Icon) return <Icon {...props} />;
  return (
    <Suspense fallback={null}>
      <AnyIcon name={name} {...props} />
    </Suspense>
  );
}
