// Bookings as the api serves them, for the account remote's tests.
import type { Booking } from '@marketplace/shared/contracts';

export function aBooking(overrides: Partial<Booking> = {}): Booking {
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
    ...overrides,
  };
}
