// Texts of the Listing reviews tab.
import { REJECTION_REASON_LENGTH } from '@marketplace/shared/contracts-posting';

const { min, max } = REJECTION_REASON_LENGTH;

export const REVIEWS_TEXT = {
  heading: 'Listing reviews',
  intro:
    'Listings that owners and agents sent, oldest first. Approve one to put it live for 60 days, or reject it with a reason the lister is e-mailed.',
  none: 'No listings are waiting for review',
  pages: 'Review queue pages',
  sent: (when: string) => `Sent ${when}`,
  pictures: 'Pictures',
  picture: (name: string, index: number, count: number) =>
    `Picture ${index} of ${count} of ${name}`,
  openPicture: (index: number) => `Open picture ${index} larger`,
  noPictures: 'No pictures',
  details: 'Details',
  lister: 'Lister',
  listerGone: 'The account was deleted',
  earlier: 'Earlier decisions',
  approve: 'Approve',
  reject: 'Reject',
  approveListing: (name: string) => `Approve ${name}`,
  rejectListing: (name: string) => `Reject ${name}`,
  rejectTitle: (name: string) => `Reject ${name}`,
  reason: 'Reason for the lister',
  reasonHint: `${min} to ${max.toLocaleString('en-IN')} characters. The lister reads it in the e-mail and in My listings.`,
  reasonCount: (length: number) => `${length} / ${max.toLocaleString('en-IN')}`,
  reasonShort: `The reason must be at least ${min} characters`,
  reasonLong: `The reason must be at most ${max.toLocaleString('en-IN')} characters`,
  cancel: 'Cancel',
  sendRejection: 'Reject listing',
  decisionsHeading: 'Recent decisions',
  decisionsNone: 'No decisions yet.',
  approved: 'Approved',
  rejected: 'Rejected',
  decidedBy: (who: string | null, when: string) => `${who ?? 'A deleted account'}, ${when}`,
  listingGone: 'listing deleted',
} as const;

/** A time as the team in India reads it. */
export function istTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** A calendar day the lister chose ('2026-12-15' -> '15 Dec 2026'); the text as sent when not a day. */
export function istDay(isoDay: string): string {
  const time = Date.parse(isoDay);
  if (Number.isNaN(time)) return isoDay;
  return new Date(time).toLocaleDateString('en-IN', { timeZone: 'UTC', dateStyle: 'medium' });
}

/** A month the lister chose ('2027-06' -> 'Jun 2027'); the text as sent when not a month. */
export function istMonth(isoMonth: string): string {
  if (!/^\d{4}-\d{2}$/.test(isoMonth)) return isoMonth;
  return new Date(`${isoMonth}-01`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    month: 'short',
    year: 'numeric',
  });
}
