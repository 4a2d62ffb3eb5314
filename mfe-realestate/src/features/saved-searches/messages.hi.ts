import type { SavedSearchTexts } from './catalogue';

const messages: SavedSearchTexts = {
  list: {
    heading: 'सेव की गई खोजें',
    intro: 'जिन खोजों के ईमेल चालू हैं, उनसे मिलती नई लिस्टिंग आपको दिन में ज़्यादा से ज़्यादा एक बार भेजी जाती हैं।',
    loading: 'आपकी सेव की गई खोजें लोड हो रही हैं…',
    errorTitle: 'आपकी सेव की गई खोजें लोड नहीं हो सकीं',
    tryAgain: 'फिर से कोशिश करें',
    emptyTitle: 'अभी कोई सेव की गई खोज नहीं',
    emptyText: 'ख़रीदने या किराये के लिए घर खोजें, फिर नई लिस्टिंग की ख़बर पाने के लिए "खोज सेव करें" चुनें।',
    browse: 'प्रॉपर्टी खोजें',
    newCount: (count: number) => (count === 0 ? 'कोई नई लिस्टिंग नहीं' : `${count} नई लिस्टिंग`),
    open: 'लिस्टिंग देखें',
    emails: 'नई लिस्टिंग मुझे ईमेल करें',
    rename: 'नाम बदलें',
    nameLabel: 'नाम',
    nameRequired: 'खोज को कोई नाम दें',
    save: 'सेव करें',
    cancel: 'रहने दें',
    delete: 'डिलीट करें',
    confirmDelete: (name: string) => `"${name}" डिलीट करें? इसके ईमेल बंद हो जाएँगे।`,
    savedOn: (date: string) => `${date} को सेव की गई`,
  },
  unsubscribe: {
    heading: 'सेव की गई खोज के ईमेल',
    loading: 'आपका लिंक जाँचा जा रहा है…',
    question: (name: string) => `"${name}" की नई लिस्टिंग के ईमेल बंद करें?`,
    alreadyOff: (name: string) => `"${name}" के ईमेल पहले से बंद हैं।`,
    stop: 'ये ईमेल बंद करें',
    stopping: 'बंद हो रहे हैं…',
    invalidTitle: 'यह लिंक काम नहीं कर रहा',
    manage: 'सेव की गई खोजें देखें',
    browse: 'प्रॉपर्टी खोजें',
  },
  summary: {
    forRent: 'किराये के लिए',
    forSale: 'बिक्री के लिए',
    bedrooms: (bedrooms: string) => `${bedrooms} BHK`,
    areaFrom: (sqft: string) => `कम से कम ${sqft} वर्ग फ़ीट`,
    areaUpTo: (sqft: string) => `ज़्यादा से ज़्यादा ${sqft} वर्ग फ़ीट`,
  },
};

export default messages;
