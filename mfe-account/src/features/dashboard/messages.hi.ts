import type { UserRole } from '@marketplace/shared/contracts';
import type { DashboardTexts } from './catalogue';

const messages: DashboardTexts = {
  page: {
    heading: 'डैशबोर्ड',
    welcome: (name: string) => `नमस्ते, ${name}!`,
    detailsHeading: 'आपकी जानकारी',
    username: 'यूज़रनेम',
    email: 'ईमेल',
    role: 'रोल',
    department: 'विभाग',
    position: 'पद',
    memberSince: 'सदस्य कब से',
    notSpecified: 'नहीं बताया गया',
    notAvailable: 'उपलब्ध नहीं',
    logout: 'लॉगआउट',
    loggingOut: 'लॉगआउट हो रहा है...',
    loggedOut: 'आप लॉगआउट हो गए हैं!',
    logoutFailed: 'लॉगआउट नहीं हो सका',
    refreshFailed: (msg: string) =>
      `आपकी जानकारी रीफ़्रेश नहीं हो सकी (${msg})। सेव की गई जानकारी दिखा रहे हैं।`,
    pendingRequest: (role: UserRole) =>
      `${role === 'admin' ? 'एडमिन' : 'मैनेजर'} एक्सेस का अनुरोध भेजा गया है, मंज़ूरी का इंतज़ार है`,
  },
  roles: {
    user: 'यूज़र',
    manager: 'मैनेजर',
    admin: 'एडमिन',
  },
  cards: {
    quickActions: 'झटपट काम',
    quickActionsIntro: 'जिस काम के लिए आए हैं, सीधे वहाँ जाएँ।',
    myCart: 'मेरा कार्ट',
    myBookings: 'मेरी बुकिंग',
    browseProperties: 'प्रॉपर्टी देखें',
    savedProperties: 'सेव की गई प्रॉपर्टी',
    savedSearches: 'सेव की गई खोजें',
    bookMaintenance: 'मेंटेनेंस सेवा बुक करें',
    homecare: 'होमकेयर सेवाएँ',
    reports: 'रिपोर्ट',
    cartSummary: (count: number) => (count === 0 ? 'आपका कार्ट खाली है' : `आपके कार्ट में ${count} आइटम`),
    accessSummary: (role: string) => `आपके पास ${role} एक्सेस है।`,
    propertyReports: 'प्रॉपर्टी के आँकड़े और लिस्टिंग',
    settings: 'सेटिंग',
    settingsIntro: 'अपना अकाउंट सुरक्षित रखें।',
    changePassword: 'पासवर्ड बदलें',
    changePasswordHint: 'नया पासवर्ड रखने के लिए हम आपको ईमेल पर कोड भेजेंगे।',
    privacy: 'प्राइवेसी पॉलिसी',
    terms: 'नियम और शर्तें',
  },
};

export default messages;
