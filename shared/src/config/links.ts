// Outbound contact links. Numbers are stored as people read them ('+91 90000 00000'); the links
// need digits only.

/** Digits of a phone number, without '+', spaces or dashes. */
function digitsOf(number: string): string {
  return number.replace(/\D/g, '');
}

/** `https://wa.me/<digits>?text=<encoded>`: opens a chat with the message prefilled. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${digitsOf(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `tel:+<digits>` for a phone dialer. */
export function telLink(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digitsOf(trimmed)}`;
}

/** `mailto:` link with an optional subject and body. */
export function mailtoLink(
  email: string,
  options: { subject?: string; body?: string } = {},
): string {
  const params = new URLSearchParams();
  if (options.subject) params.set('subject', options.subject);
  if (options.body) params.set('body', options.body);
  // URLSearchParams encodes spaces as '+', which mail clients show literally.
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `mailto:${email}?${query}` : `mailto:${email}`;
}

/** A maps search for a place, opened in a new tab (no third-party embed: CSP). */
export function mapsSearchLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
