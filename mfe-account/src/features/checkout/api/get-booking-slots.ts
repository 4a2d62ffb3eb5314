import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { slotListResponse, type SlotDay } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';

/** GET /bookings/slots: the next 7 days' slots with the past and full ones marked. */
async function getBookingSlots(token: string): Promise<SlotDay[]> {
  const body = await apiRequest('/bookings/slots', { token, schema: slotListResponse });
  return body.days;
}

export function useBookingSlots() {
  const { token } = useSession();
  return useSWR(
    token ? ['/bookings/slots', token] : null,
    ([, bearer]) => getBookingSlots(bearer),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
