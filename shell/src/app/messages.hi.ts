import type { Translation } from '@marketplace/shared/ui';
import type { SHELL_MESSAGES } from './messages';

const messages: Translation<typeof SHELL_MESSAGES> = {
  remoteUnavailableTitle: 'साइट का यह हिस्सा अभी उपलब्ध नहीं है',
  remoteUnavailableText:
    'यह पेज लोड नहीं हो सका। अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें; बाकी साइट ठीक चल रही है।',
  retry: 'फिर से कोशिश करें',
  loading: 'लोड हो रहा है',
};

export default messages;
