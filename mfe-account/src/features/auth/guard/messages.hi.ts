import type { GuardTexts } from './catalogue';

const messages: GuardTexts = {
  checking: 'आपका सेशन जाँच रहे हैं',
};

export default messages;
