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
import { Button, notify } from '@marketplace/shared/ui';
import { FormStack, Intro } from '../../../components/form-styles';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { useResendCode } from '../hooks/use-resend-code';
import { OTP_MESSAGES } from '../messages';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // Messages show once the field has been used, not while someone is still reading the page.
  const [touched, setTouched] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const send = useCallback(() => resendOtp(email), [email]);
  const { remaining, sending, resend } = useResendCode({
    send,
    successMessage: OTP_MESSAGES.resent,
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
      await verifyOtp({ email, otp: code });
      onVerified();
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : String(failure));
      setVerifying(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label={OTP_MESSAGES.heading}>
      <Intro>
        {OTP_MESSAGES.sentTo} <Email>{email}</Email>
      </Intro>
      <OtpCodeField
        label={OTP_MESSAGES.codeLabel}
        hint={OTP_MESSAGES.codeHint}
        value={code}
        error={error}
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
        {verifying ? OTP_MESSAGES.submitting : OTP_MESSAGES.submit}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        disabled={remaining > 0 || sending}
        onClick={() => void resend()}
      >
        {sending
          ? OTP_MESSAGES.resending
          : remaining > 0
            ? OTP_MESSAGES.resendIn(remaining)
            : OTP_MESSAGES.resend}
      </Button>
      {footer}
    </FormStack>
  );
}
