import { z } from 'zod';

/**
 * The Idempotency-Key header of a request the client means once (a booking, a property added):
 * its retries carry the same key and answer what the first attempt made
 * (docs/decisions/booking-idempotency.md).
 */
export function idempotencyKeySchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');
}
