import type { Translation } from '@marketplace/shared/ui';
import type { CAREERS_TEXTS } from './catalogue';

const messages: Translation<typeof CAREERS_TEXTS> = {
  heading: 'हमारी टीम से जुड़ें',
  intro:
    'हमें हमेशा हुनरमंद प्लंबर, इलेक्ट्रीशियन, बढ़ई, पेंटर, साइट इंजीनियर और डिज़ाइनर की तलाश रहती है। अपने बारे में बताइए, हम आपसे संपर्क करेंगे।',
  formHeading: 'नौकरी के लिए आवेदन',
  apply: 'आवेदन करें',
  sending: 'भेज रहे हैं…',
  success: 'आपका आवेदन भेज दिया गया है!',
  required: (field: string) => `${field} भरना ज़रूरी है`,
  tooLong: (field: string, max: number) => `${field} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  schemaNames: {
    name: 'नाम',
    contact: 'संपर्क नंबर',
    education: 'पढ़ाई',
    address: 'पता',
    workExperience: 'काम का अनुभव',
    skills: 'हुनर',
  },
  labels: {
    name: 'पूरा नाम',
    contact: 'संपर्क नंबर',
    education: 'पढ़ाई',
    address: 'पता',
    workExperience: 'काम का अनुभव',
    skills: 'हुनर (स्किल)',
  },
};

export default messages;
