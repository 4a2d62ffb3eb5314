// The one test user every app's tests log in as, the stored session a reload finds, and a booking
// of that user as the api serves it (to its customer, and to a manager with the customer).
import type { AdminBooking, Booking, PublicUser } from '@marketplace/shared/contracts';
import type { User } from '@marketplace/shared/session';

/** Asha, a plain user; override what a test looks at (`testUser({ role: 'manager' })`). */
export function testUser(
  changes: Partial<PublicUser> & { name?: string } = {},
): PublicUser & { name: string } {
  return {
    id: 7,
    name: 'Asha Verma',
    username: 'asha',
    email: 'asha@example.in',
    role: 'user',
    requested_role: null,
    department: 'Sales',
    position: 'Team lead',
    language: 'en',
    created_at: '2025-03-14T10:00:00.000Z',
    ...changes,
  };
}

/** Stores a logged-in session under the `auth` key, as a reload after login finds it. */
export function storeSession(user: User = testUser(), token = 'tok-asha'): void {
  localStorage.setItem('auth', JSON.stringify({ user, token, otpVerified: false }));
}

/** Asha's booking of two plumbing visits, as GET /bookings/:id answers it. */
export function testBooking(changes: Partial<Booking> = {}): Booking {
  return {
    id: 42,
    number: 'BK-000042',
    status: 'requested',
    slot_start: '2026-11-24T04:30:00.000Z',
    address: {
      house: 'Flat 4B',
      street: '12th Main Road',
      area: 'Indiranagar',
      city: 'Bengaluru',
      pincode: '560038',
      landmark: 'Near the metro',
    },
    phone: '9876543210',
    note: 'Ring twice',
    payment: 'pay_after_service',
    lines: [
      {
        item_type: 'service',
        item_id: 'service:plumbing',
        name: 'Plumbing',
        unit_price: 299,
        quantity: 2,
        line_total: 598,
      },
    ],
    subtotal: 598,
    service_fee: 25,
    tax: 48,
    total: 671,
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    cancellable: true,
    ...changes,
  };
}

/** The same booking as GET /admin/bookings lists it: with its customer. */
export function testAdminBooking(changes: Partial<AdminBooking> = {}): AdminBooking {
  const { username, email, name } = testUser();
  return { ...testBooking(), customer: { username, email, name }, ...changes };
}
