// The code step of registration, used in place on /register and on /otp-verification: the
// 6-digit field, Verify (disabled until 6 digits), and Resend OTP with its cool-down.
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  otpSchema,
  VALIDATION_LIMITS,
  VALIDATION_MESSAGES,
} from '@marketplace/shared/contracts';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { FormStack, Intro } from '../../../components/form-styles';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { useResendCode } from '../hooks/use-resend-code';
import { authCatalogue } from '../catalogue';
import { useCheckText } from '../../../lib/checks/catalogue';
import { OtpCodeField } from './OtpCodeField';

const Email = styled.strong`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface OtpFormProps {
  email: string;
  /** When the code was last sent (epoch ms), so the resend cool-down continues. */
  otpSentAt: number | null;
  onResent: (sentAt: number) => void;
  onVerified: () => void;
  /** Besides the field's own message: what an invalid submit also shows (the OTP page toasts). */
  onInvalidCode?: () => void;
  /** The way back (a link or a button). */
  footer: ReactNode;
}

function codeError(code: string): string | undefined {
  const result = otpSchema.safeParse(code);
  return result.success
    ? undefined
    : (result.error.issues[0]?.message ?? VALIDATION_MESSAGES.otpLength);
}

export function OtpForm({
  email,
  otpSentAt,
  onResent,
  onVerified,
  onInvalidCode,
  footer,
}: OtpFormProps) {
  const t = useMessages(authCatalogue);
  const check = useCheckText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // Messages show once the field has been used, not while someone is still reading the page.
  const [touched, setTouched] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const send = useCallback(() => resendOtp(email), [email]);
  const { remaining, sending, resend } = useResendCode({
    send,
    successMessage: t.otp.resent,
    availableAt: otpSentAt === null ? null : otpSentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000,
    onSent: onResent,
  });
  const complete = code.length === VALIDATION_LIMITS.otpLength;

  const rejectIncomplete = () => {
    setError(codeError(code));
    onInvalidCode?.();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeError(code)) {
      rejectIncomplete();
      return;
    }
    setVerifying(true);
    try {
      await verifyOtp({ email, otp: code }, t.failures.verifyOtp);
      onVerified();
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : String(failure));
      setVerifying(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label={t.otp.heading}>
      <Intro>
        {t.otp.sentTo} <Email>{email}</Email>
      </Intro>
      <OtpCodeField
        label={t.otp.codeLabel}
        hint={t.otp.codeHint}
        value={code}
        error={check(error)}
        onChange={(next) => {
          setCode(next);
          setTouched(true);
          setError(undefined);
        }}
        onBlur={() => setError(touched ? codeError(code) : undefined)}
        onIncompleteSubmit={rejectIncomplete}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!complete || verifying}
        aria-busy={verifying}
      >
        {verifying ? t.otp.submitting : t.otp.submit}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        disabled={remaining > 0 || sending}
        onClick={() => void resend()}
      >
        {sending ? t.otp.resending : remaining > 0 ? t.otp.resendIn(remaining) : t.otp.resend}
      </Button>
      {footer}
    </FormStack>
  );
}
