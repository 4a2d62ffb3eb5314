import type { BookingsTexts } from './catalogue';

const messages: BookingsTexts = {
  text: {
    heading: 'मेरी बुकिंग',
    loading: 'आपकी बुकिंग लोड हो रही हैं...',
    empty: 'आपकी अभी कोई बुकिंग नहीं है',
    emptyHint: 'कोई सेवा कार्ट में डालें और अपनी सुविधा का समय बुक करें।',
    browse: 'होम सेवाएँ देखें',
    view: (number: string) => `बुकिंग ${number} देखें`,
    itemsSummary: (count: number) => `${count} ${count === 1 ? 'सेवा' : 'सेवाएँ'}`,
    bookingHeading: (number: string) => `बुकिंग ${number}`,
    loadingOne: 'आपकी बुकिंग लोड हो रही है...',
    notFound: 'बुकिंग नहीं मिली',
    notFoundHint: 'यह बुकिंग मौजूद नहीं है या किसी और अकाउंट की है।',
    backToList: 'मेरी बुकिंग पर वापस जाएँ',
    confirmation: (number: string) =>
      `धन्यवाद! बुकिंग ${number} हमें मिल गई है। इसकी जानकारी हमने आपको ईमेल कर दी है, जल्दी ही हम इसे कन्फ़र्म करेंगे।`,
    status: 'स्टेटस',
    slot: 'कब',
    address: 'पता',
    phone: 'संपर्क फ़ोन',
    note: 'कारीगर के लिए नोट',
    payment: 'पेमेंट',
    services: 'सेवाएँ और दाम',
    cancel: 'बुकिंग कैंसल करें',
    cancelQuestion: 'यह बुकिंग कैंसल करें?',
    confirmCancel: 'हाँ, कैंसल करें',
    keep: 'बुकिंग रहने दें',
    cancelling: 'कैंसल हो रही है...',
    cancelClosed: 'स्लॉट शुरू होने से 3 घंटे पहले ऑनलाइन कैंसल बंद हो जाता है। बदलाव के लिए हमें फ़ोन करें।',
    landmark: (landmark: string) => `लैंडमार्क: ${landmark}`,
    paymentMethod: 'सेवा के बाद पेमेंट (कैश या UPI)',
    statusLabels: {
      requested: 'अनुरोध भेजा गया',
      confirmed: 'कन्फ़र्म',
      completed: 'पूरी हुई',
      cancelled: 'कैंसल',
    },
  },
  toasts: {
    cancelled: { text: 'बुकिंग कैंसल हो गई', ms: 3000 },
  },
};

export default messages;
