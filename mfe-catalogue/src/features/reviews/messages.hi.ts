import type { Translation } from '@marketplace/shared/ui';
import type { REVIEWS_MESSAGES } from './messages';

const messages: Translation<typeof REVIEWS_MESSAGES> = {
  heading: 'रिव्यू',
};

export default messages;
