/** /reviews shows the spec's placeholder text. */
export const REVIEWS_MESSAGES = { heading: 'Reviews Page' };
