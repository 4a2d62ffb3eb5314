import {
  LISTING_LABELS_HI,
  LISTING_STATUS_LABELS,
  POSTING_MESSAGES,
  PROPERTY_FORM_MESSAGES,
  PROPERTY_IMAGES_MAX,
} from '@marketplace/shared/contracts-posting';
import {
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_MESSAGES,
  type ListingStatus,
} from '@marketplace/shared/contracts-properties';
import type { Translation } from '../translation';

/** A listing's status as the Hindi answers name it (the lister's pages use the same words). */
const LISTING_STATUS_HI = LISTING_LABELS_HI.statuses;

/** The English answer writes the status label in lower case ('live'): back to its Hindi. */
function statusHi(lowerCaseLabel: string): string {
  const status = (Object.keys(LISTING_STATUS_LABELS) as ListingStatus[]).find(
    (key) => LISTING_STATUS_LABELS[key].toLowerCase() === lowerCaseLabel,
  );
  return status ? LISTING_STATUS_HI[status] : lowerCaseLabel;
}

// A message about a field starts with the field's name as the posting form labels it in Hindi
// ('आपका फ़ोन नंबर', 'फ़ोटो'), so the form shows it beside that field, as it does in English.
export const POSTING_MESSAGES_HI: Translation<typeof POSTING_MESSAGES> = {
  notFound: 'लिस्टिंग नहीं मिली',
  draftSaved: 'ड्राफ़्ट सेव हो गया',
  submitted: 'रिव्यू के लिए भेज दी गई। लाइव होते ही हम आपको ईमेल करेंगे।',
  reopened: 'लिस्टिंग फिर से ड्राफ़्ट है: बदलाव पूरे हों तो इसे रिव्यू के लिए भेजें।',
  renewed: 'रिन्यू हो गई: अगले 60 दिन लाइव रहेगी',
  sold: 'लिस्टिंग "बिक गई" मार्क हो गई',
  rented: 'लिस्टिंग "किराये पर गई" मार्क हो गई',
  deleted: 'लिस्टिंग डिलीट हो गई',
  leadHandled: 'लीड "निपट गई" मार्क हो गई',
  leadReopened: 'लीड फिर से "बाकी" मार्क हो गई',
  notAllowed: (status: string) => `"${statusHi(status)}" लिस्टिंग के साथ यह नहीं किया जा सकता।`,
  draftLimit: (limit: number) =>
    `आपके ${limit} ड्राफ़्ट हैं, एक अकाउंट में इससे ज़्यादा नहीं रह सकते। नया शुरू करने के लिए एक को रिव्यू के लिए भेजें या डिलीट करें।`,
  activeLimit: (limit: number) =>
    `आपकी ${limit} लिस्टिंग रिव्यू में या लाइव हैं, एक अकाउंट में इससे ज़्यादा नहीं हो सकतीं। नई जोड़ने के लिए एक को "बिक गई" या "किराये पर गई" मार्क करें, या डिलीट करें।`,
  incomplete: 'रिव्यू के लिए भेजने से पहले लिस्टिंग पूरी भरें',
  pictureRequired: 'फ़ोटो ज़रूरी है: रिव्यू के लिए भेजने से पहले कम से कम एक फ़ोटो जोड़ें',
  phoneRequired: 'आपका फ़ोन नंबर ज़रूरी है',
  phoneForbidden: 'इस लिस्टिंग के लिए कोई फ़ोन नंबर नहीं दिया गया',
  phoneLimit: (limit: number) =>
    `आप आज ${limit} फ़ोन नंबर देख चुके हैं, एक दिन में इससे ज़्यादा नहीं दिखाते। लिस्टिंग वाले को मैसेज भेजें, या कल फिर से कोशिश करें।`,
  approved: 'लिस्टिंग मंज़ूर हुई: अब यह लाइव है',
  rejected: 'लिस्टिंग नामंज़ूर हुई: लिस्टर को वजह बता दी गई है',
  reasonRequired: 'लिस्टर के लिए वजह लिखें',
  reviewGone: 'यह लिस्टिंग अब रिव्यू के इंतज़ार में नहीं है: किसी ने इस पर फ़ैसला कर दिया है।',
};

export const PROPERTY_FORM_MESSAGES_HI: Translation<typeof PROPERTY_FORM_MESSAGES> = {
  added: 'प्रॉपर्टी जोड़ दी गई',
  updated: 'प्रॉपर्टी अपडेट हो गई',
  deleted: 'प्रॉपर्टी डिलीट हो गई',
  addFailed: 'प्रॉपर्टी नहीं जोड़ी जा सकी',
  updateFailed: 'प्रॉपर्टी अपडेट नहीं हो सकी',
  deleteFailed: 'प्रॉपर्टी डिलीट नहीं हो सकी',
  fetchFailed: 'प्रॉपर्टी लोड नहीं हो सकीं',
  confirmDelete: 'क्या आप सच में यह प्रॉपर्टी डिलीट करना चाहते हैं?',
  imageTooLarge: 'फ़ोटो: हर फ़ोटो 10 MB या उससे छोटी होनी चाहिए',
  imageType: 'फ़ोटो: सिर्फ़ JPEG, PNG, GIF या WebP फ़ाइल चलेगी',
  tooManyImages: `फ़ोटो: एक प्रॉपर्टी में ज़्यादा से ज़्यादा ${PROPERTY_IMAGES_MAX} फ़ोटो हो सकती हैं`,
  imageUnreadable: 'फ़ोटो: एक फ़ोटो पढ़ी नहीं जा सकी, कृपया दूसरी फ़ाइल चुनें',
  notMultipart: 'प्रॉपर्टी multipart/form-data में भेजें',
  unknownField: 'फ़ॉर्म में अनजान फ़ील्ड',
  editConflict:
    'आपके खोलने के बाद किसी और ने इस प्रॉपर्टी में बदलाव सेव किए हैं। यह फ़ॉर्म बंद करें और उनके बदलाव देखने के लिए प्रॉपर्टी फिर से खोलें, फिर अपने बदलाव करें।',
  versionInvalid: 'version वही पूरी संख्या होनी चाहिए जिस पर प्रॉपर्टी खोली गई थी',
};

export const SAVED_SEARCH_MESSAGES_HI: Translation<typeof SAVED_SEARCH_MESSAGES> = {
  saved: 'खोज सेव हो गई। नई मिलती-जुलती लिस्टिंग ईमेल से आएँगी, दिन में ज़्यादा से ज़्यादा एक बार।',
  updated: 'सेव की गई खोज अपडेट हो गई',
  deleted: 'सेव की गई खोज डिलीट हो गई',
  notFound: 'सेव की गई खोज नहीं मिली',
  limit: `आप ज़्यादा से ज़्यादा ${SAVED_SEARCH_MAX} खोज सेव कर सकते हैं। नई सेव करने के लिए एक डिलीट करें।`,
  duplicate: (name: string) => `आप यह खोज पहले ही "${name}" नाम से सेव कर चुके हैं।`,
  unsubscribeNotFound:
    'यह अनसब्सक्राइब लिंक सही नहीं है: हो सकता है यह अधूरा हो, या सेव की गई खोज डिलीट हो गई हो।',
  unsubscribed: (name: string) => `अब आपको "${name}" के ईमेल नहीं आएँगे।`,
};
