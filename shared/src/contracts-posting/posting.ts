// A lister's side of a listing (docs/decisions/listing-statuses.md): the statuses as a lister
// reads them, which move each status allows, and the texts the api and the pages share. Without
// zod: My listings and the posting form's first screen read these without downloading it.
import type { ListingStatus } from '@marketplace/shared/contracts-properties';

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  live: 'Live',
  rejected: 'Rejected',
  sold: 'Sold',
  rented: 'Rented',
  expired: 'Expired',
};

/**
 * The moves a lister makes, and the statuses each starts from. `save`: the posting form writes
 * into the listing (never public, never under review). `reopen`: an edit of a listing that was
 * sent, so it becomes a draft again and is reviewed again once sent. `close`: sold or rented,
 * by its purpose.
 */
export const LISTER_MOVES = {
  save: ['draft', 'rejected'],
  submit: ['draft', 'rejected'],
  reopen: ['pending', 'live', 'expired', 'sold', 'rented'],
  renew: ['live', 'expired'],
  close: ['live', 'expired'],
} as const satisfies Record<string, readonly ListingStatus[]>;
export type ListerMove = keyof typeof LISTER_MOVES;

export function canMove(move: ListerMove, status: ListingStatus): boolean {
  return (LISTER_MOVES[move] as readonly ListingStatus[]).includes(status);
}

/** The statuses that count against an account's limit of active listings. */
export const ACTIVE_LISTING_STATUSES = ['pending', 'live'] as const satisfies ListingStatus[];

/** The posting form's multipart field for the lister's phone (revealed to logged-in visitors). */
export const LISTER_PHONE_FIELD = 'listerPhone';

/** A lead: an enquiry about one listing, sent from its page. */
export const LEAD_TYPES = ['agent_contact', 'visit_request'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  agent_contact: 'Message',
  visit_request: 'Visit request',
};

/** What a moderator decided. */
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const REJECTION_REASON_LENGTH = { min: 10, max: 1000 } as const;
/** The api's refusals of a rejection's reason, by its trimmed length. */
export const REJECTION_REASON_MESSAGES = {
  tooShort: `The reason must be at least ${REJECTION_REASON_LENGTH.min} characters`,
  tooLong: `The reason must be at most ${REJECTION_REASON_LENGTH.max} characters`,
} as const;

/** localStorage key of this browser's visitor id, sent once a day per listing to count views. */
export const VISITOR_ID_STORAGE_KEY = 'visitor-id';

/** The api's answers to a lister and to a moderator. */
export const POSTING_MESSAGES = {
  notFound: 'Listing not found',
  draftSaved: 'Draft saved',
  submitted: 'Sent for review. We will e-mail you when it is live.',
  reopened: 'The listing is a draft again: send it for review when your changes are done.',
  renewed: 'Renewed: live for another 60 days',
  sold: 'Marked as sold',
  rented: 'Marked as rented',
  deleted: 'Listing deleted',
  leadHandled: 'Lead marked as handled',
  leadReopened: 'Lead marked as not handled',
  notAllowed: (status: string) => `A listing that is ${status.toLowerCase()} cannot do that.`,
  draftLimit: (limit: number) =>
    `You have ${limit} drafts, the most an account can keep. Send one for review or delete one to start another.`,
  activeLimit: (limit: number) =>
    `You have ${limit} listings waiting for review or live, the most an account can have. Mark one sold or rented, or delete one, to add another.`,
  incomplete: 'Complete the listing before sending it for review',
  pictureRequired: 'Add at least one picture before sending it for review',
  phoneRequired: 'Your phone number is required',
  phoneForbidden: 'No phone number was given for this listing',
  phoneLimit: (limit: number) =>
    `You have seen ${limit} phone numbers today, the most we show in a day. Send the lister a message instead, or try again tomorrow.`,
  approved: 'Listing approved: it is live',
  rejected: 'Listing rejected: the lister has been told why',
  reasonRequired: 'Give the lister a reason',
  reviewGone: 'This listing is no longer waiting for review: someone decided it already.',
} as const;
