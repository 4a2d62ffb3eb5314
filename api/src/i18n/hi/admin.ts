import { ADMIN_MESSAGES } from '@marketplace/shared/contracts';
import {
  POSTING_MESSAGES,
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

/** What a moderator meets: the decisions' answers and the reason's checks. */
export const MODERATION_MESSAGES = {
  approved: POSTING_MESSAGES.approved,
  rejected: POSTING_MESSAGES.rejected,
  reasonRequired: POSTING_MESSAGES.reasonRequired,
  reviewGone: POSTING_MESSAGES.reviewGone,
  ...REJECTION_REASON_MESSAGES,
} as const;

export const MODERATION_MESSAGES_HI: Translation<typeof MODERATION_MESSAGES> = {
  approved: 'लिस्टिंग मंज़ूर हुई: अब यह लाइव है',
  rejected: 'लिस्टिंग नामंज़ूर हुई: लिस्टर को वजह बता दी गई है',
  reasonRequired: 'लिस्टर के लिए वजह लिखें',
  reviewGone: 'यह लिस्टिंग अब रिव्यू के इंतज़ार में नहीं है: किसी ने इस पर फ़ैसला कर दिया है।',
  tooShort: `वजह कम से कम ${REJECTION_REASON_LENGTH.min} अक्षर की होनी चाहिए`,
  tooLong: `वजह ज़्यादा से ज़्यादा ${REJECTION_REASON_LENGTH.max} अक्षर की हो सकती है`,
};
