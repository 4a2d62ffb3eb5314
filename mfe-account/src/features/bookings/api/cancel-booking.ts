import { apiRequest } from '@marketplace/shared/api-client';
import { bookingResponse, type Booking } from '@marketplace/shared/contracts';

/** POST /bookings/:id/cancel: allowed while the slot is more than 3 hours away. */
export async function cancelBooking(token: string, id: number): Promise<Booking> {
  const body = await apiRequest(`/bookings/${id}/cancel`, {
    method: 'POST',
    token,
    schema: bookingResponse,
  });
  return body.booking;
}
