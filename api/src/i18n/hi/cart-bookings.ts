import { ADDRESS_LIMIT, BOOKING_MESSAGES, type BookingStatus } from '@marketplace/shared/contracts';
import { CART_MESSAGES } from '@marketplace/shared/contracts-cart';
import type { Translation } from '../translation';

export const CART_MESSAGES_HI: Translation<typeof CART_MESSAGES> = {
  added: 'आइटम कार्ट में जोड़ दिया गया',
  quantityUpdated: 'संख्या अपडेट हो गई',
  removed: 'आइटम कार्ट से हटा दिया गया',
  cleared: 'कार्ट खाली कर दिया गया',
  itemNotFound: 'आइटम नहीं मिला',
  lineNotFound: 'कार्ट में यह आइटम नहीं मिला',
  authRequired: 'पहले लॉगिन करें',
};

/** A booking's status as the Hindi answers and e-mails name it. */
export const BOOKING_STATUS_HI: Record<BookingStatus, string> = {
  requested: 'कन्फ़र्मेशन बाकी',
  confirmed: 'कन्फ़र्म',
  completed: 'पूरी हुई',
  cancelled: 'कैंसल',
};

export const BOOKING_MESSAGES_HI: Translation<typeof BOOKING_MESSAGES> = {
  cartEmpty: 'आपका कार्ट खाली है!',
  itemUnavailable: 'आपके कार्ट का एक आइटम अब उपलब्ध नहीं है। उसे कार्ट से हटाकर फिर से कोशिश करें।',
  booked: 'बुकिंग मिल गई',
  cancelled: 'बुकिंग कैंसल हो गई',
  notFound: 'बुकिंग नहीं मिली',
  addressNotFound: 'पता नहीं मिला',
  addressRequired: 'कोई सेव किया हुआ पता चुनें या नया पता लिखें',
  addressLimit: `आप ज़्यादा से ज़्यादा ${ADDRESS_LIMIT} पते सेव कर सकते हैं। नया जोड़ने के लिए एक पता हटाएँ।`,
  addressSaved: 'पता सेव हो गया',
  addressDeleted: 'पता हटा दिया गया',
  dateOutOfRange: 'अगले 7 दिनों में से कोई तारीख चुनें',
  slotInvalid: 'दिए गए स्लॉट में से एक चुनें',
  slotPast: 'यह स्लॉट शुरू हो चुका है। कृपया बाद का स्लॉट चुनें।',
  slotFull: 'यह स्लॉट पूरा भर गया है। कृपया दूसरा स्लॉट चुनें।',
  cancelTooLate: 'यह बुकिंग 3 घंटे के अंदर शुरू होती है, इसलिए अब ऑनलाइन कैंसल नहीं हो सकती',
  cancelNotAllowed: 'यह बुकिंग अब कैंसल नहीं हो सकती',
  idempotencyKeyRequired: 'Idempotency-Key हेडर ज़रूरी है',
  transitionNotAllowed: (from: BookingStatus, to: BookingStatus) =>
    `बुकिंग की स्थिति "${BOOKING_STATUS_HI[from]}" से "${BOOKING_STATUS_HI[to]}" नहीं बदली जा सकती`,
  completeTooEarly: 'बुकिंग को पूरी तभी मार्क कर सकते हैं जब उसका स्लॉट शुरू हो चुका हो',
  statusChanged: (status: BookingStatus) => `बुकिंग की स्थिति अब "${BOOKING_STATUS_HI[status]}" है`,
};
