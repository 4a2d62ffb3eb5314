import type { Translation } from '@marketplace/shared/ui';
import type { SERVICE_MESSAGES } from './messages';

const messages: Translation<typeof SERVICE_MESSAGES> = {
  notFoundTitle: 'सर्विस नहीं मिली',
  notFoundBody: 'आप जो सर्विस ढूँढ रहे हैं, वह हमें नहीं मिली।',
  backHome: 'होम पर वापस जाएँ',
  included: 'इसमें क्या-क्या शामिल है',
  startingAt: 'शुरुआती दाम',
  priceLabel: 'दाम',
  priceNote: '*काम शुरू करने से पहले, जाँच के बाद आख़िरी दाम पक्का किया जाता है',
  bookWhatsapp: 'WhatsApp पर बुक करें',
  call: 'कॉल करके बुक करें',
  allServices: 'सारी सर्विस',
};

export default messages;
