// The cards' and shared widgets' texts, a listing's facts, labels, price and dates in Hindi
// (docs/i18n.md, glossary). Prices and dates are written here, so their Hindi code comes with
// these texts only.
import { groupIndian } from '@marketplace/shared/config';
import { LISTING_LABELS_HI } from '@marketplace/shared/contracts-posting';
import { formatListingPrice } from '@marketplace/shared/contracts-properties';
import type { Translation } from '@marketplace/shared/ui';
import { hindiDate, HINDI_MONTHS } from '../lib/hindi-months';
import { formatMonth } from '../lib/property-format';
import type { CARD_TEXTS } from './catalogue';

const CARD_TEXTS_HI: Translation<typeof CARD_TEXTS> = {
  property: {
    cardRating: '4.8/5',
    completion: '85% पूरा',
    detailRating: '4.8 रेटिंग',
    by: (builder) => `बिल्डर: ${builder}`,
    moreAmenities: (n) => `+${n} और`,
    nearby: 'आस-पास',
    keyFacts: 'मुख्य जानकारी',
    amenities: 'सुविधाएँ',
    pictureOf: (name) => `${name}`,
    save: (name) => `${name} को विशलिस्ट में सेव करें`,
    unsave: (name) => `${name} को विशलिस्ट से हटाएँ`,
    share: (name) => `${name} शेयर करें`,
    brochure: 'ब्रोशर',
    contact: 'संपर्क करें',
    scheduleVisit: 'विज़िट तय करें',
    visitNotAvailable: 'विज़िट उपलब्ध नहीं',
    brochureStarted: 'ब्रोशर डाउनलोड शुरू हो गया',
    contactRevealed: 'संपर्क नंबर दिखा दिया गया',
    brochureMissing: 'इस प्रॉपर्टी का ब्रोशर उपलब्ध नहीं है',
    brochureFailed: 'सीधा डाउनलोड नहीं हो सका। ब्रोशर नए टैब में खुल रहा है।',
    linkCopied: 'लिंक कॉपी हो गया',
    copyFailed: 'लिंक कॉपी नहीं हो सका',
    callAgent: (value) => `${value} पर कॉल करें`,
    wishlistAdded: 'विशलिस्ट में जोड़ दी गई',
    wishlistRemoved: 'विशलिस्ट से हटा दी गई',
    priceRange: {
      budget: 'बजट',
      mid: 'मिड',
      premium: 'प्रीमियम',
    },
  },
  facts: {
    type: 'प्रकार',
    deposit: 'डिपॉज़िट',
    availableFrom: 'कब से उपलब्ध',
    availableNow: 'अभी उपलब्ध',
    availableOn: (date) => `${date} से उपलब्ध`,
    suits: 'किसके लिए',
    possession: 'पज़ेशन',
    furnishing: 'फ़र्निशिंग',
    bathrooms: 'बाथरूम',
    floor: 'मंज़िल',
    postedBy: 'किसने पोस्ट की',
    rera: 'रेरा',
    reraBadge: 'रेरा रजिस्टर्ड',
    reraCardBadge: 'रेरा',
    floorOf: (floor, total) => {
      const name = floor === 0 ? 'ग्राउंड' : String(floor);
      return total === null ? name : `${total} में से ${name}`;
    },
    floors: (total) => `${total} ${total === 1 ? 'मंज़िल' : 'मंज़िलें'}`,
    possessionBy: (month) => `पज़ेशन ${formatMonth(month, HINDI_MONTHS)}`,
    postedByShort: (who) => `${who} ने पोस्ट की`,
    price: (property) =>
      property.price_value === null
        ? property.price
        : formatListingPrice(property.price_value, property.purpose, 'hi'),
    area: (sqft) => `${groupIndian(sqft, 3)} वर्ग फ़ीट`,
    date: hindiDate,
    labels: {
      ...LISTING_LABELS_HI,
      amenities: {
        Parking: 'पार्किंग',
        Park: 'पार्क',
        'Vaastu Compliant': 'वास्तु अनुसार',
        'Power Backup': 'पावर बैकअप',
        Lift: 'लिफ़्ट',
        'Security Personnel': 'सिक्योरिटी गार्ड',
        Gymnasium: 'जिम',
        'Club house': 'क्लब हाउस',
        'Swimming Pool': 'स्विमिंग पूल',
        'Gas Pipeline': 'गैस पाइपलाइन',
        'Valet Parking': 'वैले पार्किंग',
      },
    },
  },
};

export default CARD_TEXTS_HI;
