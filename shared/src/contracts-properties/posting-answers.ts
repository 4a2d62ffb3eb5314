// The browser's checks of a lister's answers, without zod (My listings and the posting form read
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
} from '../contracts/listing-posting';
import { PROPERTY_FIELD_CHECKS } from './answers';
import { LEAD_TYPES } from './posting';

const isMyListing = objectOf<MyListing>({
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
});

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

export const phoneRevealAnswer = answerOf<PhoneRevealResponse>(
  objectOf<PhoneRevealResponse>({
    success: isSuccess,
    data: objectOf<PhoneRevealResponse['data']>({ phone: isString }),
  }),
);
