import { PROPERTY_GALLERY_MAX } from '@marketplace/shared/contracts';
import { PROPERTY_IMAGES_MAX } from '@marketplace/shared/contracts-posting';
import type { PropertiesTexts } from './catalogue';

const messages: PropertiesTexts = {
  loading: 'लोड हो रहा है',
  heading: 'प्रॉपर्टी एडमिनिस्ट्रेशन',
  statTotal: 'कुल प्रॉपर्टी',
  statBudget: 'बजट',
  statMid: 'मिड रेंज',
  statPremium: 'प्रीमियम',
  statAverage: 'औसत दाम',
  statAverageRent: 'औसत किराया',
  trend: 'पिछले महीने से +12%',
  searchLabel: 'प्रॉपर्टी खोजें',
  searchPlaceholder: 'नाम या जगह से खोजें',
  rangeLabel: 'दाम की रेंज',
  rangeAll: 'सभी दाम',
  purpose: 'किसके लिए',
  purposeLabel: 'बिक्री या किराया',
  choose: 'चुनें',
  band: (label: string) => `दाम की रेंज: ${label}`,
  availableHint: 'अभी उपलब्ध हो तो खाली छोड़ दें',
  floorHint: '0 यानी ग्राउंड फ़्लोर',
  reraHint: 'RERA बैज के साथ दिखता है, जैसे P-JBP-24-1234',
  add: 'प्रॉपर्टी जोड़ें',
  view: 'देखें',
  edit: 'बदलें',
  delete: 'डिलीट करें',
  empty: 'आपकी खोज से कोई प्रॉपर्टी नहीं मिली।',
  addTitle: 'प्रॉपर्टी जोड़ें',
  editTitle: 'प्रॉपर्टी बदलें',
  save: 'प्रॉपर्टी सेव करें',
  update: 'प्रॉपर्टी अपडेट करें',
  uploading: 'अपलोड हो रहा है...',
  cancel: 'रहने दें',
  discardQuestion: 'आपके बदलाव छोड़ दें?',
  discardConsequence: (editing: boolean) =>
    editing
      ? 'इस प्रॉपर्टी में किए बदलाव और चुनी गई फ़ोटो सेव नहीं होंगी।'
      : 'जो प्रॉपर्टी आपने शुरू की थी, वह और चुनी गई फ़ोटो सेव नहीं होंगी।',
  discard: 'बदलाव छोड़ें',
  keepEditing: 'बदलाव जारी रखें',
  images: 'फ़ोटो',
  galleryNote: `प्रॉपर्टी के पेज पर पहली ${PROPERTY_GALLERY_MAX} फ़ोटो दिखती हैं।`,
  existingImages: 'अभी की फ़ोटो',
  newImages: 'नई फ़ोटो',
  remove: (what: string) => `${what} हटाएँ`,
  unreadable: 'यह फ़ोटो खुल नहीं रही',
  unreadableFiles: (names: readonly string[]) =>
    `${names.join(', ')} फ़ोटो के रूप में नहीं खुल रही: सेव करने के लिए ${names.length > 1 ? 'इन्हें' : 'इसे'} हटाएँ।`,
  progress: 'अपलोड की प्रगति',
  pager: 'प्रॉपर्टी के पेज',
  scheduleVisit: 'विज़िटर विज़िट का समय तय कर सकते हैं',
  amenitiesHint: 'कॉमा से अलग करें, जैसे Parking, Lift, Swimming Pool',
  nearbyHint: 'कॉमा से अलग करें, जैसे School, Hospital, Metro station',
  sqft: 'वर्ग फ़ीट',
  amenities: 'सुविधाएँ',
  moreAmenities: (n: number) => `+${n} और`,
  section: 'प्रॉपर्टी',
  viewListing: (name: string) => `${name} देखें`,
  editListing: (name: string) => `${name} बदलें`,
  deleteListing: (name: string) => `${name} डिलीट करें`,
  confirmDelete: 'क्या आप सच में यह प्रॉपर्टी डिलीट करना चाहते हैं?',
  imageChecks: {
    imageType: 'फ़ोटो JPEG, PNG, GIF या WebP फ़ाइल होनी चाहिए',
    imageTooLarge: 'हर फ़ोटो 10 MB या उससे छोटी होनी चाहिए',
    tooManyImages: `एक प्रॉपर्टी में ज़्यादा से ज़्यादा ${PROPERTY_IMAGES_MAX} फ़ोटो हो सकती हैं`,
  },
  imageHint: 'PNG, JPG, GIF, हर फ़ोटो 10MB तक',
  priceHint: { sale: 'जैसे ₹85 लाख, 1.2 करोड़ या 8500000', rent: 'जैसे 25 हज़ार या ₹25,000' },
  chooseImages: 'फ़ोटो चुनें',
  currentImage: (index: number) => `अभी की फ़ोटो ${index}`,
  removeCurrentImage: (index: number) => `अभी की फ़ोटो ${index} हटाएँ`,
  newImage: (index: number, name: string) => `नई फ़ोटो ${index}: ${name}`,
  fields: {
    name: 'प्रॉपर्टी का नाम',
    location: 'जगह',
    builder: 'बिल्डर',
    propertyType: 'प्रॉपर्टी टाइप',
    postedBy: 'किसने डाली',
    price: 'दाम',
    rent: 'महीने का किराया',
    deposit: 'डिपॉज़िट',
    availableFrom: 'कब से उपलब्ध',
    suits: 'किसके लिए',
    possession: 'पज़ेशन',
    possessionBy: 'पज़ेशन कब तक',
    furnishing: 'फ़र्निशिंग',
    bedrooms: 'बेडरूम',
    bathrooms: 'बाथरूम',
    floor: 'मंज़िल',
    totalFloors: 'कुल मंज़िलें',
    reraNumber: 'RERA नंबर',
    area: 'एरिया (वर्ग फ़ीट)',
    contactAgent: 'संपर्क एजेंट',
    description: 'विवरण',
    nearby: 'आस-पास की जगहें',
    amenities: 'सुविधाएँ',
    brochureLink: 'ब्रोशर लिंक',
  },
  fieldCheck: (label: string, message: string) => {
    if (message.includes(' is required')) return `${label} भरना ज़रूरी है`;
    const longest = / at most ([\d,]+) characters$/.exec(message);
    if (longest) return `${label} ज़्यादा से ज़्यादा ${longest[1]} अक्षर का हो सकता है`;
    const range = / from (\S+) to (\S+)$/.exec(message);
    if (range) return `${label} ${range[1]} से ${range[2]} के बीच होना चाहिए`;
    if (message.endsWith('is for rentals only')) return `${label} सिर्फ़ किराये के लिए है`;
    return `${label} सही नहीं है`;
  },
  placeholders: {
    location: 'जैसे Vijay Nagar, Jabalpur',
    contactAgent: 'फ़ोन, ईमेल या नाम',
    bedrooms: 'जैसे 2 BHK',
  },
};

export default messages;
