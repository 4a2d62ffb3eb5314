// Texts of the catalogue cards, shared by the catalogue pages, the admin's preview and their tests.
export const CARD_MESSAGES = {
  save: (amount: string) => `Save ${amount}`,
  originalPrice: 'Original price:',
  ratingLabel: 'Rating:',
  reviews: (count: number) => `${count} reviews`,
  projects: (count: number) => `${count} projects`,
  startingFrom: 'Starting from',
  from: (price: string) => `From ${price}`,
  timeline: (timeline: string) => `Timeline: ${timeline}`,
  moreFeatures: (count: number) => `+${count} more features`,
  more: (count: number) => `+${count} more`,
  features: (name: string) => `${name} features`,
  customization: '*Customization available',
  exploreMore: 'Explore more',
  showLess: 'Show less',
  stats: 'Our numbers',
  testimonialBy: (name: string, place: string) => (place ? `${name}, ${place}` : name),
  stars: (rating: number) => `${rating} out of 5 stars`,
} as const;

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

/** The saving a card shows: the original price minus the price, or null when there is none. */
export function savingOf(item: {
  price: { amount: number };
  originalPrice: number | null;
}): number | null {
  return item.originalPrice !== null && item.originalPrice > item.price.amount
    ? item.originalPrice - item.price.amount
    : null;
}
