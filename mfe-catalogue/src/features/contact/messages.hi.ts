import type { Translation } from '@marketplace/shared/ui';
import type { CONTACT_MESSAGES } from './messages';

const messages: Translation<typeof CONTACT_MESSAGES> = {
  heading: 'संपर्क करें',
  intro: 'कोई सवाल, कोटेशन या सर्विस की ज़रूरत हो: हमें लिखें, कॉल करें, या जबलपुर में हमारे ऑफ़िस आएँ।',
  formHeading: 'हमें मैसेज भेजें',
  send: 'मैसेज भेजें',
  sending: 'भेज रहे हैं…',
  required: 'कृपया सभी ज़रूरी जानकारी भरें',
  success: 'धन्यवाद! आपका मैसेज भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे!',
  serviceTypeLabel: 'सर्विस का प्रकार',
  serviceTypePlaceholder: 'सर्विस चुनें',
  mapHeading: 'हमारा पता',
  openInMaps: 'मैप में खोलें',
  emergencyHeading: 'इमरजेंसी हेल्पलाइन',
  emergencyBody:
    'पाइप फट गया, बिजली चली गई या सुरक्षा की कोई दिक्कत है? हमारी इमरजेंसी लाइन 24 घंटे, सातों दिन खुली है।',
  faqHeading: 'कोई सवाल है?',
  faqBody: 'ज़्यादातर जवाब हमारे अक्सर पूछे जाने वाले सवालों में पहले से हैं।',
  viewFaqs: 'सवाल-जवाब देखें',
  mapAlt: (address: string) => `हमारे ऑफ़िस का नक्शा: ${address}`,
  moreWays: 'हम तक पहुँचने के और तरीके',
  howToReach: 'हम तक कैसे पहुँचें',
  phoneHeading: 'फ़ोन',
  emailHeading: 'ईमेल',
  addressHeading: 'पता',
  hoursHeading: 'काम का समय',
  days: { 'Mon-Fri': 'सोम-शुक्र', 'Sat-Sun': 'शनि-रवि' },
  hours: { '8:00 AM - 8:00 PM': 'सुबह 8:00 - रात 8:00', '9:00 AM - 6:00 PM': 'सुबह 9:00 - शाम 6:00' },
  fields: {
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    subject: 'विषय',
    message: 'मैसेज',
  },
  emailInvalid: 'ईमेल सही नहीं है',
  tooLong: (field: string, max: number) => `${field} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  serviceTypes: {
    Plumbing: 'प्लंबिंग',
    Electrical: 'बिजली का काम',
    'House Cleaning': 'घर की सफ़ाई',
    'Water Proofing': 'वॉटरप्रूफ़िंग',
    'Interior Designing': 'इंटीरियर डिज़ाइन',
    'Real Estate': 'रियल एस्टेट',
    Construction: 'कंस्ट्रक्शन',
    Maintenance: 'मेंटेनेंस',
    Other: 'अन्य',
  },
};

export default messages;
