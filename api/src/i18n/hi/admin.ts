import { ADMIN_MESSAGES } from '@marketplace/shared/contracts';
import {
  REJECTION_REASON_LENGTH,
  REJECTION_REASON_MESSAGES,
} from '@marketplace/shared/contracts-posting';
import type { Translation } from '../translation';

export const ADMIN_MESSAGES_HI: Translation<typeof ADMIN_MESSAGES> = {
  enquiryNotFound: 'पूछताछ नहीं मिली',
  enquiryHandled: 'पूछताछ निपटी हुई मार्क हो गई',
  enquiryReopened: 'पूछताछ फिर से बाकी मार्क हो गई',
  accessRequired: 'एडमिन एक्सेस ज़रूरी है',
};

/** The rejection reason's checks (the decisions' own answers are POSTING_MESSAGES'). */
export const REJECTION_REASON_MESSAGES_HI: Translation<typeof REJECTION_REASON_MESSAGES> = {
  tooShort: `वजह कम से कम ${REJECTION_REASON_LENGTH.min} अक्षर की होनी चाहिए`,
  tooLong: `वजह ज़्यादा से ज़्यादा ${REJECTION_REASON_LENGTH.max} अक्षर की हो सकती है`,
};
