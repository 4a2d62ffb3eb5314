import type { Translation } from '@marketplace/shared/ui';
import type { CONSTRUCTION_TEXTS } from './catalogue';

const messages: Translation<typeof CONSTRUCTION_TEXTS> = {
  heroTitle: 'भरोसे के साथ अपने सपनों का घर बनाएँ',
  heroSubtitle:
    'प्रति स्क्वेयर फ़ुट साफ़ दाम, सर्टिफ़ाइड इंजीनियर और समय पर घर की चाबी: अपनी योजना के हिसाब से पैकेज चुनें।',
  heroAlt: 'क्रेन और नए घरों वाली कंस्ट्रक्शन साइट का चित्र',
  viewPackages: 'पैकेज देखें',
  freeConsultation: 'WhatsApp पर फ़्री सलाह लें',
  reasonsHeading: 'हमारे साथ क्यों बनाएँ',
  packagesHeading: 'हमारे कंस्ट्रक्शन पैकेज',
  packagesIntro: 'तीन पैकेज, देखभाल एक जैसी। पैकेज चुनें और देखें उसमें क्या-क्या शामिल है।',
  viewPlatinumDetails: 'प्लैटिनम की पूरी जानकारी',
  viewDetails: 'पूरी जानकारी देखें',
  notFoundTitle: 'पैकेज नहीं मिला',
  notFoundBody: 'आप जो कंस्ट्रक्शन पैकेज ढूँढ रहे हैं, वह हमें नहीं मिला।',
  backToPackages: 'पैकेज पर वापस जाएँ',
  benefitsHeading: 'पैकेज के फ़ायदे',
  overviewHeading: 'पैकेज की जानकारी',
  processHeading: 'कंस्ट्रक्शन कैसे होता है',
  ctaHeading: 'घर बनाना शुरू करने के लिए तैयार हैं?',
  ctaBody: 'अपने प्लॉट का साइज़ और ज़रूरतें बताइए, हम पूरा कोटेशन भेजेंगे, बिना किसी बंधन के।',
  getQuote: 'WhatsApp पर कोटेशन पाएँ',
  compareOther: 'दूसरे पैकेज से तुलना करें',
  pricingNote: 'आख़िरी दाम प्लॉट के साइज़ और स्पेसिफ़िकेशन पर निर्भर है',
  // A developer's message in the console, not shown on the page.
  storageWarning: 'Could not save construction packages to local storage',
  statsLabel: 'हमारा कंस्ट्रक्शन रिकॉर्ड',
  viewDetailsOf: (name: string) => `${name} की पूरी जानकारी देखें`,
  pricing: 'दाम',
  timeline: 'समय',
  value: 'फ़ायदा',
  investment: 'निवेश',
  warranty: 'वारंटी',
  pictureAlt: (name: string) => `${name} से बना एक घर`,
  featuresLabel: (name: string) => `${name} में क्या मिलता है`,
  warrantyTitle: 'स्ट्रक्चरल वारंटी',
  warrantyText: (warranty: string) => `${warranty} की लिखित स्ट्रक्चरल वारंटी।`,
  pricingTitle: 'साफ़ दाम',
  pricingText: (price: string) => `${price}, लिखित काम के ब्योरे के साथ।`,
  supervisionTitle: 'पूरी देखरेख',
  supervisionText: 'हर चरण को साइट इंजीनियर जाँचते हैं।',
  handoverTitle: 'समय पर चाबी',
  handoverText: (timeline: string) => `आम तौर पर ${timeline} में पूरा।`,
  reasons: [
    {
      title: 'सर्टिफ़ाइड इंजीनियर',
      text: 'हर साइट योग्य सिविल इंजीनियर चलाते हैं, रोज़ की देखरेख के साथ।',
    },
    {
      title: 'जाँचा हुआ सामान',
      text: 'ब्रांडेड सीमेंट, TMT स्टील और फ़िटिंग, टेस्ट रिपोर्ट आप खुद देख सकते हैं।',
    },
    {
      title: 'साफ़ दाम',
      text: 'प्रति स्क्वेयर फ़ुट साफ़ रेट और लिखित काम का ब्योरा: कोई छिपा चार्ज नहीं।',
    },
    {
      title: 'स्ट्रक्चरल वारंटी',
      text: 'हर घर सौंपते समय 10 साल तक की लिखित स्ट्रक्चरल वारंटी।',
    },
  ],
  process: [
    { title: 'प्लानिंग और डिज़ाइन', text: 'साइट विज़िट, मिट्टी की जाँच, नक्शे और मंज़ूरी।' },
    { title: 'नींव का काम', text: 'खुदाई, फ़ुटिंग और प्लिंथ, स्ट्रक्चरल डिज़ाइन के हिसाब से।' },
    {
      title: 'निर्माण',
      text: 'ढाँचा, चिनाई, प्लंबिंग और बिजली का काम, हर हफ़्ते प्रगति की जानकारी के साथ।',
    },
    { title: 'फ़िनिशिंग', text: 'फ़्लोरिंग, पेंट, फ़िटिंग, आख़िरी जाँच और घर सौंपना।' },
  ],
};

export default messages;
