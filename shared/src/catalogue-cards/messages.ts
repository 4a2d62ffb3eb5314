// Texts of the catalogue cards, shared by the catalogue pages, the admin's preview and their tests.
export const CARD_MESSAGES = {
  save: (amount: string) => `Save ${amount}`,
  originalPrice: 'Original price:',
  ratingLabel: 'Rating:',
  reviews: (count: number) => `${count} reviews`,
  projects: (count: number) => `${count} projects`,
  startingFrom: 'Starting from',
  timeline: (timeline: string) => `Timeline: ${timeline}`,
  moreFeatures: (count: number) => `+${count} more features`,
  more: (count: number) => `+${count} more`,
  features: (name: string) => `${name} features`,
  customization: '*Customization available',
  exploreMore: 'Explore more',
  showLess: 'Show less',
  testimonialBy: (name: string, place: string) => (place ? `${name}, ${place}` : name),
  stars: (rating: number) => `${rating} out of 5 stars`,
} as const;
