import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  adminBookingListResponse,
  adminBookingResponse,
  type AdminBooking,
  type AdminBookingListResponse,
  type BookingStatus,
} from '@marketplace/shared/contracts';

export const BOOKING_PAGE_SIZE = 20;

export interface BookingFilter {
  /** One IST day (YYYY-MM-DD); '' for today's and upcoming. */
  date: string;
  status: BookingStatus | '';
  page: number;
}

/** GET /admin/bookings: bookings by slot, soonest first. */
export function fetchAdminBookings(filter: BookingFilter): Promise<AdminBookingListResponse> {
  return apiRequest('/admin/bookings', {
    query: {
      date: filter.date || undefined,
      status: filter.status || undefined,
      page: filter.page,
      limit: BOOKING_PAGE_SIZE,
    },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminBookingListResponse,
  });
}

/** PATCH /admin/bookings/:id: the api checks the move is allowed and e-mails the customer. */
export async function moveBooking(
  id: number,
  status: BookingStatus,
): Promise<{ msg: string; booking: AdminBooking }> {
  const body = await apiRequest(`/admin/bookings/${id}`, {
    method: 'PATCH',
    body: { status },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: adminBookingResponse,
  });
  return { msg: body.msg, booking: body.booking };
}
