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
};

export default messages;
