import {
  ENQUIRY_MESSAGES,
  SUBSCRIPTION_DATE_MESSAGES,
  SUBSCRIPTION_START_MAX_DAYS,
  VISIT_DATE_MESSAGES,
  VISIT_DAYS_AHEAD,
  VISIT_HOURS,
} from '@marketplace/shared/contracts';
import type { API_MESSAGES } from '../../messages';
import type { Translation } from '../translation';

export const API_MESSAGES_HI: Translation<typeof API_MESSAGES> = {
  internal: 'सर्वर में कोई गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  routeNotFound: 'यह पता नहीं मिला',
  fileNotFound: 'फ़ाइल नहीं मिली',
  notFound: 'नहीं मिला',
  databaseDown: 'डेटाबेस अभी उपलब्ध नहीं है',
};

export const ENQUIRY_MESSAGES_HI: Translation<typeof ENQUIRY_MESSAGES> = {
  contactRequired: 'कृपया सभी ज़रूरी जानकारी भरें',
  contactSuccess: 'धन्यवाद! आपका मैसेज भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे!',
  applicationSuccess: 'आपका आवेदन भेज दिया गया है!',
  received: 'आपकी पूछताछ मिल गई',
  rateLimited: 'बहुत ज़्यादा रिक्वेस्ट हो गईं, कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  sendFailed: 'आपका मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
};

export const VISIT_DATE_MESSAGES_HI: Translation<typeof VISIT_DATE_MESSAGES> = {
  invalid: 'तारीख सही होनी चाहिए (YYYY-MM-DD)',
  past: 'तारीख आज की या बाद की होनी चाहिए',
  tooFar: `तारीख अगले ${VISIT_DAYS_AHEAD} दिनों के अंदर होनी चाहिए`,
  time: 'समय सही होना चाहिए (HH:MM)',
  hours: `विज़िट ${VISIT_HOURS.from} से ${VISIT_HOURS.to} के बीच बुक हो सकती है (भारतीय समय)`,
  timePassed: 'आज यह समय निकल चुका है। कृपया बाद का समय चुनें।',
};

export const SUBSCRIPTION_DATE_MESSAGES_HI: Translation<typeof SUBSCRIPTION_DATE_MESSAGES> = {
  required: 'शुरू होने की तारीख ज़रूरी है',
  invalid: 'शुरू होने की तारीख सही होनी चाहिए (YYYY-MM-DD)',
  tooSoon: 'शुरू होने की तारीख कल या उसके बाद की होनी चाहिए',
  tooLate: `शुरू होने की तारीख ${SUBSCRIPTION_START_MAX_DAYS} दिनों के अंदर होनी चाहिए`,
};
