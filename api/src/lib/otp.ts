import { randomInt } from 'node:crypto';
import { VALIDATION_LIMITS } from '@marketplace/shared/contracts';
import { hashSecret, verifySecret, type ScryptParams } from './password';

/** What an e-mailed code confirms; one live code per e-mail and purpose. */
export const OTP_PURPOSES = { register: 'register', reset: 'reset' } as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[keyof typeof OTP_PURPOSES];

/**
 * A code lives 10 minutes, so its hash only has to resist a guess for that long: a lighter
 * scrypt than passwords (16 MiB) keeps every verification cheap.
 */
const OTP_MAX_LOG2N = 14;

export function otpHashParams(passwordParams: ScryptParams): ScryptParams {
  return { ...passwordParams, log2N: Math.min(OTP_MAX_LOG2N, passwordParams.log2N) };
}

/** A uniformly random code of exactly 6 digits (leading zeros kept). */
export function generateOtp(): string {
  const digits = VALIDATION_LIMITS.otpLength;
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function hashOtp(code: string, params: ScryptParams): Promise<string> {
  return hashSecret(code, params);
}

export function verifyOtp(code: string, stored: string): Promise<boolean> {
  return verifySecret(code, stored);
}
