import type { Translation } from '@marketplace/shared/ui';
import { HOMECARE_NAMES_HI } from '@marketplace/shared/catalogue-hi';
import type { HOMECARE_MESSAGES } from './messages';

/** A name the tree does not hold (an older item's) is shown as it was written. */
const hindiName = (name: string): string =>
  (HOMECARE_NAMES_HI as Record<string, string | undefined>)[name] ?? name;

const messages: Translation<typeof HOMECARE_MESSAGES> = {
  heroEyebrow: 'समझे आपको होमकेयर',
  heroTitle: 'भरोसेमंद होमकेयर, आपके दरवाज़े पर',
  heroSubtitle: 'पेस्ट कंट्रोल, बढ़ई का काम, पेंटिंग, AC और बिजली का काम: वेरिफ़ाइड कारीगर, पहले से तय दाम।',
  heroBrowse: 'सर्विस देखें',
  statsLabel: 'आँकड़ों में होमकेयर',
  servicesHeading: 'हमारी होमकेयर सर्विस',
  categoriesLabel: 'सर्विस कैटेगरी',
  subCategoriesLabel: 'सब-कैटेगरी',
  locationTitle: 'लोकेशन फ़िल्टर जल्द आ रहा है',
  searchLabel: 'होमकेयर सर्विस खोजें',
  searchPlaceholder: 'नाम या जानकारी से खोजें',
  resultsLabel: 'होमकेयर सर्विस',
  categoryName: hindiName,
  save: (amount: string) => `${amount} की बचत`,
  originalPrice: 'असली दाम:',
  ratingLabel: 'रेटिंग:',
  bookNow: 'अभी बुक करें',
  emptyTitle: (subCategory: string) => `${subCategory} में अभी कोई सर्विस नहीं है`,
  emptyBody: 'अपनी ज़रूरत बताइए, हम आपके लिए वेरिफ़ाइड कारीगर भेज देंगे।',
  noMatchTitle: (search: string) => `"${search}" से मिलती कोई सर्विस नहीं मिली`,
  noMatchBody: 'कोई दूसरा शब्द आज़माएँ, या इस कैटेगरी की सारी सर्विस देखने के लिए खोज हटाएँ।',
  clearSearch: 'खोज हटाएँ',
  customHeading: 'अपनी ज़रूरत के हिसाब से होमकेयर चाहिए?',
  customBody: 'एक बार की डीप क्लीनिंग हो या साल भर का मेंटेनेंस प्लान, हम आपके घर के लिए सही टीम तैयार करते हैं।',
  customWhatsapp: 'WhatsApp पर माँगें',
  customCall: 'कॉल करें',
  footer: (year: number, location: string) => `© ${year} समझे आपको होमकेयर · ${location}`,
  // The WhatsApp message goes to the business, which reads it in English.
  whatsappService: 'homecare',
};

export default messages;
