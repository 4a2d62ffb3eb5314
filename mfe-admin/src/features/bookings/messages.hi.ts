import { slotLabel } from '@marketplace/shared/contracts';
import type { BookingsTexts } from './catalogue';

const messages: BookingsTexts = {
  loading: 'लोड हो रहा है',
  text: {
    tab: 'बुकिंग',
    heading: 'बुकिंग',
    intro: 'आज की और आने वाली बुकिंग, स्लॉट के हिसाब से (भारतीय समय)।',
    date: 'दिन',
    clearDate: 'आज और आगे की',
    status: 'स्थिति',
    allStatuses: 'सभी स्थितियाँ',
    none: 'कोई बुकिंग नहीं मिली।',
    pages: 'बुकिंग के पेज',
    customer: 'ग्राहक',
    phone: 'फ़ोन',
    address: 'पता',
    services: 'सर्विस',
    total: 'कुल',
    note: 'नोट',
    bookingTitle: (number: string, name: string) => `${number}, ${name} की बुकिंग`,
  },
  actions: {
    requested: 'वापस "अनुरोध" पर करें',
    confirmed: 'कन्फ़र्म करें',
    completed: 'पूरी हुई मार्क करें',
    cancelled: 'बुकिंग कैंसल करें',
  },
  statusLabels: {
    requested: 'अनुरोध भेजा गया',
    confirmed: 'कन्फ़र्म',
    completed: 'पूरी हुई',
    cancelled: 'कैंसल',
  },
  slot: (startsAt: string) => slotLabel(startsAt, 'hi'),
};

export default messages;
