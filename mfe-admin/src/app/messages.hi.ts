import type { AdminPageTexts } from './catalogue';

const messages: AdminPageTexts = {
  loading: 'लोड हो रहा है',
  heading: 'प्रॉपर्टी एडमिनिस्ट्रेशन',
  sections: 'एडमिन के सेक्शन',
  properties: 'प्रॉपर्टी',
  catalogue: 'कैटलॉग',
  users: 'यूज़र',
  bookings: 'बुकिंग',
  enquiries: 'पूछताछ',
  unhandled: (count: number) => `${count} पूछताछ बाकी`,
  reviews: 'लिस्टिंग रिव्यू',
  waiting: (count: number) => `${count} लिस्टिंग रिव्यू के इंतज़ार में`,
  health: 'साइट हेल्थ',
};

export default messages;
