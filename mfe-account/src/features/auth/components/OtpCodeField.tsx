import type { KeyboardEvent } from 'react';
import { VALIDATION_LIMITS } from '@marketplace/shared/contracts';
import { TextField } from '@marketplace/shared/form-fields';

/** Digits only, at most 6 (docs/product/accounts.md "Validation"): anything else typed or pasted is dropped. */
function cleanOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VALIDATION_LIMITS.otpLength);
}

export interface OtpCodeFieldProps {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  /** Enter pressed while the code is incomplete (the disabled submit button cannot submit). */
  onIncompleteSubmit?: () => void;
}

export function OtpCodeField({ onChange, onIncompleteSubmit, value, ...rest }: OtpCodeFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && value.length < VALIDATION_LIMITS.otpLength) {
      event.preventDefault();
      onIncompleteSubmit?.();
    }
  };
  return (
    <TextField
      {...rest}
      name="otp"
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={VALIDATION_LIMITS.otpLength}
      onChange={(e) => onChange(cleanOtp(e.target.value))}
      onKeyDown={onKeyDown}
    />
  );
}
