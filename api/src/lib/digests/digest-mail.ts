import { paths } from '@marketplace/shared/config';
import type { Language, Property } from '@marketplace/shared/contracts';
import { formatListingPrice } from '@marketplace/shared/contracts-properties';
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
  /** The account's language, which the e-mail is written in. */
  language: Language;
}

/** The site's address of a hash route: https://www.example.in/#/real-estate?... */
const siteLink = (publicUrl: string, route: string) => `${publicUrl}/#${route}`;

/** The api's one-click unsubscribe address (RFC 8058): a POST to it stops the e-mails. */
function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/v1/saved-searches/unsubscribe/${token}`;
}

interface DigestTexts {
  subject: (total: number, searchName: string) => string;
  heading: (total: number, searchName: string) => string;
  more: (more: number, link: string) => string;
  every: (link: string) => string;
  howOften: string;
  manage: (link: string) => string;
  stop: (searchName: string, link: string) => string;
}

const newListings = (total: number) => `${total} new ${total === 1 ? 'listing' : 'listings'}`;

const TEXTS: Record<Language, DigestTexts> = {
  en: {
    subject: (total, name) => `${newListings(total)} for "${name}"`,
    heading: (total, name) => `${newListings(total)} for your saved search "${name}":`,
    more: (more, link) => `...and ${more} more. See them all: ${link}`,
    every: (link) => `See every listing of this search: ${link}`,
    howOften: 'You get this e-mail at most once a day, when new listings match this search.',
    manage: (link) => `Your saved searches: ${link}`,
    stop: (name, link) => `Stop e-mails for "${name}": ${link}`,
  },
  hi: {
    subject: (total, name) => `"${name}" के लिए ${total} नई लिस्टिंग`,
    heading: (total, name) => `आपकी सेव की गई खोज "${name}" के लिए ${total} नई लिस्टिंग:`,
    more: (more, link) => `...और ${more} लिस्टिंग। सब देखें: ${link}`,
    every: (link) => `इस खोज की सारी लिस्टिंग देखें: ${link}`,
    howOften: 'यह ईमेल आपको दिन में ज़्यादा से ज़्यादा एक बार आता है, जब इस खोज से मिलती नई लिस्टिंग आती हैं।',
    manage: (link) => `आपकी सेव की गई खोजें: ${link}`,
    stop: (name, link) => `"${name}" के ईमेल बंद करें: ${link}`,
  },
};

/** A listing's price in the e-mail's language: English as the listing serves it, Hindi in लाख/करोड़. */
function priceIn(listing: Property, language: Language): string {
  if (language === 'en' || listing.price_value === null) return listing.price;
  return formatListingPrice(listing.price_value, listing.purpose, language);
}

/**
 * A saved search's e-mail of the day, in the account's language: each new listing's title (as its
 * lister wrote it), price, location and link, then where to see them all, manage the searches, or
 * stop this one's e-mails without logging in. The List-Unsubscribe headers let a mail client's own
 * button stop them in one click (RFC 8058): a POST, which no link preview or scanner sends; the
 * link in the text opens a page that asks first.
 */
export function digestMail(publicUrl: string, digest: DigestContent): MailMessage {
  const { searchName, total, language } = digest;
  const texts = TEXTS[language];
  const lines = [texts.heading(total, searchName), ''];
  for (const listing of digest.listings) {
    lines.push(
      listing.name,
      `${priceIn(listing, language)} · ${listing.location}`,
      siteLink(publicUrl, paths.propertyDetails(listing.id)),
      '',
    );
  }
  const everyMatch = siteLink(publicUrl, `${paths.realEstate()}?${digest.query}`);
  const more = total - digest.listings.length;
  lines.push(more > 0 ? texts.more(more, everyMatch) : texts.every(everyMatch), '');
  lines.push(
    texts.howOften,
    texts.manage(siteLink(publicUrl, paths.savedSearches())),
    texts.stop(searchName, siteLink(publicUrl, paths.unsubscribe(digest.unsubscribeToken))),
  );
  return {
    to: digest.to,
    subject: texts.subject(total, searchName),
    language,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, digest.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    outboxLog: { savedSearch: searchName, listings: String(total) },
  };
}
