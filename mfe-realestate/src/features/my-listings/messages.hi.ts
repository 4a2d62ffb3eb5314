import type { PropertyPurpose } from '@marketplace/shared/contracts-properties';
import { hindiDate } from '../../lib/hindi-months';
import type { MyListingsTexts } from './catalogue';

const messages: MyListingsTexts = {
  text: {
    title: 'मेरी लिस्टिंग',
    loading: 'आपकी लिस्टिंग लोड हो रही हैं',
    post: 'प्रॉपर्टी पोस्ट करें',
    active: (active: number, limit: number) => `${limit} में से ${active} लिस्टिंग रिव्यू में या लाइव`,
    emptyTitle: 'अभी कोई लिस्टिंग नहीं',
    empty: 'अपना फ़्लैट, मकान, प्लॉट या दुकान बेचने या किराये पर देने के लिए पोस्ट करें। यह फ़्री है।',
    errorTitle: 'आपकी लिस्टिंग लोड नहीं हो सकीं',
    tryAgain: 'फिर से कोशिश करें',
    views: (n: number) => `${n} बार देखी गई`,
    reveals: (n: number) => `${n} बार फ़ोन नंबर देखा गया`,
    leads: (n: number, open: number) => `${n} लीड${open > 0 ? ` (${open} नई)` : ''}`,
    rejectedBecause: 'मंज़ूर नहीं हुई:',
    expires: (date: string) => `${date} तक लाइव`,
    expired: 'समय खत्म: फिर से दिखाने के लिए रिन्यू करें',
    pending: 'हमारी टीम इसे जाँच रही है; लाइव होने पर आपको ईमेल मिलेगा।',
    draft: 'अभी भेजी नहीं गई: इसे पूरा करें और रिव्यू के लिए भेजें।',
    continue: 'आगे भरें',
    edit: 'बदलें',
    confirmReopen:
      'बदलाव करने पर यह लिस्टिंग दोबारा रिव्यू होने तक साइट से हट जाएगी। क्या आप इसे बदलना चाहते हैं?',
    close: (purpose: PropertyPurpose) =>
      purpose === 'rent' ? '"किराये पर गई" मार्क करें' : '"बिक गई" मार्क करें',
    renew: 'रिन्यू करें',
    delete: 'डिलीट करें',
    confirmDelete: (name: string) =>
      `"${name || 'यह ड्राफ़्ट'}" और इसकी फ़ोटो डिलीट करें? यह वापस नहीं होगा।`,
    showLeads: 'लीड देखें',
    hideLeads: 'लीड छिपाएँ',
    untitled: 'बिना नाम का ड्राफ़्ट',
    view: 'देखें',
  },
  leads: {
    loading: 'लीड लोड हो रही हैं',
    none: 'अभी कोई लीड नहीं। इस लिस्टिंग के बारे में पूछताछ और विज़िट के अनुरोध यहाँ दिखेंगे।',
    call: (name: string) => `${name} को कॉल करें`,
    whatsapp: (name: string) => `${name} को WhatsApp करें`,
    whatsappText: (listing: string) => `नमस्ते, ${listing} के बारे में आपकी पूछताछ पर`,
    visit: (date: string, time: string) => `${hindiDate(date)} को ${time} बजे विज़िट का अनुरोध`,
    handled: 'निपट गई',
    markHandled: '"निपट गई" मार्क करें',
    markOpen: '"बाकी" मार्क करें',
    received: (when: string) => `${when} को मिली`,
    receivedAt: (iso: string) =>
      new Date(iso).toLocaleString('hi-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }),
  },
  leadTypes: {
    agent_contact: 'मैसेज',
    visit_request: 'विज़िट का अनुरोध',
  },
};

export default messages;
