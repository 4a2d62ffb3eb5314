// Draws the icon a piece of catalogue data names, from a set of icons the page passes. NamedIcon
// brings every keyed icon into the bundle; a page that names a few passes just those, so its
// bundle holds only them (the home page: 14 of 45).
import type { IconKey } from '../../contracts-catalogue/icon-keys';
import type { IconComponent, IconProps } from './create-icon';

/** Icons by the keys catalogue data names them with. */
export type IconSet = Readonly<Partial<Record<IconKey, IconComponent>>>;

export interface KeyedIconProps extends IconProps {
  name: IconKey;
  icons: IconSet;
}

/**
 * Nothing when the set lacks the key: the icons are decoration (aria-hidden), and each page's
 * test checks that its set covers every key its data names.
 */
export function KeyedIcon({ name, icons, ...props }: KeyedIconProps) {
  const Icon = icons[name];
  return Icon ? <Icon {...props} /> : null;
}
