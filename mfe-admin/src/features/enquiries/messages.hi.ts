import type { EnquiriesTexts } from './catalogue';

const messages: EnquiriesTexts = {
  loading: 'लोड हो रहा है',
  heading: 'पूछताछ',
  type: 'पूछताछ का टाइप',
  allTypes: 'सभी टाइप',
  none: 'अभी कोई पूछताछ नहीं है।',
  pages: 'पूछताछ के पेज',
  property: 'प्रॉपर्टी:',
  deletedProperty: (id: number) => `#${id} (डिलीट हो चुकी)`,
  handled: 'निपट गई',
  title: (type: string, name: string) => `${name} की ओर से: ${type}`,
  received: (iso: string) =>
    new Date(iso).toLocaleString('hi-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  types: {
    contact: 'संपर्क',
    job_application: 'नौकरी का आवेदन',
    agent_contact: 'एजेंट से संपर्क',
    visit_request: 'विज़िट का अनुरोध',
    subscription: 'सब्सक्रिप्शन',
    quote: 'कोटेशन का अनुरोध',
  },
  fields: {
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    service: 'सर्विस',
    subject: 'विषय',
    message: 'मैसेज',
    contact: 'संपर्क',
    education: 'पढ़ाई',
    address: 'पता',
    workExperience: 'काम का अनुभव',
    skills: 'हुनर',
    date: 'तारीख',
    time: 'समय',
    price: 'दाम',
    startDate: 'शुरू होने की तारीख',
    note: 'नोट',
    item: 'आइटम',
  },
};

export default messages;
