/**
 * A lister's calls (docs/product/real-estate.md "Post your property", "My listings"): their own
 * listings in every status with views and leads, the moves between statuses, the leads, and a
 * visitor's phone reveal and view. Any logged-in account; another account's listing is answered
 * like one that does not exist.
 */
import { z } from 'zod';
import {
  LEAD_TYPES,
  REJECTION_REASON_LENGTH,
  REJECTION_REASON_MESSAGES,
  REVIEW_DECISIONS,
} from '@marketplace/shared/contracts-posting';
import { propertySchema } from './properties';

/**
 * A listing as its lister sees it. A draft may be part-filled: a text not given yet is empty,
 * its price null and its area 0 (a listing sent for review always has an area above 0).
 */
export const myListingSchema = propertySchema.extend({
  /** Why a moderator rejected it; null otherwise. */
  rejection_reason: z.string().nullable(),
  /** When it was last sent for review. */
  submitted_at: z.string().nullable(),
  live_since: z.string().nullable(),
  /** When it expires (or expired); null while it never went live. */
  expires_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** Revealed to logged-in visitors who ask. */
  lister_phone: z.string().nullable(),
  /** Visitors who opened its page, once per visitor a day. */
  views: z.number().int(),
  /** Logged-in visitors who asked for the phone, once per visitor a day. */
  phone_reveals: z.number().int(),
  leads: z.number().int(),
  /** Leads not yet marked handled. */
  open_leads: z.number().int(),
});
export type MyListing = z.infer<typeof myListingSchema>;

export const myListingsResponse = z.object({
  success: z.literal(true),
  data: z.array(myListingSchema),
  /** Listings waiting for review or live, and the most an account may have. */
  active: z.number().int(),
  active_limit: z.number().int(),
});
export type MyListingsResponse = z.infer<typeof myListingsResponse>;

/** One listing, after a read, a saved draft or a move (with what happened in `msg`). */
export const myListingResponse = z.object({
  success: z.literal(true),
  msg: z.string().optional(),
  data: myListingSchema,
});
export type MyListingResponse = z.infer<typeof myListingResponse>;

export const listingMessageResponse = z.object({ success: z.literal(true), msg: z.string() });
export type ListingMessageResponse = z.infer<typeof listingMessageResponse>;

/** An enquiry or visit request about one of the lister's listings. */
export const leadSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEAD_TYPES),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  /** A visit request's day (YYYY-MM-DD) and time (HH:MM), India time. */
  visit_date: z.string().nullable(),
  visit_time: z.string().nullable(),
  created_at: z.string(),
  handled: z.boolean(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsResponse = z.object({ success: z.literal(true), data: z.array(leadSchema) });
export type LeadsResponse = z.infer<typeof leadsResponse>;

export const leadParams = z.object({ id: z.string(), leadId: z.string() });
export const leadHandledBody = z.strictObject({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export const leadResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: leadSchema,
});
export type LeadResponse = z.infer<typeof leadResponse>;

/** Which listings: every one, or those of one status (the posting form asks for its drafts). */
export const myListingsQuery = z.strictObject({
  status: z.enum(['draft'], { error: 'status must be draft' }).optional(),
});

export const phoneRevealResponse = z.object({
  success: z.literal(true),
  data: z.object({ phone: z.string() }),
});
export type PhoneRevealResponse = z.infer<typeof phoneRevealResponse>;

/** This browser's random visitor id (localStorage), so a view counts once per visitor a day. */
export const propertyViewBody = z.strictObject({
  visitor: z
    .string({ error: 'visitor is required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'visitor must be 16 to 64 letters, digits, _ or -'),
});
export const propertyViewResponse = z.object({ success: z.literal(true) });

/** What a moderator decided about a listing, kept for good. */
export const reviewDecisionSchema = z.object({
  id: z.number().int(),
  /** Null once the listing was deleted; its name stays. */
  property_id: z.number().int().nullable(),
  property_name: z.string(),
  decision: z.enum(REVIEW_DECISIONS),
  reason: z.string().nullable(),
  /** The moderator's name or username; null if that account is gone. */
  moderator: z.string().nullable(),
  decided_at: z.string(),
});
export type ReviewDecisionRecord = z.infer<typeof reviewDecisionSchema>;

/** A pending listing in the review queue: every field, its lister and its earlier decisions. */
export const reviewListingSchema = myListingSchema.extend({
  lister: z
    .object({
      id: z.number().int(),
      username: z.string(),
      name: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  decisions: z.array(reviewDecisionSchema),
});
export type ReviewListing = z.infer<typeof reviewListingSchema>;

export const reviewQueueResponse = z.object({
  success: z.literal(true),
  data: z.array(reviewListingSchema),
  total: z.number().int(),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponse>;

export const reviewDecisionsResponse = z.object({
  success: z.literal(true),
  data: z.array(reviewDecisionSchema),
});
export type ReviewDecisionsResponse = z.infer<typeof reviewDecisionsResponse>;

export const rejectListingBody = z.strictObject({
  reason: z
    .string({ error: 'Give the lister a reason' })
    .trim()
    .min(REJECTION_REASON_LENGTH.min, REJECTION_REASON_MESSAGES.tooShort)
    .max(REJECTION_REASON_LENGTH.max, REJECTION_REASON_MESSAGES.tooLong),
});
export type RejectListingBody = z.infer<typeof rejectListingBody>;

export const reviewDecisionResponse = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: reviewDecisionSchema,
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponse>;
