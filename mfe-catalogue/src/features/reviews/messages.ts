/** /reviews shows the spec's placeholder text. */
export const REVIEWS_PLACEHOLDER = 'Reviews Page';

export const REVIEWS_MESSAGES = { heading: REVIEWS_PLACEHOLDER };
