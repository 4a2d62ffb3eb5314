import {
  LISTING_LIVE_DAYS,
  dateLabel,
  slotOfInstant,
  type Language,
} from '@marketplace/shared/contracts';
import type { MailMessage } from '../plugins/mail';

/*
 * A lister's e-mails about their listing, in the account's language: the moderator's decision
 * (live, or rejected with the reason, quoted as the moderator wrote it) and its expiry. Written as
 * text (the mail plugin adds the same words as HTML declaring the language), like the booking
 * mails.
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

interface ListingMailTexts {
  approvedSubject: (name: string) => string;
  approved: (name: string) => string;
  liveUntil: (expiresAt: string) => string;
  myListings: string;
  rejectedSubject: (name: string) => string;
  rejected: (name: string) => string;
  editAndResend: string;
  expiredSubject: (name: string) => string;
  expired: (name: string) => string;
  renewOrClose: string;
}

const TEXTS: Record<Language, ListingMailTexts> = {
  en: {
    approvedSubject: (name) => `Your listing is live: ${name}`,
    approved: (name) => `Your listing "${name}" was approved and is now live for everyone to see.`,
    liveUntil: (expiresAt) =>
      `It stays live for ${LISTING_LIVE_DAYS} days, until ${dayText(expiresAt)}; renew it then to keep it up.`,
    myListings: 'You can see it, its views and its leads under My listings.',
    rejectedSubject: (name) => `Your listing was not approved: ${name}`,
    rejected: (name) => `Your listing "${name}" was not approved, for this reason:`,
    editAndResend: 'Edit it under My listings and send it for review again.',
    expiredSubject: (name) => `Your listing has expired: ${name}`,
    expired: (name) =>
      `Your listing "${name}" was live for ${LISTING_LIVE_DAYS} days and has expired: it is no longer shown.`,
    renewOrClose: `Renew it under My listings to put it back for another ${LISTING_LIVE_DAYS} days, or mark it sold or rented.`,
  },
  hi: {
    approvedSubject: (name) => `आपकी लिस्टिंग लाइव है: ${name}`,
    approved: (name) => `आपकी लिस्टिंग "${name}" मंज़ूर हो गई है और अब सबको दिख रही है।`,
    liveUntil: (expiresAt) =>
      `यह ${LISTING_LIVE_DAYS} दिन, ${dateLabel(slotOfInstant(expiresAt).date, 'hi')} तक लाइव रहेगी; इसे आगे भी दिखाने के लिए तब रिन्यू करें।`,
    myListings: 'आप इसे, इसके व्यू और लीड "मेरी लिस्टिंग" में देख सकते हैं।',
    rejectedSubject: (name) => `आपकी लिस्टिंग मंज़ूर नहीं हुई: ${name}`,
    rejected: (name) => `आपकी लिस्टिंग "${name}" इस वजह से मंज़ूर नहीं हुई:`,
    editAndResend: 'इसे "मेरी लिस्टिंग" में बदलें और फिर से रिव्यू के लिए भेजें।',
    expiredSubject: (name) => `आपकी लिस्टिंग का समय खत्म हो गया: ${name}`,
    expired: (name) =>
      `आपकी लिस्टिंग "${name}" ${LISTING_LIVE_DAYS} दिन लाइव रही और अब इसका समय खत्म हो गया है: अब यह साइट पर नहीं दिखती।`,
    renewOrClose: `इसे फिर से ${LISTING_LIVE_DAYS} दिन दिखाने के लिए "मेरी लिस्टिंग" में रिन्यू करें, या "बिक गई" या "किराये पर गई" मार्क करें।`,
  },
};

export function listingApprovedMail(
  to: string,
  name: string,
  expiresAt: string | null,
  language: Language,
): MailMessage {
  const texts = TEXTS[language];
  return {
    to,
    subject: texts.approvedSubject(name),
    language,
    text: [
      texts.approved(name),
      expiresAt ? texts.liveUntil(expiresAt) : '',
      '',
      texts.myListings,
    ].join('\n'),
    outboxLog: { listing: name, decision: 'approved' },
  };
}

export function listingRejectedMail(
  to: string,
  name: string,
  reason: string,
  language: Language,
): MailMessage {
  const texts = TEXTS[language];
  return {
    to,
    subject: texts.rejectedSubject(name),
    language,
    text: [texts.rejected(name), '', reason, '', texts.editAndResend].join('\n'),
    outboxLog: { listing: name, decision: 'rejected' },
  };
}

export function listingExpiredMail(to: string, name: string, language: Language): MailMessage {
  const texts = TEXTS[language];
  return {
    to,
    subject: texts.expiredSubject(name),
    language,
    text: [texts.expired(name), '', texts.renewOrClose].join('\n'),
    outboxLog: { listing: name, expired: 'true' },
  };
}
