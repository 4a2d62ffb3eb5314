import type { Translation } from '@marketplace/shared/ui';
import type { COMPONENT_TEXTS } from './catalogue';

const messages: Translation<typeof COMPONENT_TEXTS> = {
  contact: {
    whatsapp: 'WhatsApp पर बात करें',
    call: 'कॉल करें',
    floatingContact: 'तुरंत संपर्क',
  },
  data: {
    loading: 'लोड हो रहा है',
    loadFailed: 'यह पेज लोड नहीं हो सका। अपना कनेक्शन देखकर फिर से कोशिश करें।',
    errorTitle: 'यह पेज लोड नहीं हो सका',
    retry: 'फिर से कोशिश करें',
  },
};

export default messages;
