import type { Translation } from '@marketplace/shared/ui';
import type { CHECK_MESSAGES } from './messages';

const messages: Translation<typeof CHECK_MESSAGES> = {
  usernameOrEmailRequired: 'यूज़रनेम या ईमेल भरना ज़रूरी है',
  usernameRequired: 'यूज़रनेम भरना ज़रूरी है',
  usernameTooShort: 'यूज़रनेम कम से कम 3 अक्षर का होना चाहिए',
  usernameTooLong: 'यूज़रनेम ज़्यादा से ज़्यादा 30 अक्षर का हो सकता है',
  usernameCharacters: 'यूज़रनेम में सिर्फ़ अंग्रेज़ी अक्षर, अंक, डॉट (.), अंडरस्कोर (_) और हाइफ़न (-) हो सकते हैं',
  usernameOrEmailTooLong: 'यूज़रनेम या ईमेल ज़्यादा से ज़्यादा 254 अक्षर का हो सकता है',
  emailRequired: 'ईमेल भरना ज़रूरी है',
  emailInvalid: 'ईमेल सही नहीं है',
  emailTooLong: 'ईमेल ज़्यादा से ज़्यादा 254 अक्षर का हो सकता है',
  passwordRequired: 'पासवर्ड भरना ज़रूरी है',
  passwordTooShort: 'पासवर्ड कम से कम 8 अक्षर का होना चाहिए',
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षर का हो सकता है',
  passwordComposition: 'पासवर्ड में कम से कम एक बड़ा अक्षर (A-Z), एक छोटा अक्षर (a-z) और एक अंक होना चाहिए',
  passwordsDoNotMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं',
  roleRequired: 'कृपया यूज़र रोल चुनें',
  termsRequired: 'आगे बढ़ने के लिए नियम और शर्तें मानना ज़रूरी है',
  otpRequired: 'ओटीपी भरना ज़रूरी है',
  otpLength: 'ओटीपी 6 अंकों का होना चाहिए',
  otpInvalid: 'कृपया सही 6 अंकों का ओटीपी डालें',
};

export default messages;
