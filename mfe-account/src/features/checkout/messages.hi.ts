// The contracts' own Hindi dates (the e-mails' words): the page's English texts already load them.
import { dateLabel } from '@marketplace/shared/contracts';
import type { CheckoutTexts } from './catalogue';

const messages: CheckoutTexts = {
  text: {
    heading: 'चेकआउट',
    loading: 'आपका कार्ट लोड हो रहा है...',
    addressHeading: '1. कहाँ',
    savedAddresses: 'सेव किए गए पते',
    newAddress: 'नया पता',
    house: 'मकान/फ़्लैट',
    street: 'गली/सड़क',
    area: 'इलाका',
    city: 'शहर',
    pincode: 'पिन कोड',
    landmark: 'लैंडमार्क (ज़रूरी नहीं)',
    newAddressHint: 'हम इसे अगली बार के लिए आपके अकाउंट में सेव कर लेंगे।',
    slotHeading: '2. कब',
    date: 'तारीख',
    dayLabel: (date: string) => dateLabel(date, 'hi'),
    slot: 'समय स्लॉट (भारतीय समय)',
    slotsLoading: 'खाली स्लॉट लोड हो रहे हैं...',
    noSlots: 'इस दिन कोई स्लॉट खाली नहीं है। कृपया दूसरी तारीख चुनें।',
    full: 'भरा हुआ',
    chooseSlot: 'समय स्लॉट चुनें',
    chooseDate: 'तारीख चुनें',
    contactHeading: '3. संपर्क और पेमेंट',
    phone: 'संपर्क फ़ोन',
    phoneHint: '10 अंकों का मोबाइल नंबर',
    note: 'कारीगर के लिए नोट (ज़रूरी नहीं)',
    payment: 'पेमेंट',
    paymentMethod: 'सेवा के बाद पेमेंट (कैश या UPI)',
    summaryHeading: 'आपकी बुकिंग',
    confirm: 'बुकिंग कन्फ़र्म करें',
    confirming: 'बुक हो रहा है...',
    backToCart: 'कार्ट पर वापस जाएँ',
    priceChanged: (was: string, now: string) => `दाम ${was} से बदलकर ${now} हो गया है`,
    unavailable: 'अब बुक नहीं हो सकता',
    removeUnavailable: 'आगे बढ़ने के लिए कार्ट से वे आइटम हटाएँ जो अब बुक नहीं हो सकते।',
  },
  toasts: {
    emptyCart: { text: 'आपका कार्ट खाली है!', ms: 2000 },
    booked: { text: 'बुकिंग मिल गई!', ms: 3000 },
  },
};

export default messages;
