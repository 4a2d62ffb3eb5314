import type { FIELD_CHECK_MESSAGES, FIELD_FIXED_MESSAGES } from '../field-messages';
import type { Translation } from '../translation';

/**
 * The contracts' field labels and the search's query parameters, by their English, in the words
 * the pages use for them (the glossary of docs/i18n.md): 'budget_min' is the budget box's "कम से
 * कम", not the parameter's name.
 */
export const FIELD_LABELS_HI: Readonly<Record<string, string>> = {
  // The booking address, the contact and other enquiry forms.
  'House/flat': 'मकान/फ़्लैट नंबर',
  Street: 'गली',
  Area: 'एरिया',
  City: 'शहर',
  'PIN code': 'पिन कोड',
  Landmark: 'लैंडमार्क',
  Phone: 'फ़ोन नंबर',
  Note: 'नोट',
  Date: 'तारीख',
  Time: 'समय',
  Name: 'नाम',
  Subject: 'विषय',
  Message: 'मैसेज',
  Contact: 'संपर्क नंबर',
  Education: 'पढ़ाई',
  Address: 'पता',
  'Work experience': 'काम का अनुभव',
  Skills: 'हुनर',
  Service: 'सर्विस',
  Property: 'प्रॉपर्टी',
  // The cart.
  Quantity: 'मात्रा',
  'Item type': 'आइटम का प्रकार',
  'Item id': 'आइटम की पहचान',
  // The property form (Post your property, the admin's form).
  Location: 'जगह',
  Builder: 'बिल्डर',
  Purpose: 'बिक्री या किराया',
  'Property type': 'प्रॉपर्टी का प्रकार',
  Price: 'दाम',
  'Monthly rent': 'महीने का किराया',
  Deposit: 'डिपॉज़िट',
  'Available from': 'कब से उपलब्ध',
  Suits: 'किरायेदार',
  Bedrooms: 'बेडरूम',
  Bathrooms: 'बाथरूम',
  Floor: 'मंज़िल',
  'Total floors': 'कुल मंज़िलें',
  Possession: 'पज़ेशन',
  'Expected possession': 'पज़ेशन कब तक',
  Furnishing: 'फ़र्निशिंग',
  'RERA number': 'रेरा नंबर',
  'Posted by': 'पोस्ट करने वाला',
  Description: 'विवरण',
  Nearby: 'आस-पास',
  Amenities: 'सुविधाएँ',
  'Contact agent': 'संपर्क के लिए एजेंट',
  'Brochure link': 'ब्रोशर का लिंक',
  // The listing search's query parameters.
  q: 'खोज',
  location: 'जगह',
  purpose: 'बिक्री या किराया',
  price_range: 'दाम की रेंज',
  budget_min: 'कम से कम बजट',
  budget_max: 'ज़्यादा से ज़्यादा बजट',
  type: 'प्रॉपर्टी का प्रकार',
  possession: 'पज़ेशन',
  furnishing: 'फ़र्निशिंग',
  suits: 'किरायेदार',
  posted_by: 'किसने पोस्ट की',
  bedrooms: 'बेडरूम (BHK)',
  baths_min: 'कम से कम बाथरूम',
  area_min: 'कम से कम एरिया',
  area_max: 'ज़्यादा से ज़्यादा एरिया',
  amenities: 'सुविधाएँ',
  sort: 'क्रम',
  // The catalogue's items (the admin's Catalogue editor, its labels), and its requests.
  Picture: 'फ़ोटो',
  'Picture description': 'फ़ोटो का विवरण',
  'Picture label': 'फ़ोटो का लेबल',
  'Gallery labels': 'गैलरी के लेबल',
  Title: 'टाइटल',
  Subtitle: 'सबटाइटल',
  'Web address': 'वेब पता',
  Summary: 'सार',
  Included: 'शामिल काम की सूची',
  'What is included': 'शामिल काम की सूची',
  'Detailed description': 'पूरा विवरण',
  Features: 'खूबियों की सूची',
  About: 'सर्विस की जानकारी',
  'About this service': 'सर्विस की जानकारी',
  Quote: 'कोट',
  'Quote author': 'कोट कहने वाले का नाम',
  'Highest price': 'अधिकतम दाम',
  'Original price': 'पहले का दाम',
  Unit: 'इकाई',
  'Price unit': 'दाम की इकाई',
  Rating: 'रेटिंग',
  Reviews: 'रिव्यू',
  Projects: 'पूरे हुए प्रोजेक्ट',
  'Sub-category': 'सब-कैटेगरी',
  Timeline: 'समय',
  Duration: 'अवधि',
  Badge: 'बैज',
  Colour: 'रंग',
  'Value line': 'वैल्यू लाइन',
  Question: 'सवाल',
  Answer: 'जवाब',
  Figure: 'आँकड़ा',
  Label: 'लेबल',
  Place: 'जगह',
  Testimonial: 'ग्राहक की बात',
  Visible: 'साइट पर दिखे या नहीं',
  Revision: 'रिविज़न',
  Body: 'आइटम की जानकारी',
  // The admin's lists, a lead, a saved search.
  page: 'पेज',
  limit: 'हर पेज पर आइटम की गिनती',
  handled: 'लीड की स्थिति',
  name: 'नाम',
  query: 'खोज',
  alerts: 'ईमेल अलर्ट',
  visitor: 'विज़िटर की पहचान',
};

/** What an unknown name in a list parameter was meant to be ('amenity'), in Hindi. */
const LIST_ITEMS_HI: Readonly<Record<string, string>> = {
  'property type': 'प्रॉपर्टी का प्रकार',
  furnishing: 'फ़र्निशिंग',
  lister: 'पोस्ट करने वाला',
  amenity: 'सुविधा',
};

/** A label in Hindi: a catalogue item's Hindi twin ('Name (Hindi)') as the editor names it. */
function hindiLabelOf(label: string): string | undefined {
  const twin = / \(Hindi\)$/.exec(label);
  if (!twin) return FIELD_LABELS_HI[label];
  const english = FIELD_LABELS_HI[label.slice(0, twin.index)];
  return english === undefined ? undefined : `${english} (हिंदी)`;
}

/**
 * `hindi` of the label's Hindi, or the English text itself when the label has none yet: a
 * message stays whole in one language rather than half translated.
 */
function withLabel(label: string, english: string, hindi: (label: string) => string): string {
  const hindiLabel = hindiLabelOf(label);
  return hindiLabel === undefined ? english : hindi(hindiLabel);
}

/** A price bound as the form writes it in English ('₹1,000 Cr', '₹500/month') in Hindi. */
const hindiPrice = (price: string) =>
  price.replace(/ Cr\b/, ' करोड़').replace(/ L\b/, ' लाख').replace('/month', '/महीना');

export const FIELD_CHECK_MESSAGES_HI: Translation<typeof FIELD_CHECK_MESSAGES> = {
  required: (label) => withLabel(label, `${label} is required`, (l) => `${l} ज़रूरी है`),
  tooManyCharacters: (label, max) =>
    withLabel(
      label,
      `${label} must be at most ${max} characters`,
      (l) => `${l} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
    ),
  wholeNumberFromTo: (label, min, max) =>
    withLabel(
      label,
      `${label} must be a whole number from ${min} to ${max}`,
      (l) => `${l} में ${min} से ${max} तक की पूरी संख्या होनी चाहिए`,
    ),
  notNumber: (label) =>
    withLabel(label, `${label} must be a number`, (l) => `${l} में संख्या होनी चाहिए`),
  notWholeNumber: (label) =>
    withLabel(label, `${label} must be a whole number`, (l) => `${l} में पूरी संख्या होनी चाहिए`),
  atLeast: (label, min) =>
    withLabel(
      label,
      `${label} must be at least ${min}`,
      (l) => `${l} ${min} या उससे ज़्यादा होना चाहिए`,
    ),
  atMost: (label, max) =>
    withLabel(label, `${label} must be at most ${max}`, (l) => `${l} ${max} से ज़्यादा नहीं हो सकता`),
  notText: (label) => withLabel(label, `${label} must be text`, (l) => `${l} में टेक्स्ट होना चाहिए`),
  tooLong: (label) => withLabel(label, `${label} is too long`, (l) => `${l} की सूची बहुत लंबी है`),
  oneOf: (label, values) =>
    withLabel(
      label,
      `${label} must be one of ${values}`,
      (l) => `${l} के लिए इनमें से कोई एक चुनें: ${values}`,
    ),
  controlCharacters: (label) =>
    withLabel(
      label,
      `${label} must not contain control characters`,
      (l) => `${l} में कंट्रोल कैरेक्टर नहीं हो सकते`,
    ),
  invalid: (label) => withLabel(label, `${label} is invalid`, (l) => `${l} सही नहीं है`),
  trueOrFalse: (label) =>
    withLabel(label, `${label} must be true or false`, (l) => `${l} के लिए true या false भेजें`),
  rentalsOnly: (label) =>
    withLabel(label, `${label} is for rentals only`, (l) => `${l} सिर्फ़ किराये की प्रॉपर्टी के लिए है`),
  priceFromTo: (label, from, to) =>
    withLabel(
      label,
      `${label} must be from ${from} to ${to}`,
      (l) => `${l} ${hindiPrice(from)} से ${hindiPrice(to)} के बीच होना चाहिए`,
    ),
  unknownName: (label, what, item) => {
    const english = `${label}: unknown ${what} '${item}'`;
    const whatHi = LIST_ITEMS_HI[what];
    return whatHi === undefined
      ? english
      : withLabel(label, english, (l) => `${l}: '${item}' नाम की कोई ${whatHi} नहीं है`);
  },
  // The catalogue's: the label leads, then a colon, as in its English.
  notList: (label) => withLabel(label, `${label} must be a list`, (l) => `${l}: सूची भेजें`),
  tooManyEntries: (label, max) =>
    withLabel(label, `${label}: at most ${max} entries`, (l) => `${l}: ज़्यादा से ज़्यादा ${max} लाइनें`),
  wholeRupees: (label) =>
    withLabel(label, `${label} must be whole rupees`, (l) => `${l}: पूरे रुपये लिखें`),
  negative: (label) =>
    withLabel(label, `${label} cannot be negative`, (l) => `${l}: शून्य या उससे ज़्यादा लिखें`),
  tooLarge: (label) => withLabel(label, `${label} is too large`, (l) => `${l}: संख्या बहुत बड़ी है`),
  unrecognizedKey: (key) => `${key} नाम का फ़ील्ड नहीं लिया जाता`,
  unrecognizedKeys: (keys) => `${keys} नाम के फ़ील्ड नहीं लिए जाते`,
};

export const FIELD_FIXED_MESSAGES_HI: Translation<typeof FIELD_FIXED_MESSAGES> = {
  pinCode: 'पिन कोड 6 अंकों का होना चाहिए',
  bookingDate: 'तारीख YYYY-MM-DD के रूप में होनी चाहिए',
  bookingPhone: 'फ़ोन नंबर 10 अंकों का भारतीय मोबाइल नंबर होना चाहिए',
  payment: 'पेमेंट का तरीका चुनें',
  shownLines: 'पेज पर दिखे आइटम भेजना ज़रूरी है',
  idempotencyKey: 'Idempotency-Key में 8 से 100 तक अक्षर, अंक, - या _ होने चाहिए',
  idempotencyKeyText: 'Idempotency-Key टेक्स्ट होना चाहिए',
  enquiryType:
    'पूछताछ का प्रकार इनमें से कोई एक होना चाहिए: contact, job_application, agent_contact, visit_request, subscription, quote',
  bookingStatus:
    'बुकिंग की स्थिति इनमें से कोई एक होनी चाहिए: requested, confirmed, completed, cancelled',
  bookingDay: 'तारीख YYYY-MM-DD के रूप में होनी चाहिए',
  wishlistIds: 'विशलिस्ट में प्रॉपर्टी के नंबरों की सूची होनी चाहिए',
  wishlistTooMany: 'विशलिस्ट में ज़्यादा से ज़्यादा 500 प्रॉपर्टी हो सकती हैं',
  areaPositive: 'एरिया शून्य से ज़्यादा होना चाहिए',
  areaMax: 'एरिया ज़्यादा से ज़्यादा 1,00,00,000 वर्ग फ़ीट हो सकता है',
  availableFrom: 'कब से उपलब्ध: तारीख YYYY-MM-DD के रूप में होनी चाहिए',
  possessionBy: 'पज़ेशन कब तक: महीना YYYY-MM के रूप में होना चाहिए',
  possessionByRequired: 'अंडर कंस्ट्रक्शन प्रॉपर्टी के लिए पज़ेशन कब तक, यह बताना ज़रूरी है',
  possessionByReadyOnly: 'पज़ेशन कब तक, यह सिर्फ़ अंडर कंस्ट्रक्शन प्रॉपर्टी के लिए है',
  suitsForRental: 'किराये की प्रॉपर्टी के लिए किरायेदार चुनना ज़रूरी है',
  floorAboveTotal: 'मंज़िल कुल मंज़िलों से ज़्यादा नहीं हो सकती',
  reraNumber: 'रेरा नंबर में वैसे ही अक्षर, अंक, / और - हों जैसे रजिस्टर हुआ है',
  brochureLink: 'ब्रोशर का लिंक सही http(s) URL होना चाहिए',
  scheduleVisit: "scheduleVisitEnabled 'true' या 'false' होना चाहिए",
  rupeesUnreadable: 'रकम ऐसे लिखें: 30L, 1.2Cr, 25k या ₹85,00,000',
  rupeesWhole: 'पूरे रुपये लिखें, या L, Cr या k के साथ दशमलव (1.2Cr)',
  draftOnly: 'स्थिति सिर्फ़ draft हो सकती है',
  visitor: 'विज़िटर की पहचान में 16 से 64 तक अक्षर, अंक, _ या - होने चाहिए',
  searchName: 'खोज को एक नाम दें',
  searchNameTooLong: 'नाम ज़्यादा से ज़्यादा 60 अक्षर का हो सकता है',
  searchNameControl: 'नाम में कंट्रोल कैरेक्टर नहीं हो सकते',
  searchChange: 'नया नाम या ईमेल अलर्ट की सेटिंग भेजें',
};
