import type { Translation } from '@marketplace/shared/ui';
import type { HOME_MESSAGES } from './messages';

const messages: Translation<typeof HOME_MESSAGES> = {
  pageTitle: 'समझे आपको: होम सर्विस, कंस्ट्रक्शन, इंटीरियर और रियल एस्टेट',
  welcome: 'समझे आपको में आपका स्वागत है! हमारी प्रीमियम होम सर्विस देखें।',
  heroLabel: 'खास बातें',
  previousSlide: 'पिछली स्लाइड',
  nextSlide: 'अगली स्लाइड',
  goToSlide: (n: number) => `स्लाइड ${n} पर जाएँ`,
  slideOf: (n: number, total: number) => `${total} में से ${n}`,
  pause: 'स्लाइड शो रोकें',
  play: 'स्लाइड शो चलाएँ',
  exploreServices: 'सर्विस देखें',
  freeQuote: 'फ़्री कोटेशन पाएँ',
  mostBookedHeading: 'सबसे ज़्यादा बुक होने वाली सर्विस',
  mostBookedIntro: 'वे सर्विस जिन्हें हमारे ग्राहक बार-बार बुक करते हैं।',
  priceFrom: (figure: string) => `${figure} से शुरू`,
  previousServices: 'पिछली सर्विस',
  nextServices: 'अगली सर्विस',
  goToPosition: (n: number) => `${n} नंबर से सर्विस दिखाएँ`,
  testimonialsHeading: 'हमारे ग्राहक क्या कहते हैं',
  statsLabel: 'आँकड़ों में समझे आपको',
  showcaseHeading: 'हमारी खास सर्विस',
  showcaseIntro: 'आपके घर के हर हिस्से की प्रीमियम देखभाल।',
  eliteHeading: 'एलीट सर्विस',
  eliteIntro: 'आपके घर के सबसे बड़े फ़ैसलों के लिए अनुभवी टीमें।',
  eliteAction: 'देखें',
  categoriesHeading: 'हमारी कैटेगरी देखें',
  serviceStatsHeading: '10K+ मेंटेनेंस काम, लोगों का भरोसा',
  serviceStatsLabel: 'आँकड़ों में हमारा काम',
  galleryHeading: 'हमारी गैलरी',
  portfolioHeading: 'हमारा पोर्टफ़ोलियो',
  portfolioIntro: 'कुछ घर और जगहें, जिन्हें हमने बनाया, सजाया और सँभाला है।',
  visionHeading: 'हमारा विज़न',
  vision:
    'घर से जुड़ी हर बात के लिए भारत के परिवारों का भरोसेमंद नाम बनना: घर बनाना, सजाना, उसकी देखभाल करना और अगला घर ढूँढना। समझे आपको का मतलब है कि हम आपको समझते हैं, और हमारी हर सर्विस यहीं से शुरू होती है।',
  faqHeading: 'अक्सर पूछे जाने वाले सवाल',
  ctaHeading: 'अपने घर को नया रूप देने के लिए तैयार हैं?',
  ctaBody:
    'बताइए आपको क्या चाहिए: आज कोई मरम्मत, अगले महीने नया किचन या अपना खुद का घर। आगे का काम हम सँभाल लेंगे।',
  ctaContact: 'संपर्क करें',
  tiles: {
    showcase: {
      homecare: {
        label: 'प्रीमियम होमकेयर',
        subtitle: 'भरोसेमंद कारीगर, आपके घर पर',
        description: 'पेस्ट कंट्रोल, बढ़ईगीरी, AC और बिजली का काम, जाँचे-परखे कारीगरों से।',
      },
      'interior-design': {
        label: 'आपकी पसंद का इंटीरियर',
        subtitle: 'आपके हिसाब से डिज़ाइन',
        description: 'हर कमरे के लिए 3D डिज़ाइन, चुना हुआ सामान और शुरू से आखिर तक पूरा काम।',
      },
      'construction-site': {
        label: 'एलीट कंस्ट्रक्शन',
        subtitle: 'पीढ़ियों तक टिकने वाला',
        description: 'प्लैटिनम, गोल्ड और सिल्वर पैकेज, प्रति वर्ग फ़ीट साफ़ दाम के साथ।',
      },
      cleaning: {
        label: 'चमचमाती सफ़ाई',
        subtitle: 'हर बार बेदाग',
        description: 'किचन, बाथरूम और पूरे घर की गहरी सफ़ाई, सुरक्षित प्रोडक्ट से।',
      },
    },
    elite: {
      villa: {
        label: 'टर्नकी कंस्ट्रक्शन',
        description: 'शुरू से आखिर तक आपके घर का निर्माण, स्ट्रक्चर की वारंटी के साथ।',
      },
      kitchen: {
        label: 'सिग्नेचर इंटीरियर',
        description: 'मॉड्यूलर किचन, वॉर्डरोब और पूरे घर का इंटीरियर।',
      },
      apartment: {
        label: 'वेरिफ़ाइड प्रॉपर्टी',
        description: 'भरोसेमंद बिल्डरों के घर और प्लॉट, साइट विज़िट की व्यवस्था के साथ।',
      },
      homecare: {
        label: 'मेंटेनेंस और मैनपावर',
        description: 'हाउसकीपिंग, सिक्योरिटी और मरीज़ की देखभाल के लिए भरोसेमंद स्टाफ़।',
      },
    },
    categories: {
      '/interior': { name: 'इंटीरियर डिज़ाइन', description: 'लिविंग रूम, किचन, बेडरूम और ऑफ़िस' },
      '/real-estate': { name: 'रियल एस्टेट', description: 'वेरिफ़ाइड घर, फ़्लैट और प्लॉट' },
      '/homecare': { name: 'होमकेयर', description: 'पेस्ट कंट्रोल, बढ़ईगीरी, AC और भी बहुत कुछ' },
      '/constructions': { name: 'कंस्ट्रक्शन', description: 'प्लैटिनम, गोल्ड और सिल्वर पैकेज' },
      '/maintenance': { name: 'मेंटेनेंस', description: 'हाउसकीपिंग, सिक्योरिटी और मरीज़ की देखभाल' },
    },
    gallery: {
      'dream-home': 'परिवार का घर, जबलपुर',
      kitchen: 'मॉड्यूलर किचन',
      bedroom: 'मास्टर बेडरूम',
      'construction-site': 'साइट पर बनता घर',
      'interior-design': 'मॉडर्न लिविंग रूम',
      bathroom: 'स्पा जैसा बाथरूम',
      garden: 'सजा हुआ बगीचा',
      office: 'होम ऑफ़िस',
    },
    portfolio: {
      villa: 'इंडिपेंडेंट विला',
      apartment: 'फ़्लैट इंटीरियर',
      kitchen: 'आइलैंड किचन',
      office: 'क्लिनिक का इंटीरियर',
      bedroom: 'गेस्ट रूम का नया रूप',
      garden: 'टेरेस गार्डन',
    },
    cities: { jabalpur: 'जबलपुर', bhopal: 'भोपाल', indore: 'इंदौर' },
  },
};

export default messages;
