import { OTP_TTL_MINUTES } from '@marketplace/shared/contracts';
import type { OtpPurpose } from '../../lib/otp';
import type { MailMessage } from '../../plugins/mail';

/** Subjects of the e-mailed codes. */
export const MAIL_SUBJECTS: Record<OtpPurpose, string> = {
  register: 'Your verification code',
  reset: 'Your password reset code',
};

const INTRO: Record<OtpPurpose, string> = {
  register: 'Your verification code is',
  reset: 'Your password reset code is',
};

const IGNORE: Record<OtpPurpose, string> = {
  register: 'If you did not create an account, you can ignore this email.',
  reset:
    'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
};

/** The e-mail carrying a code: the code, what it is for and its 10-minute validity. */
export function codeMail(purpose: OtpPurpose, to: string, code: string): MailMessage {
  return {
    to,
    subject: MAIL_SUBJECTS[purpose],
    text: [
      `${INTRO[purpose]} ${code}`,
      '',
      `It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.`,
      IGNORE[purpose],
    ].join('\n'),
    outboxLog: { code },
  };
}
