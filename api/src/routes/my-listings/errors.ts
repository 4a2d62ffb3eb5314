import {
  API_ERROR_CODES,
  apiFailureSchema,
  type ListingStatus,
} from '@marketplace/shared/contracts';
import { LISTING_STATUS_LABELS, POSTING_MESSAGES } from '@marketplace/shared/contracts-posting';
import { HttpError } from '../../lib/http-error';

/** Drafts one account may keep at once (each may hold pictures: docs/decisions/listing-limits.md). */
export const LISTING_DRAFT_LIMIT = 5;

/** Code of the 409 at a limit, so a client tells it apart from a status that forbids the move. */
const LIMIT_REACHED = 'LIMIT_REACHED';

/** Another account's listing is answered exactly like one that does not exist. */
export const listingNotFound = () =>
  new HttpError(404, POSTING_MESSAGES.notFound, API_ERROR_CODES.notFound);

export const draftLimitReached = () =>
  new HttpError(409, POSTING_MESSAGES.draftLimit(LISTING_DRAFT_LIMIT), LIMIT_REACHED);

export const activeLimitReached = (limit: number) =>
  new HttpError(409, POSTING_MESSAGES.activeLimit(limit), LIMIT_REACHED);

export const moveNotAllowed = (status: ListingStatus) =>
  new HttpError(
    409,
    POSTING_MESSAGES.notAllowed(LISTING_STATUS_LABELS[status]),
    API_ERROR_CODES.conflict,
  );

export const listerFailures = {
  400: apiFailureSchema,
  401: apiFailureSchema,
  404: apiFailureSchema,
  409: apiFailureSchema,
};
