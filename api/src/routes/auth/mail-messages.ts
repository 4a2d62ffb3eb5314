import { OTP_TTL_MINUTES } from '@marketplace/shared/contracts';
import type { OtpPurpose } from '../../lib/otp';
import type { MailMessage } from '../../plugins/mail';

/** Subjects of the e-mailed codes. */
const MAIL_SUBJECTS: Record<OtpPurpose, string> = {
  register: 'Your verification code',
  reset: 'Your password reset code',
};

const INTRO: Record<OtpPurpose, string> = {
  register: 'Your verification code is',
  reset: 'Your password reset code is',
};

/** What the code does, naming the account, so a code someone else asked for is recognised. */
const EFFECT: Record<OtpPurpose, (username: string) => string> = {
  register: (username) =>
    `It creates the account with the username "${username}" for this email address.`,
  reset: (username) => `It sets a new password for the account "${username}".`,
};

const IF_NOT_YOU: Record<OtpPurpose, (username: string) => string> = {
  register: (username) =>
    `If you did not register the username "${username}", do not enter or share this code: ` +
    'ignore this email and no account will be created. An account you registered yourself ' +
    'is not affected.',
  reset: () =>
    'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
};

/**
 * The e-mail carrying a code: the code, what it does to which account (by username), what to do
 * if that was not you, and its 10-minute validity. Usernames follow the strict shared rule, so
 * they are plain text.
 */
export function codeMail(
  purpose: OtpPurpose,
  to: string,
  code: string,
  username: string,
): MailMessage {
  return {
    to,
    subject: MAIL_SUBJECTS[purpose],
    text: [
      `${INTRO[purpose]} ${code}`,
      '',
      EFFECT[purpose](username),
      `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
      '',
      IF_NOT_YOU[purpose](username),
    ].join('\n'),
    outboxLog: { code },
  };
}
