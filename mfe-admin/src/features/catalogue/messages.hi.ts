import {
  priceFigure,
  type CataloguePrice,
  type FurnitureCategoryId,
} from '@marketplace/shared/contracts';
import { HOMECARE_NAMES_HI, INTERIOR_NAMES_HI } from '@marketplace/shared/catalogue-hi';
import type { Translation } from '@marketplace/shared/ui';
import { catalogueCheckHi } from './checks.hi';
import { when } from './components/when';
import type { CATALOGUE_TEXT } from './messages';

/**
 * The category trees' names, the catalogue pages' own words (a name not in a tree, an older
 * item's, is shown as stored).
 */
const CATEGORY_NAMES_HI: Readonly<Record<string, string | undefined>> = {
  ...HOMECARE_NAMES_HI,
  ...INTERIOR_NAMES_HI,
};

/** The admin's names of the furniture tabs a furniture item is filed under. */
const FURNITURE_TABS_HI: Record<FurnitureCategoryId, string> = {
  'modular-kitchen': 'मॉड्यूलर किचन',
  'home-furniture': 'घर का फ़र्नीचर',
  'office-furniture': 'ऑफ़िस फ़र्नीचर',
  wardrobes: 'अलमारी',
  doors: 'दरवाज़े और चौखट',
  'restaurant-hotel': 'रेस्टोरेंट / होटल फ़र्नीचर',
};

const CATALOGUE_TEXT_HI: Translation<typeof CATALOGUE_TEXT> = {
  heading: 'कैटलॉग',
  intro:
    'साइट पर जो दिखता है, उसे यहाँ बदलें। एडमिन के पब्लिश करने तक बदलाव ड्राफ़्ट रहते हैं; हर पब्लिश सँभाला जाता है और वापस लाया जा सकता है।',
  kind: 'आइटम का प्रकार',
  kinds: {
    service: 'होम सर्विस',
    homecare: 'होमकेयर',
    maintenance: 'मेंटेनेंस और मैनपावर',
    package: 'कंस्ट्रक्शन पैकेज',
    design: 'इंटीरियर डिज़ाइन',
    furniture: 'फ़र्नीचर',
    slide: 'होम पेज की स्लाइड',
    faq: 'सवाल-जवाब (FAQ)',
    figure: 'आँकड़े',
    testimonial: 'ग्राहकों की राय',
  },
  search: 'इस प्रकार में खोजें',
  newItem: 'नया आइटम',
  loading: 'कैटलॉग लोड हो रहा है...',
  empty: 'इस प्रकार का अभी कोई आइटम नहीं है।',
  noMatch: (q: string) => `इस प्रकार के किसी आइटम में "${q}" नहीं मिला।`,
  listLabel: 'कैटलॉग के आइटम',
  published: (id: number, at: string, by: string | null) =>
    `साइट पर वर्ज़न ${id} दिख रहा है, पब्लिश ${at}${by ? `, ${by} ने किया` : ''}।`,
  neverPublished: 'अभी कुछ भी पब्लिश नहीं हुआ है।',
  unpublished: (n: number) =>
    n === 0 ? 'हर ड्राफ़्ट पब्लिश हो चुका है।' : `${n} बदलाव अभी पब्लिश नहीं हुए हैं।`,
  publish: 'पब्लिश करें',
  publishing: 'पब्लिश हो रहा है...',
  publishOnlyAdmins: 'सिर्फ़ एडमिन पब्लिश कर सकते हैं। एडमिन के पब्लिश करने तक आपके बदलाव ड्राफ़्ट में सेव रहेंगे।',
  states: {
    published: 'पब्लिश हुआ',
    changed: 'बदला गया, पब्लिश नहीं',
    new: 'नया, पब्लिश नहीं',
  },
  hidden: 'छुपा हुआ',
  edit: 'बदलें',
  hide: 'छुपाएँ',
  show: 'दिखाएँ',
  moveUp: (title: string) => `${title} को ऊपर करें`,
  moveDown: (title: string) => `${title} को नीचे करें`,
  editing: (title: string) => `${title} बदलें`,
  creating: (kind: string) => `नया आइटम: ${kind}`,
  visible: 'साइट पर दिखे (पब्लिश होने के बाद)',
  save: 'ड्राफ़्ट सेव करें',
  saving: 'सेव हो रहा है...',
  cancel: 'कैंसल करें',
  fixErrors: 'सेव करने से पहले कुछ फ़ील्ड ठीक करनी होंगी।',
  loadTheirs: 'उनका वर्ज़न लोड करें',
  preview: 'प्रीव्यू: ग्राहकों को कार्ड ऐसा दिखेगा',
  upload: 'फ़ोटो अपलोड करें',
  replace: 'फ़ोटो बदलें',
  uploading: 'अपलोड हो रहा है...',
  remove: 'हटाएँ',
  addPicture: 'फ़ोटो जोड़ें',
  pictureLabel: (n: number) => `फ़ोटो ${n} का लेबल`,
  pictureTypes: 'PNG, JPG, GIF या WebP, 10 MB तक',
  noPicture: 'कोई फ़ोटो नहीं',
  priceKind: 'दाम कैसे लिया जाता है',
  priceKinds: {
    fixed: 'हर विज़िट का: कार्ट में बुक होता है',
    monthly: 'हर महीने का: सब्सक्रिप्शन का अनुरोध',
    from: 'शुरुआती दाम: कोटेशन का अनुरोध',
  },
  amount: 'दाम (₹)',
  upTo: 'अधिकतम दाम (₹, ज़रूरी नहीं)',
  unit: 'इकाई',
  unitHint: 'जैसे per visit, per day, per sq ft',
  noRelated: 'कोई नहीं',
  versions: 'वर्ज़न',
  loadingVersions: 'वर्ज़न लोड हो रहे हैं...',
  hideVersions: 'वर्ज़न छुपाएँ',
  versionsLabel: 'पब्लिश हुए वर्ज़न',
  version: (id: number) => `वर्ज़न ${id}`,
  current: 'अभी साइट पर',
  restoredFrom: (id: number) => `वर्ज़न ${id} से वापस लाया गया`,
  startingContent: 'कैटलॉग की शुरुआती सामग्री',
  by: (name: string | null) => (name ? `${name} द्वारा` : ''),
  items: (n: number) => `${n} आइटम`,
  restore: 'यह वर्ज़न वापस लाएँ',
  restoreConfirm: (id: number) =>
    `वर्ज़न ${id} वापस लाएँ? साइट तुरंत उसे दिखाएगी, और ड्राफ़्ट भी वही वर्ज़न बन जाएँगे (बिना पब्लिश हुए ड्राफ़्ट बदल जाएँगे)।`,
  restoreOnlyAdmins: 'सिर्फ़ एडमिन कोई वर्ज़न वापस ला सकते हैं।',
  textsIn: 'भाषा',
  english: (text: string) => `अंग्रेज़ी में: ${text}`,
  hindiIntro:
    'ज़रूरी नहीं। हिंदी पेज पर हर अंग्रेज़ी टेक्स्ट की जगह उसका हिंदी टेक्स्ट दिखता है; जो खाली है, वहाँ अंग्रेज़ी दिखती है।',
  inHindi: (label: string) => `${label} (हिंदी में)`,
  hindiErrors: 'सेव करने से पहले कुछ हिंदी टेक्स्ट ठीक करने होंगे।',
  hindiMissing: 'हिंदी नहीं है',
  hindiIncomplete: (n: number) => `हिंदी: ${n} बाकी`,
  hindiMissingFields: (labels: string) => `हिंदी में बाकी: ${labels}`,
  lacksHindiOnly: 'सिर्फ़ वे आइटम जिनमें हिंदी बाकी है',
  lacksHindiCount: (n: number) =>
    n === 0 ? 'इस प्रकार के हर आइटम में हिंदी टेक्स्ट हैं।' : `${n} आइटम में हिंदी टेक्स्ट बाकी हैं।`,
  when: (iso: string) => when(iso, 'hi'),
  // The unit is the item's own words; only the shape around it is ours.
  price: (price: CataloguePrice) => {
    const figure = priceFigure(price);
    const lead = price.kind === 'from' && price.upTo === null ? `${figure} से शुरू` : figure;
    if (price.unit) return `${lead} ${price.unit}`;
    return price.kind === 'monthly' ? `${lead}/महीना` : lead;
  },
  slidePreview: 'स्लाइड का प्रीव्यू',
  priceFrom: (figure: string) => `${figure} से शुरू`,
  figureSets: {
    home: 'होम पेज, पहली पट्टी',
    'home-services': 'होम पेज, सर्विस की पट्टी',
    homecare: 'होमकेयर पेज',
    maintenance: 'मेंटेनेंस पेज',
    constructions: 'कंस्ट्रक्शन पैकेज का पेज',
    'construction-package': 'किसी कंस्ट्रक्शन पैकेज का पेज',
  },
  furnitureTab: (id) => FURNITURE_TABS_HI[id],
  categoryName: (name) => CATEGORY_NAMES_HI[name] ?? name,
  fieldCheck: (label, message) => message && catalogueCheckHi(label, message),
  fieldLabels: {
    slug: 'वेब पता',
    picture: 'फ़ोटो',
    icon: 'आइकन (जब फ़ोटो लोड न हो, तब दिखता है)',
    price: 'दाम',
    rating: 'रेटिंग (0 से 5)',
    category: 'कैटेगरी',
    subCategory: 'सब-कैटेगरी',
    originalPrice: 'पहले का दाम (कटा हुआ दिखता है)',
    galleryPictures: 'गैलरी',
    'quote.author': 'कोट किसका है',
    relatedServiceKey: 'सुझाई जाने वाली होम सर्विस',
    color: 'बैज का रंग',
    borderColor: 'बॉर्डर का रंग',
    portfolio: 'पूरे हुए प्रोजेक्ट',
    furnitureTab: 'टैब',
    set: 'कहाँ दिखे',
    number: 'आँकड़ा',
    customerName: 'ग्राहक का नाम',
    place: 'जगह (ज़रूरी नहीं)',
    text: 'ग्राहक ने क्या कहा',
    stars: 'स्टार (1 से 5)',
    name: 'नाम',
    title: 'टाइटल',
    summary: 'सार',
    description: 'विवरण',
    detailedDescription: 'पूरा विवरण',
    included: 'क्या-क्या शामिल है',
    features: 'खूबियाँ',
    about: 'इस सर्विस के बारे में',
    'quote.text': 'कोट',
    gallery: 'गैलरी के लेबल',
    'price.unit': 'दाम की इकाई',
    reviews: 'रिव्यू',
    badge: 'बैज',
    timeline: 'समय',
    savings: 'वैल्यू लाइन',
    duration: 'अवधि',
    subtitle: 'सबटाइटल',
    alt: 'फ़ोटो का विवरण',
    question: 'सवाल',
    answer: 'जवाब',
    label: 'लेबल',
  },
  fieldHints: {
    slug: 'छोटे अक्षरों में अंग्रेज़ी शब्द, बीच में डैश: plumbing, security-service',
    onePerLine: 'हर लाइन में एक',
    threeShown: 'हर लाइन में एक, पहली तीन दिखती हैं',
    reviews: 'जैसा दिखना है, जैसे 2.1M reviews',
    timeline: 'जैसे 10-14 months',
    savings: 'जैसे Best Value',
    duration: 'जैसे 3-4 weeks',
    badge: 'जैसे Popular, Premium, New',
    alt: 'जो देख नहीं सकते, उन्हें यह पढ़कर सुनाया जाता है',
    figure: 'जैसे 50K+ या 99.9%',
  },
};

export default CATALOGUE_TEXT_HI;
