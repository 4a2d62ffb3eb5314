import type { Translation } from '@marketplace/shared/ui';
import type { PRICE_ACTION_TEXTS } from './catalogue';

const messages: Translation<typeof PRICE_ACTION_TEXTS> = {
  priceAction: {
    subscribe: 'सब्सक्राइब करें',
    quote: 'कोटेशन माँगें',
  },
  dialog: {
    subscriptionTitle: (name: string) => `${name} सब्सक्राइब करें`,
    quoteTitle: (name: string) => `कोटेशन माँगें: ${name}`,
    subscriptionIntro: (price: string) =>
      `${price}। सर्विस कब से शुरू हो, यह चुनें; हमारे कोऑर्डिनेटर आपको कॉल करके बात पक्की करेंगे। अभी कोई पैसा नहीं लिया जाएगा।`,
    quoteIntro: (price: string) =>
      `${price}। अपनी ज़रूरत बताइए; हम आपको कॉल करके कोटेशन देंगे। अभी कोई पैसा नहीं लिया जाएगा।`,
    name: 'आपका नाम',
    phone: 'फ़ोन',
    startDate: 'शुरू होने की तारीख',
    note: 'कुछ और बताना चाहें (ज़रूरी नहीं)',
    message: 'किस काम का कोटेशन चाहिए? (ज़रूरी नहीं)',
    send: 'रिक्वेस्ट भेजें',
    sending: 'भेज रहे हैं...',
    failed: 'आपकी रिक्वेस्ट नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
  },
  cart: {
    add: 'कार्ट में डालें',
    adding: 'डाल रहे हैं...',
    added: 'कार्ट में डाल दिया',
  },
};

export default messages;
