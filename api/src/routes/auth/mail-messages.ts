import { OTP_TTL_MINUTES, type Language } from '@marketplace/shared/contracts';
import type { OtpPurpose } from '../../lib/otp';
import type { MailMessage } from '../../plugins/mail';

interface CodeMailTexts {
  subject: string;
  /** The sentence the code follows: 'Your verification code is 123456'. */
  intro: string;
  /** What the code does, naming the account, so a code someone else asked for is recognised. */
  effect: (username: string) => string;
  validity: string;
  ifNotYou: (username: string) => string;
}

const CODE_MAILS: Record<Language, Record<OtpPurpose, CodeMailTexts>> = {
  en: {
    register: {
      subject: 'Your verification code',
      intro: 'Your verification code is',
      effect: (username) =>
        `It creates the account with the username "${username}" for this email address.`,
      validity: `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
      ifNotYou: (username) =>
        `If you did not register the username "${username}", do not enter or share this code: ` +
        'ignore this email and no account will be created. An account you registered yourself ' +
        'is not affected.',
    },
    reset: {
      subject: 'Your password reset code',
      intro: 'Your password reset code is',
      effect: (username) => `It sets a new password for the account "${username}".`,
      validity: `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
      ifNotYou: () =>
        'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
    },
  },
  hi: {
    register: {
      subject: 'आपका वेरिफ़िकेशन कोड',
      intro: 'आपका वेरिफ़िकेशन कोड है:',
      effect: (username) => `इससे इस ईमेल पर "${username}" यूज़रनेम वाला अकाउंट बनेगा।`,
      validity: `यह कोड ${OTP_TTL_MINUTES} मिनट तक चलेगा और एक ही बार काम आएगा।`,
      ifNotYou: (username) =>
        `अगर आपने "${username}" यूज़रनेम से रजिस्टर नहीं किया है, तो यह कोड न डालें और किसी को न बताएँ। ` +
        'इस ईमेल को अनदेखा करें, कोई अकाउंट नहीं बनेगा। आपके अपने बनाए अकाउंट पर इसका कोई असर नहीं होगा।',
    },
    reset: {
      subject: 'आपका पासवर्ड रीसेट कोड',
      intro: 'आपका पासवर्ड रीसेट कोड है:',
      effect: (username) => `इससे "${username}" अकाउंट का नया पासवर्ड सेट होगा।`,
      validity: `यह कोड ${OTP_TTL_MINUTES} मिनट तक चलेगा और एक ही बार काम आएगा।`,
      ifNotYou: () =>
        'अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा है, तो इस ईमेल को अनदेखा करें। आपका पासवर्ड नहीं बदलेगा।',
    },
  },
};

/**
 * The e-mail carrying a code, in the account's language: the code, what it does to which
 * account (by username), what to do if that was not you, and its 10-minute validity. Usernames
 * follow the strict shared rule, so they are plain text.
 */
export function codeMail(
  purpose: OtpPurpose,
  to: string,
  code: string,
  username: string,
  language: Language,
): MailMessage {
  const texts = CODE_MAILS[language][purpose];
  return {
    to,
    subject: texts.subject,
    language,
    text: [
      `${texts.intro} ${code}`,
      '',
      texts.effect(username),
      texts.validity,
      '',
      texts.ifNotYou(username),
    ].join('\n'),
    outboxLog: { code },
  };
}
