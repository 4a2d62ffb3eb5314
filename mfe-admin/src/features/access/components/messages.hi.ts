import type { AccessTexts } from './catalogue';

const messages: AccessTexts = {
  loading: 'लोड हो रहा है',
  required: 'एडमिन एक्सेस ज़रूरी है',
  explanation:
    'यह हिस्सा मैनेजर और एडमिन के लिए है। अगर आपने रजिस्टर करते समय इनमें से कोई रोल माँगा था, तो पहले किसी एडमिन को उसे मंज़ूर करना होगा।',
  home: 'होम पेज पर जाएँ',
};

export default messages;
