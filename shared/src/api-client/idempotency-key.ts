/**
 * A fresh Idempotency-Key: 32 hex digits from the browser's CSPRNG (also outside secure contexts,
 * unlike randomUUID). One per attempt the user means once (a checkout, a property's save); its
 * retries send the same key, so the api makes the thing once (docs/decisions/booking-idempotency.md).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
