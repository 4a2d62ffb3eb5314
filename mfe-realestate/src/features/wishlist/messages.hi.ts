// The saved properties page's texts in Hindi (docs/i18n.md, glossary).
import type { Translation } from '@marketplace/shared/ui';
import type { WISHLIST_TEXT } from './messages';

const WISHLIST_TEXT_HI: Translation<typeof WISHLIST_TEXT> = {
  heading: 'सेव की गई प्रॉपर्टी',
  count: (n) => `${n} सेव की गई प्रॉपर्टी`,
  loggedOutHint: 'ये इसी डिवाइस पर सेव हैं। हर डिवाइस पर अपने अकाउंट में रखने के लिए लॉगिन करें।',
  login: 'लॉगिन करें',
  loading: 'सेव की गई प्रॉपर्टी लोड हो रही हैं',
  emptyTitle: 'अभी कोई प्रॉपर्टी सेव नहीं की गई',
  emptyText: 'किसी भी लिस्टिंग पर दिल का निशान दबाएँ, वह बाद के लिए यहाँ रहेगी।',
  browse: 'प्रॉपर्टी देखें',
  errorTitle: 'आपकी सेव की गई प्रॉपर्टी लोड नहीं हो सकीं',
  tryAgain: 'फिर से कोशिश करें',
};

export default WISHLIST_TEXT_HI;
