// The site's own icon set: 24×24 line drawings in the style of the header's icons (2 px round
// strokes in currentColor), so an icon takes the colour of the text around it and, at the default
// size of 1em, its size too. Each icon is its own export, so a bundle carries only those it uses.
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height: a CSS length or pixels. Default 1em, the surrounding font size. */
  size?: number | string;
  /**
   * Accessible name for an icon that carries meaning alone (e.g. a rating star without text).
   * Without it the icon is decorative and hidden from assistive technology; an icon-only button
   * or link names itself with aria-label instead.
   */
  title?: string;
  className?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/** `solid` icons are filled shapes (brand marks); the rest are strokes. */
export function createIcon(name: string, drawing: ReactNode, solid = false): IconComponent {
  function Icon({ size = '1em', title, className }: IconProps) {
    const a11y = title
      ? { role: 'img', 'aria-label': title }
      : { 'aria-hidden': true as const, focusable: 'false' as const };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={solid ? 'currentColor' : 'none'}
        stroke={solid ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        data-icon={name}
        style={{ flexShrink: 0, verticalAlign: '-0.125em' }}
        {...a11y}
      >
        {drawing}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
