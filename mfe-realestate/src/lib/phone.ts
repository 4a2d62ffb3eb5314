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

/** One address, no spaces: name@domain.tld. */
export function isEmailLike(value: string | null | undefined): value is string {
  return Boolean(value) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim());
}
