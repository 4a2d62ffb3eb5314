import type { Translation } from '@marketplace/shared/ui';
import type { MAINTENANCE_TEXTS } from './catalogue';

const messages: Translation<typeof MAINTENANCE_TEXTS> = {
  heroTitle: 'मेंटेनेंस और मैनपावर सर्विस',
  heroSubtitle:
    'वेरिफ़ाइड हाउसकीपिंग स्टाफ़, लाइसेंस वाले सिक्योरिटी गार्ड और सेवा-भाव वाले केयरगिवर: एक भरोसेमंद टीम रखती है और उनकी देखरेख करती है।',
  statsLabel: 'आँकड़ों में मेंटेनेंस',
  servicesHeading: 'हमारी सर्विस',
  servicesIntro: 'कोई सर्विस चुनें और देखें उसमें क्या-क्या मिलता है, या जल्दी कोटेशन के लिए हमें मैसेज करें।',
  viewDetails: 'पूरी जानकारी देखें',
  whatsapp: 'WhatsApp',
  call: 'कॉल करें',
  whyHeading: 'हमें क्यों चुनें',
  consultationHeading: 'पक्का नहीं पता कि क्या चाहिए?',
  consultationBody: 'अपने घर, ऑफ़िस या परिवार के सदस्य के बारे में बताइए, हम सही स्टाफ़ सुझाएँगे।',
  consultationLink: 'WhatsApp पर फ़्री सलाह लें',
  // The WhatsApp message goes to the business, which reads it in English.
  consultationService: 'maintenance and manpower',
  loadingService: 'सर्विस लोड हो रही है',
  notFoundTitle: 'सर्विस नहीं मिली',
  notFoundBody: 'आप जो मेंटेनेंस सर्विस ढूँढ रहे हैं, वह हमें नहीं मिली।',
  backToServices: 'सर्विस पर वापस जाएँ',
  pricesVary: '*आपकी ज़रूरत के हिसाब से दाम बदल सकते हैं',
  welcome: (name: string) => `${name} में आपका स्वागत है`,
  galleryHeading: 'गैलरी',
  galleryLabel: (index: number, total: number) => `गैलरी की ${total} में से ${index} तस्वीर`,
  showImage: (index: number, label: string) => `तस्वीर ${index} दिखाएँ: ${label}`,
  featuresHeading: 'आपको क्या मिलेगा',
  assuranceLabel: 'हमारा भरोसा',
  pricingHeading: 'दाम',
  bookWhatsapp: 'WhatsApp पर बुक करें',
  callNow: 'अभी कॉल करें',
  aboutHeading: 'इस सर्विस के बारे में',
  exploreHeading: 'और सर्विस देखें',
  ctaHeading: 'शुरू करने के लिए तैयार हैं?',
  ctaBody: 'अभी मैसेज करें, हमारे कोऑर्डिनेटर आपको कॉल करके उपलब्धता और कोटेशन बताएँगे।',
  assurances: [
    { title: 'क्वालिटी की गारंटी', text: 'पसंद नहीं आया? बिना किसी अतिरिक्त खर्च के हम ठीक करेंगे।' },
    { title: '24/7 सपोर्ट', text: 'कोऑर्डिनेटर किसी भी समय उपलब्ध है।' },
    { title: 'अनुभवी टीम', text: 'वेरिफ़ाइड, ट्रेनिंग पाए और देखरेख में काम करने वाले लोग।' },
    { title: 'प्रीमियम सामान', text: 'अच्छे उपकरण और सुरक्षित, सर्टिफ़ाइड प्रोडक्ट।' },
  ],
  whyChoose: [
    {
      title: 'वेरिफ़ाइड लोग',
      description: 'हर स्टाफ़ का पुलिस वेरिफ़िकेशन होता है और काम पर भेजने से पहले ट्रेनिंग दी जाती है।',
    },
    {
      title: 'फ़्री बदली',
      description: 'अगर कोई नहीं आ पाता, तो बिना अतिरिक्त खर्च के ट्रेनिंग पाया दूसरा व्यक्ति आता है।',
    },
    {
      title: 'साफ़-साफ़ दाम',
      description: 'महीने, दिन या हर विज़िट के साफ़ रेट, कोई छिपा चार्ज नहीं।',
    },
    {
      title: '24/7 सपोर्ट',
      description: 'बदलाव हो या इमरजेंसी, कोऑर्डिनेटर से किसी भी समय बात करें।',
    },
  ],
};

export default messages;
