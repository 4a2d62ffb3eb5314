import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { bookingListResponse, type Booking } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';

/** GET /bookings: the account's bookings, upcoming first. */
async function getBookings(token: string): Promise<Booking[]> {
  const body = await apiRequest('/bookings', { token, schema: bookingListResponse });
  return body.bookings;
}

export function useBookings() {
  const { token } = useSession();
  return useSWR(token ? ['/bookings', token] : null, ([, bearer]) => getBookings(bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
