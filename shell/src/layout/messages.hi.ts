import { BUSINESS } from '@marketplace/shared/config';
import type { Translation } from '@marketplace/shared/ui';
import type { LAYOUT_MESSAGES } from './messages';

const messages: Translation<typeof LAYOUT_MESSAGES> = {
  logoutSuccess: 'आप लॉगआउट हो गए हैं!',
  logoutFailed: 'लॉगआउट नहीं हो सका। कृपया फिर से कोशिश करें।',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
  backHome: 'होम पर वापस जाएँ',
  login: 'लॉगिन',
  register: 'रजिस्टर करें',
  dashboard: 'डैशबोर्ड',
  myCart: 'मेरा कार्ट',
  myBookings: 'मेरी बुकिंग',
  wishlist: 'सेव की गई प्रॉपर्टी',
  myListings: 'मेरी लिस्टिंग',
  savedSearches: 'सेव की गई खोजें',
  logout: 'लॉगआउट',
  menu: 'मेनू',
  mainNav: 'मुख्य',
  mobileNav: 'मोबाइल',
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  logoAlt: `${BUSINESS.name} होम`,
  accountMenu: (name: string) => `${name} का अकाउंट मेनू`,
  cartCount: (count: number) => `(${count} आइटम)`,
  tagline: `${BUSINESS.tagline}: हम आपके घर को समझते हैं।`,
  footerAbout:
    'मध्य प्रदेश में होमकेयर, रियल एस्टेट, कंस्ट्रक्शन, इंटीरियर डिज़ाइन और मेंटेनेंस: जाँचे-परखे कारीगर, साफ़-साफ़ दाम।',
  copyright: `© ${BUSINESS.copyrightYear} ${BUSINESS.name}। सर्वाधिकार सुरक्षित।`,
  linkLabels: {
    Home: 'होम',
    Homecare: 'होमकेयर',
    'Real estate': 'रियल एस्टेट',
    Constructions: 'कंस्ट्रक्शन',
    'Interior Designing': 'इंटीरियर डिज़ाइन',
    Maintenance: 'मेंटेनेंस',
    About: 'हमारे बारे में',
    Careers: 'करियर',
    Contact: 'संपर्क करें',
    Reviews: 'रिव्यू',
    Services: 'सेवाएँ',
    Company: 'कंपनी',
    Legal: 'कानूनी',
    'Privacy Policy': 'प्राइवेसी पॉलिसी',
    'Terms and Conditions': 'नियम और शर्तें',
  },
  switchLanguage: 'English',
  switchLanguageTo: 'en',
  switchLanguageFailed: 'English could not be loaded. Check your connection and try again.',
};

export default messages;
