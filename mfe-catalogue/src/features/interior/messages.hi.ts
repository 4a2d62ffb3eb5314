import type { Translation } from '@marketplace/shared/ui';
import { INTERIOR_NAMES_HI } from '@marketplace/shared/catalogue-hi';
import type { INTERIOR_TEXTS } from './catalogue';

/** A name the tree does not hold (an older design's) is shown as it was written. */
const hindiName = (name: string): string =>
  (INTERIOR_NAMES_HI as Record<string, string | undefined>)[name] ?? name;

const messages: Translation<typeof INTERIOR_TEXTS> = {
  heroTitle: 'प्रीमियम इंटीरियर डिज़ाइन',
  heroSubtitle:
    'लिविंग रूम, बेडरूम, किचन, ऑफ़िस और कमर्शियल जगहें, आपके रहने और काम करने के ढंग के हिसाब से डिज़ाइन।',
  searchPlaceholder: 'इंटीरियर डिज़ाइन खोजें...',
  searchLabel: 'इंटीरियर डिज़ाइन खोजें',
  filters: 'फ़िल्टर',
  priceLabel: 'दाम की रेंज',
  displayLabel: 'दिखाने का तरीका',
  gridView: 'ग्रिड में देखें',
  listView: 'लिस्ट में देखें',
  catalogueHeading: 'हमारे डिज़ाइन देखें',
  stylesHeading: 'लोकप्रिय स्टाइल',
  categoriesLabel: 'डिज़ाइन कैटेगरी',
  subCategoriesLabel: 'सब-कैटेगरी',
  noDesigns: 'कोई डिज़ाइन नहीं मिला',
  emptyWithSearch: 'खोज या फ़िल्टर बदलकर देखें',
  emptyCategory: 'इस कैटेगरी के लिए अभी हमारे पास तैयार डिज़ाइन नहीं हैं',
  customTitle: 'अपनी पसंद का डिज़ाइन चाहिए?',
  customBody: 'अपनी जगह के बारे में बताइए, हमारे डिज़ाइनर सिर्फ़ आपके लिए कॉन्सेप्ट बनाएँगे।',
  customAction: 'डिज़ाइनर से बात करें',
  quickView: 'झलक देखें',
  viewDetails: 'पूरी जानकारी देखें',
  inquire: 'पूछताछ करें',
  processHeading: 'हमारा डिज़ाइन का तरीका',
  ctaHeading: 'फ़्री डिज़ाइन सलाह बुक करें',
  ctaBody: 'अपना फ़्लोर प्लान और स्टाइल के आइडिया भेजें; एक दिन के अंदर डिज़ाइनर आपको कॉल करेंगे।',
  ctaWhatsApp: 'WhatsApp पर बात करें',
  furnitureHeading: 'फ़र्नीचर और फ़िट-आउट',
  furnitureTabsLabel: 'फ़र्नीचर कैटेगरी',
  customization: '*अपनी पसंद से बदलाव करवा सकते हैं',
  exploreMore: 'और देखें',
  showLess: 'कम दिखाएँ',
  getQuote: 'कोटेशन पाएँ',
  loadMore: 'और डिज़ाइन दिखाएँ',
  notFoundTitle: 'डिज़ाइन नहीं मिला',
  notFoundBody: 'आप जो इंटीरियर डिज़ाइन ढूँढ रहे हैं, वह हमें नहीं मिला।',
  backToDesigns: 'इंटीरियर डिज़ाइन पर वापस जाएँ',
  favouriteOf: (name: string) => `पसंदीदा: ${name}`,
  quickViewOf: (name: string) => `${name} की झलक देखें`,
  viewDetailsOf: (name: string) => `${name} की पूरी जानकारी देखें`,
  heroAlt: 'सजे हुए लिविंग रूम का चित्र',
  designAlt: (name: string) => `${name} का चित्र`,
  included: 'इसमें क्या-क्या शामिल है',
  save: (amount: string) => `${amount} की बचत`,
  duration: (duration: string) => `समय: ${duration}`,
  category: 'कैटेगरी',
  price: 'दाम',
  durationLabel: 'समय',
  rating: 'रेटिंग',
  reviews: (rating: number, reviews: number) => `${rating} (${reviews} रिव्यू)`,
  reviewsAndProjects: (rating: number, reviews: number, projects: number) =>
    `${rating} (${reviews} रिव्यू) · ${projects} प्रोजेक्ट पूरे`,
  originalPrice: 'पहले का दाम:',
  portfolio: 'पोर्टफ़ोलियो',
  projects: (count: number) => `${count} प्रोजेक्ट`,
  footerLabel: 'इंटीरियर डिज़ाइन की जानकारी',
  footerServices: 'सर्विस',
  footerStyles: 'स्टाइल',
  footerContact: 'संपर्क',
  categoryDesign: (category: string) => `${category} डिज़ाइन`,
  categoryName: hindiName,
  resultLine: (count: number, subCategory: string, search: string) => {
    const term = search.trim();
    const matching = term ? ` "${term}" से मिलते` : '';
    return `${subCategory} में${matching} ${count} प्रीमियम डिज़ाइन`;
  },
  callLabel: 'कॉल:',
  emailLabel: 'ईमेल:',
  priceBands: {
    all: 'सभी दाम',
    low: '₹1 लाख से कम',
    medium: '₹1-2 लाख',
    high: '₹2 लाख से ज़्यादा',
  },
  process: [
    { title: 'सलाह', text: 'हम आते हैं, नाप लेते हैं और सुनते हैं कि आप जगह को कैसा महसूस करना चाहते हैं।' },
    { title: '3D डिज़ाइन', text: 'काम शुरू होने से पहले अपने कमरे का असली जैसा 3D रूप देखें।' },
    { title: 'सामान का चुनाव', text: 'हमारे डिज़ाइनर के साथ फ़िनिश, कपड़े और फ़िटिंग चुनें।' },
    { title: 'काम पूरा करना', text: 'हमारे अपने कारीगर तय समय में बनाते और लगाते हैं।' },
  ],
  furnitureTabs: {
    'modular-kitchen':
      'भारतीय खाना पकाने के हिसाब से नाप से बने किचन: नमी से बचने वाले कैबिनेट, सॉफ़्ट-क्लोज़ हार्डवेयर और समझदारी भरी स्टोरेज।',
    'home-furniture':
      'सोफ़ा, बेड, डाइनिंग सेट और TV यूनिट, हमारी वर्कशॉप में आपके कमरे के साइज़, कपड़े और फ़िनिश के हिसाब से बने।',
    'office-furniture': 'वर्कस्टेशन, केबिन और मीटिंग टेबल: आरामदेह, टिकाऊ और प्रोफ़ेशनल लुक वाले।',
    wardrobes: 'खुलने वाली, स्लाइडिंग और वॉक-इन अलमारी, अंदर की बनावट आपके सामान के हिसाब से।',
    doors: 'मेन डोर, कमरों के दरवाज़े और चौखट: सॉलिड लकड़ी, विनियर या लैमिनेट में, अच्छे हार्डवेयर के साथ।',
    'restaurant-hotel': 'रेस्टोरेंट, कैफ़े और होटल के लिए मज़बूत सीटिंग, काउंटर और कमरों का फ़र्नीचर।',
  },
  furnitureNames: {
    'modular-kitchen': 'मॉड्यूलर किचन',
    'home-furniture': 'घर का फ़र्नीचर',
    'office-furniture': 'ऑफ़िस फ़र्नीचर',
    wardrobes: 'अलमारी',
    doors: 'दरवाज़े और चौखट',
    'restaurant-hotel': 'रेस्टोरेंट / होटल फ़र्नीचर',
  },
  styles: {
    Modern: 'मॉडर्न',
    Classic: 'क्लासिक',
    Minimal: 'मिनिमल',
    Luxury: 'लग्ज़री',
    Industrial: 'इंडस्ट्रियल',
  },
};

export default messages;
