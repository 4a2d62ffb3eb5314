import type { Translation } from '@marketplace/shared/ui';
import type { CARD_MESSAGES } from './messages';

const messages: Translation<typeof CARD_MESSAGES> = {
  save: (amount: string) => `${amount} की बचत`,
  originalPrice: 'पहले का दाम:',
  ratingLabel: 'रेटिंग:',
  reviews: (count: number) => `${count} रिव्यू`,
  projects: (count: number) => `${count} प्रोजेक्ट`,
  startingFrom: 'शुरुआती दाम',
  timeline: (timeline: string) => `समय: ${timeline}`,
  moreFeatures: (count: number) => `+${count} और खूबियाँ`,
  more: (count: number) => `+${count} और`,
  features: (name: string) => `${name} की खूबियाँ`,
  customization: '*आपकी पसंद के हिसाब से बदलाव हो सकते हैं',
  exploreMore: 'और देखें',
  showLess: 'कम दिखाएँ',
  testimonialBy: (name: string, place: string) => (place ? `${name}, ${place}` : name),
  stars: (rating: number) => `5 में से ${rating} स्टार`,
};

export default messages;
