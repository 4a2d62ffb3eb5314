import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { bookingResponse, type Booking } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';

/** GET /bookings/:id (another account's id answers 404). */
async function getBooking(token: string, id: string): Promise<Booking> {
  const body = await apiRequest(`/bookings/${encodeURIComponent(id)}`, {
    token,
    schema: bookingResponse,
  });
  return body.booking;
}

const bookingKey = (token: string, id: string) => ['/bookings/:id', token, id] as const;

export function useBooking(id: string) {
  const { token } = useSession();
  return useSWR(
    token ? bookingKey(token, id) : null,
    ([, bearer, bookingId]) => getBooking(bearer, bookingId),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
