// The browser's checks of a lister's answers (and of a property's write), without zod (My listings and the posting form read
// them without downloading it). The api checks the same answers with the zod schemas of
// ../contracts/listing-posting.ts; posting-answers.test.ts runs both on the same bodies.
import {
  answerOf,
  isBoolean,
  isInteger,
  isString,
  isSuccess,
  listOf,
  objectOf,
  oneOf,
  orNull,
} from '@marketplace/shared/contracts-core';
import type {
  Lead,
  LeadResponse,
  LeadsResponse,
  ListingMessageResponse,
  MyListing,
  MyListingResponse,
  MyListingsResponse,
  PhoneRevealResponse,
  ReviewDecisionRecord,
  ReviewDecisionResponse,
  ReviewDecisionsResponse,
  ReviewListing,
  ReviewQueueResponse,
} from '../contracts/listing-posting';
import type { PropertyWriteResponse } from '../contracts/property-form';
import { PROPERTY_FIELD_CHECKS } from '@marketplace/shared/contracts-properties';
import { LEAD_TYPES, REVIEW_DECISIONS } from './posting';

const MY_LISTING_FIELD_CHECKS = {
  ...PROPERTY_FIELD_CHECKS,
  rejection_reason: orNull(isString),
  submitted_at: orNull(isString),
  live_since: orNull(isString),
  expires_at: orNull(isString),
  updated_at: orNull(isString),
  lister_phone: orNull(isString),
  views: isInteger,
  phone_reveals: isInteger,
  leads: isInteger,
  open_leads: isInteger,
};
const isMyListing = objectOf<MyListing>(MY_LISTING_FIELD_CHECKS);

const isLead = objectOf<Lead>({
  id: isInteger,
  type: oneOf(LEAD_TYPES),
  name: isString,
  phone: isString,
  email: orNull(isString),
  message: orNull(isString),
  visit_date: orNull(isString),
  visit_time: orNull(isString),
  created_at: isString,
  handled: isBoolean,
});

export const myListingsAnswer = answerOf<MyListingsResponse>(
  objectOf<MyListingsResponse>({
    success: isSuccess,
    data: listOf(isMyListing),
    active: isInteger,
    active_limit: isInteger,
  }),
);

export const myListingAnswer = answerOf<MyListingResponse>(
  objectOf<MyListingResponse>({
    success: isSuccess,
    msg: (value) => value === undefined || isString(value),
    data: isMyListing,
  }),
);

export const listingMessageAnswer = answerOf<ListingMessageResponse>(
  objectOf<ListingMessageResponse>({ success: isSuccess, msg: isString }),
);

export const leadsAnswer = answerOf<LeadsResponse>(
  objectOf<LeadsResponse>({ success: isSuccess, data: listOf(isLead) }),
);

export const leadAnswer = answerOf<LeadResponse>(
  objectOf<LeadResponse>({ success: isSuccess, msg: isString, data: isLead }),
);

/** A property's write or delete (the admin's Properties tab): its message, and what was saved. */
export const propertyWriteAnswer = answerOf<PropertyWriteResponse>(
  objectOf<PropertyWriteResponse>({
    success: isSuccess,
    msg: isString,
    data: (value) =>
      value === undefined ||
      objectOf<NonNullable<PropertyWriteResponse['data']>>({
        id: isInteger,
        images: listOf(isString),
      })(value),
  }),
);

export const phoneRevealAnswer = answerOf<PhoneRevealResponse>(
  objectOf<PhoneRevealResponse>({
    success: isSuccess,
    data: objectOf<PhoneRevealResponse['data']>({ phone: isString }),
  }),
);

// The moderators' answers (mfe-admin's review queue).

const isDecision = objectOf<ReviewDecisionRecord>({
  id: isInteger,
  property_id: orNull(isInteger),
  property_name: isString,
  decision: oneOf(REVIEW_DECISIONS),
  reason: orNull(isString),
  moderator: orNull(isString),
  decided_at: isString,
});

const isReviewListing = objectOf<ReviewListing>({
  ...MY_LISTING_FIELD_CHECKS,
  lister: orNull(
    objectOf<NonNullable<ReviewListing['lister']>>({
      id: isInteger,
      username: isString,
      name: orNull(isString),
      email: isString,
    }),
  ),
  decisions: listOf(isDecision),
});

export const reviewQueueAnswer = answerOf<ReviewQueueResponse>(
  objectOf<ReviewQueueResponse>({
    success: isSuccess,
    data: listOf(isReviewListing),
    total: isInteger,
  }),
);

export const reviewDecisionsAnswer = answerOf<ReviewDecisionsResponse>(
  objectOf<ReviewDecisionsResponse>({ success: isSuccess, data: listOf(isDecision) }),
);

export const reviewDecisionAnswer = answerOf<ReviewDecisionResponse>(
  objectOf<ReviewDecisionResponse>({ success: isSuccess, msg: isString, data: isDecision }),
);
