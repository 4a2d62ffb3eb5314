import { CATALOGUE_CHECKS_HI } from '@marketplace/shared/catalogue-hi';
import type { CATALOGUE_MESSAGES } from '@marketplace/shared/contracts';
import type { CATALOGUE_FIELD_MESSAGES } from '../field-messages';
import type { Translation } from '../translation';

export const CATALOGUE_MESSAGES_HI: Translation<typeof CATALOGUE_MESSAGES> = {
  created: 'आइटम ड्राफ़्ट के रूप में बन गया',
  saved: 'ड्राफ़्ट सेव हो गया',
  moved: 'क्रम बदल गया',
  published: 'कैटलॉग पब्लिश हो गया',
  restored: 'पुराना वर्ज़न वापस लाकर पब्लिश कर दिया गया',
  picturesStored: 'फ़ोटो अपलोड हो गईं',
  itemNotFound: 'कैटलॉग का आइटम नहीं मिला',
  versionNotFound: 'वर्ज़न नहीं मिला',
  stale:
    'आपके खोलने के बाद किसी और ने यह आइटम सेव किया है। पहले उनका वर्ज़न लोड करें, फिर अपना बदलाव दोबारा करें।',
  slugTaken: 'इस तरह का एक और आइटम यही वेब पता इस्तेमाल कर रहा है',
  pictureMissing: 'इस आइटम की एक फ़ोटो अब सर्वर पर नहीं है: उसे फिर से अपलोड करें',
  relatedMissing: 'जुड़ी हुई सर्विस मौजूद नहीं है',
  notBookable: 'यह आइटम विज़िट से बुक नहीं होता: इसके पेज पर सब्सक्राइब करें या कोटेशन माँगें',
  itemUnavailable: 'आपके कार्ट के कुछ आइटम अब बुक नहीं हो सकते। आगे बढ़ने के लिए उन्हें कार्ट से हटाएँ।',
  priceChanged: 'यह पेज खुलने के बाद आपके कार्ट के दाम बदल गए हैं। कृपया नए दाम देख लें।',
  noPictures: 'कम से कम एक फ़ोटो चुनें',
  subscriptionReceived: 'सब्सक्रिप्शन का अनुरोध मिल गया। शुरुआत पक्की करने के लिए हम आपको कॉल करेंगे।',
  quoteReceived: 'कोटेशन का अनुरोध मिल गया। हम कॉल करके आपको कोटेशन बताएँगे।',
  wrongEnquiry: 'यह आइटम इस तरह का अनुरोध नहीं लेता',
};

/** The catalogue's fixed checks, in the Catalogue editor's words (its labels are fields.ts'). */
export const CATALOGUE_FIELD_MESSAGES_HI: Translation<typeof CATALOGUE_FIELD_MESSAGES> = {
  ...CATALOGUE_CHECKS_HI,
  hindiTexts: 'हिंदी टेक्स्ट अनुवाद वाले फ़ील्ड के नाम के साथ भेजें',
  translations: 'अनुवाद भाषा के हिसाब से भेजें',
  direction: 'क्रम बदलने के लिए up या down भेजें',
};
