// Contact agent (both specs): a value that looks like a phone number opens the dialer, an e-mail
// address a mail to the agent (the spec's second view); anything else (an agent's name) opens the
// contact form.

/** Digits, spaces, dashes and brackets with an optional leading plus, and at least 7 digits. */
export function isPhoneLike(value: string | null | undefined): value is string {
  if (!value) return false;
  const trimmed = value.trim();
  // The digit count keeps '()' or '-' alone from counting as a number.
  return /^\+?[\d\s()-]+$/.test(trimmed) && (trimmed.match(/\d/g)?.length ?? 0) >= 7;
}

/** The e-mail address a value is (name@domain.tld, no spaces), else null. */
export function emailAddressOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : null;
}

/**
 * A number as WhatsApp wants it, with India's country code: people in India write their mobile
 * as ten digits (or with a leading 0); a number already with a country code is kept.
 */
export function withIndiaCode(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  return digits;
}
