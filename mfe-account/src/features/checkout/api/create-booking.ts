import { apiRequest } from '@marketplace/shared/api-client';
import {
  bookingResponse,
  createBookingRequest,
  type Booking,
  type CreateBookingRequest,
} from '@marketplace/shared/contracts';

export { createBookingRequest };

/**
 * POST /bookings. The same `idempotencyKey` for every attempt of one checkout: a double click
 * or a retry after a lost answer books once.
 */
export async function createBooking(
  token: string,
  input: CreateBookingRequest,
  idempotencyKey: string,
): Promise<Booking> {
  const body = await apiRequest('/bookings', {
    method: 'POST',
    token,
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: bookingResponse,
  });
  return body.booking;
}
