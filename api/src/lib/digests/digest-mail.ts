import { paths } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts';
import type { MailMessage } from '../../plugins/mail';

/** Listings one e-mail shows; the rest are one link away (the listing, filtered). */
export const DIGEST_LISTINGS_SHOWN = 10;

export interface DigestContent {
  to: string;
  searchName: string;
  /** The saved search's listing query. */
  query: string;
  unsubscribeToken: string;
  /** The newest listings first, at most DIGEST_LISTINGS_SHOWN. */
  listings: Property[];
  /** How many listings are new in all. */
  total: number;
}

/** The site's address of a hash route: https://www.example.in/#/real-estate?... */
const siteLink = (publicUrl: string, route: string) => `${publicUrl}/#${route}`;

/** The api's one-click unsubscribe address (RFC 8058): a POST to it stops the e-mails. */
function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v1/saved-searches/unsubscribe/${token}`;
}

/**
 * A saved search's e-mail of the day: each new listing's title, price, location and link, then
 * where to see them all, manage the searches, or stop this one's e-mails without logging in. The
 * List-Unsubscribe headers let a mail client's own button stop them in one click (RFC 8058): a
 * POST, which no link preview or scanner sends; the link in the text opens a page that asks first.
 */
export function digestMail(publicUrl: string, digest: DigestContent): MailMessage {
  const { searchName, total } = digest;
  const noun = total === 1 ? 'listing' : 'listings';
  const lines = [`${total} new ${noun} for your saved search "${searchName}":`, ''];
  for (const listing of digest.listings) {
    lines.push(
      listing.name,
      `${listing.price} · ${listing.location}`,
      siteLink(publicUrl, paths.propertyDetails(listing.id)),
      '',
    );
  }
  const everyMatch = siteLink(publicUrl, `${paths.realEstate()}?${digest.query}`);
  const more = total - digest.listings.length;
  if (more > 0) lines.push(`...and ${more} more. See them all: ${everyMatch}`, '');
  else lines.push(`See every listing of this search: ${everyMatch}`, '');
  lines.push(
    'You get this e-mail at most once a day, when new listings match this search.',
    `Your saved searches: ${siteLink(publicUrl, paths.savedSearches())}`,
    `Stop e-mails for "${searchName}": ${siteLink(publicUrl, paths.unsubscribe(digest.unsubscribeToken))}`,
  );
  return {
    to: digest.to,
    subject: `${total} new ${noun} for "${searchName}"`,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, digest.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    outboxLog: { savedSearch: searchName, listings: String(total) },
  };
}
