// The listing page's texts in Hindi (docs/i18n.md, glossary).
import { groupIndian } from '@marketplace/shared/config';
import type { Translation } from '@marketplace/shared/ui';
import { capitalise } from '../../lib/property-format';
import type { LISTING_TEXTS } from './catalogue';

const SORTS = {
  newest: 'सबसे नई पहले',
  price_asc: 'दाम: कम से ज़्यादा',
  price_desc: 'दाम: ज़्यादा से कम',
  area: 'सबसे बड़ा एरिया',
};

const LISTING_TEXTS_HI: Translation<typeof LISTING_TEXTS> = {
  listing: {
    heading: 'अपना अगला घर खोजें',
    intro: 'जबलपुर, नोएडा, गुड़गाँव, मुंबई, दिल्ली और बेंगलुरु में वेरिफ़ाइड लिस्टिंग।',
    postProperty: 'मालिक या एजेंट हैं? अपनी प्रॉपर्टी फ़्री में पोस्ट करें',
    searchLabel: 'नाम या जगह से खोजें',
    searchPlaceholder: 'प्रॉपर्टी का नाम या जगह लिखें',
    filters: 'फ़िल्टर',
    results: 'लिस्टिंग',
    showFilters: (active) => (active > 0 ? `फ़िल्टर (${active})` : 'फ़िल्टर'),
    closeFilters: 'फ़िल्टर बंद करें',
    showResults: 'नतीजे देखें',
    purposeLabel: 'आप क्या चाहते हैं',
    purposes: { sale: 'खरीदें', rent: 'किराये पर लें' },
    budget: 'बजट',
    budgetMin: 'कम से कम बजट',
    budgetMax: 'ज़्यादा से ज़्यादा बजट',
    noMin: 'कोई सीमा नहीं',
    noMax: 'कोई सीमा नहीं',
    budgetUnreadable: 'रकम ऐसे लिखें: 30L, 1.2Cr, 25k या ₹85,00,000',
    budgetWhole: 'पूरे रुपये लिखें, या दशमलव के साथ L, Cr या k (1.2Cr)',
    budgetHint: {
      sale: 'जैसे बोलते हैं वैसे लिखें: 30L, 1.2Cr या ₹85,00,000।',
      rent: 'महीने का किराया, जैसे बोलते हैं: 15k, 25,000 या ₹40k।',
    },
    propertyType: 'प्रॉपर्टी का प्रकार',
    possession: 'पज़ेशन',
    furnishing: 'फ़र्निशिंग',
    tenants: 'किरायेदार',
    postedBy: 'किसने पोस्ट की',
    bathrooms: 'बाथरूम',
    bathsAtLeast: (n) => `${n}+`,
    rera: 'सिर्फ़ रेरा रजिस्टर्ड',
    bedrooms: 'बेडरूम',
    area: 'एरिया (वर्ग फ़ीट)',
    areaMin: 'कम से कम एरिया',
    areaMax: 'ज़्यादा से ज़्यादा एरिया',
    areaHint: '0 से 3000+ वर्ग फ़ीट; ऊपरी सीमा न रखनी हो तो ज़्यादा से ज़्यादा 3000 ही रहने दें।',
    location: 'जगह',
    amenities: 'सुविधाएँ',
    all: 'सभी',
    allLocations: 'सभी जगह',
    bhk: (n) => `${n} BHK`,
    sortLabel: 'क्रम',
    sorts: SORTS,
    sortName(sort, purpose) {
      if (purpose === 'rent' && sort === 'price_asc') return 'किराया: कम से ज़्यादा';
      if (purpose === 'rent' && sort === 'price_desc') return 'किराया: ज़्यादा से कम';
      return SORTS[sort];
    },
    count: (shown, total, approximate = false) =>
      `${approximate ? 'लगभग ' : ''}${groupIndian(total)} में से ${groupIndian(shown)} प्रॉपर्टी`,
    optionCount: (n, approximate) => `${approximate && n > 0 ? '~' : ''}${groupIndian(n)}`,
    clearAll: 'सभी फ़िल्टर हटाएँ',
    cleared: 'फ़िल्टर हटा दिए गए',
    loading: 'प्रॉपर्टी लोड हो रही हैं',
    updating: 'नतीजे अपडेट हो रहे हैं',
    errorTitle: 'प्रॉपर्टी लोड नहीं हो सकीं',
    tryAgain: 'फिर से कोशिश करें',
    emptyTitle: 'कोई प्रॉपर्टी नहीं मिली',
    emptyHint: 'और प्रॉपर्टी देखने के लिए फ़िल्टर बदलकर देखें',
    pager: 'पेज',
    previous: 'पिछला',
    next: 'अगला',
    pageOf: (page, pages) => `पेज ${page} / ${pages}`,
  },
  saveSearch: {
    button: 'खोज सेव करें',
    formLabel: 'यह खोज सेव करें',
    nameLabel: 'इस खोज का नाम',
    hint: 'इससे मिलती नई लिस्टिंग हम आपको ईमेल करेंगे, दिन में ज़्यादा से ज़्यादा एक बार।',
    nameRequired: 'खोज का नाम लिखें',
    save: 'सेव करें',
    saving: 'सेव हो रहा है…',
    cancel: 'कैंसल करें',
    saved: 'खोज सेव हो गई।',
    manage: 'सेव की गई खोजें',
    failed: 'खोज सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
    suggestedName(query) {
      const params = new URLSearchParams(query);
      const bedrooms = params.get('bedrooms');
      const place = params.get('location') ?? params.get('q');
      const what = bedrooms ? `${bedrooms} BHK` : 'घर';
      const purpose = params.get('purpose') === 'rent' ? 'किराये के' : 'बिकाऊ';
      return `${place ? `${capitalise(place)} में ` : ''}${purpose} ${what}`;
    },
  },
};

export default LISTING_TEXTS_HI;
