// The queue of listings waiting for review, page by page. Its own module, apart from the
// decisions' calls: the admin page's tab label reads page 1's total on /admin's first screen, so
// this is all of the tab that screen downloads. The answer is checked without zod.
import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { reviewQueueAnswer, type ReviewQueueResponse } from '@marketplace/shared/contracts-posting';

/** Listings a page of the queue holds (the api's page size). */
export const REVIEW_PAGE_SIZE = 20;

/**
 * SWR key of a page of the queue. The tab's label reads page 1's total under the same key, so
 * opening the tab shows that page at once, and a decision updates the count with the queue.
 */
export const reviewQueueKey = (page: number) => ['admin-listing-reviews', page] as const;

export function fetchReviewQueue(page: number): Promise<ReviewQueueResponse> {
  return apiRequest('/admin/listing-reviews', {
    query: { page },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: reviewQueueAnswer,
  });
}

/** The tab's name, and its count's words for a screen reader. */
export const REVIEWS_TAB_TEXT = {
  tab: 'Listing reviews',
  waiting: (count: number) => `${count} waiting for review`,
} as const;
