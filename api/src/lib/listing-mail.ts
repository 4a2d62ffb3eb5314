import { LISTING_LIVE_DAYS } from '@marketplace/shared/contracts';
import type { MailMessage } from '../plugins/mail';

/*
 * A lister's e-mails about their listing: the moderator's decision (live, or rejected with the
 * reason), and its expiry. Plain text, like the booking mails.
 */

/** 5 March 2027, in India. */
function dayText(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

const MY_LISTINGS = 'You can see it, its views and its leads under My listings.';

export function listingApprovedMail(
  to: string,
  name: string,
  expiresAt: string | null,
): MailMessage {
  return {
    to,
    subject: `Your listing is live: ${name}`,
    text: [
      `Your listing "${name}" was approved and is now live for everyone to see.`,
      expiresAt
        ? `It stays live for ${LISTING_LIVE_DAYS} days, until ${dayText(expiresAt)}; renew it then to keep it up.`
        : '',
      '',
      MY_LISTINGS,
    ].join('\n'),
    outboxLog: { listing: name, decision: 'approved' },
  };
}

export function listingRejectedMail(to: string, name: string, reason: string): MailMessage {
  return {
    to,
    subject: `Your listing was not approved: ${name}`,
    text: [
      `Your listing "${name}" was not approved, for this reason:`,
      '',
      reason,
      '',
      'Edit it under My listings and send it for review again.',
    ].join('\n'),
    outboxLog: { listing: name, decision: 'rejected' },
  };
}

export function listingExpiredMail(to: string, name: string): MailMessage {
  return {
    to,
    subject: `Your listing has expired: ${name}`,
    text: [
      `Your listing "${name}" was live for ${LISTING_LIVE_DAYS} days and has expired: it is no longer shown.`,
      '',
      `Renew it under My listings to put it back for another ${LISTING_LIVE_DAYS} days, or mark it sold or rented.`,
    ].join('\n'),
    outboxLog: { listing: name, expired: 'true' },
  };
}
