// Badge colours of the furniture cards (docs/product/catalogue.md "Interior design").

/** The furniture badges the spec names, with their colours (white text on each: 4.5:1 or more). */
const BADGE_COLOURS: Record<string, string> = {
  Popular: '#c2410c',
  Premium: '#7a5a06',
  New: '#067647',
  Trending: '#b42318',
  Professional: '#175cd3',
  'Space Saver': '#0e7490',
  Elegant: '#6941c6',
  Commercial: '#344054',
};

export const DEFAULT_BADGE_COLOUR = '#0f1f3d';

/** Any other badge gets the default colour. */
export function badgeColour(badge: string): string {
  return BADGE_COLOURS[badge] ?? DEFAULT_BADGE_COLOUR;
}
