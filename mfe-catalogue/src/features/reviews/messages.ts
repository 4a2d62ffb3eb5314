/** /reviews shows the spec's placeholder text. */
export const REVIEWS_PLACEHOLDER = 'Reviews Page';
