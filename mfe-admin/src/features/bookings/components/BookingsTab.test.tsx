import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminBooking } from '@marketplace/shared/contracts';
import { asManager } from '../../../testing/fixtures';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  testAdminBooking,
} from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';

/** A booking at `slot`, its number following its id, without a landmark or a note. */
function booking(id: number, slot: string, overrides: Partial<AdminBooking> = {}): AdminBooking {
  const plain = testAdminBooking();
  return testAdminBooking({
    id,
    number: `BK-${String(id).padStart(6, '0')}`,
    slot_start: slot,
    address: { ...plain.address, landmark: null },
    note: null,
    ...overrides,
  });
}

const TEN = '2026-11-24T04:30:00.000Z';
const TWELVE = '2026-11-24T06:30:00.000Z';
const listCalls = () => apiCalls().filter((call) => call.path === '/admin/bookings');

function withBookings(bookings: AdminBooking[], total = bookings.length) {
  asManager();
  mockApi('GET', '/admin/bookings', (call) => ({
    body: { success: true, data: bookings, total, page: Number(call.query.get('page')), limit: 20 },
  }));
}

describe('the Bookings tab', () => {
  it('groups bookings by slot in IST with the customer, address, services and total', async () => {
    withBookings([
      booking(1, TEN),
      booking(2, TEN, { status: 'confirmed' }),
      booking(3, TWELVE, { status: 'completed' }),
    ]);
    renderWithProviders(<AdminRoutes />, { route: '/admin/bookings', path: null });
    expect(
      await screen.findByRole('heading', { name: 'Tue, 24 Nov 2026, 10:00 - 12:00 IST' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Tue, 24 Nov 2026, 12:00 - 14:00 IST' }),
    ).toBeVisible();
    const first = screen.getByRole('listitem', { name: 'BK-000001 for Asha Verma' });
    expect(within(first).getByText('Asha Verma (asha@example.in)')).toBeVisible();
    expect(within(first).getByText('2 × Plumbing')).toBeVisible();
    expect(within(first).getByText('₹671')).toBeVisible();
    // Only the moves each status allows.
    expect(within(first).getByRole('button', { name: 'Confirm BK-000001' })).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Cancel booking BK-000001' })).toBeVisible();
    const second = screen.getByRole('listitem', { name: 'BK-000002 for Asha Verma' });
    expect(within(second).getByRole('button', { name: 'Mark completed BK-000002' })).toBeVisible();
    const third = screen.getByRole('listitem', { name: 'BK-000003 for Asha Verma' });
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
    expect(listCalls()[0]?.query.get('date')).toBeNull();
  });

  it('offers Mark completed only once the slot has started, and shows it when it starts', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T04:29:00.000Z'), advanceTimers: true });
    try {
      withBookings([booking(1, TEN, { status: 'confirmed' })]);
      renderWithProviders(<AdminRoutes />, { route: '/admin/bookings', path: null });
      const item = await screen.findByRole('listitem', { name: 'BK-000001 for Asha Verma' });
      // A minute before 10:00 IST: it can be cancelled, not completed.
      expect(within(item).getByRole('button', { name: 'Cancel booking BK-000001' })).toBeVisible();
      expect(within(item).queryByRole('button', { name: /^Mark completed/ })).toBeNull();
      // The page stays open while the slot starts.
      act(() => jest.advanceTimersByTime(60_000));
      expect(
        await within(item).findByRole('button', { name: 'Mark completed BK-000001' }),
      ).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by day and status on the server', async () => {
    withBookings([booking(1, TEN)]);
    renderWithProviders(<AdminRoutes />, { route: '/admin/bookings', path: null });
    await screen.findByRole('listitem', { name: 'BK-000001 for Asha Verma' });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(listCalls().at(-1)?.query.get('date')).toBe('2026-11-25'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });
    await waitFor(() => expect(listCalls().at(-1)?.query.get('status')).toBe('confirmed'));
    expect(listCalls().at(-1)?.query.get('date')).toBe('2026-11-25');
    fireEvent.click(screen.getByRole('button', { name: 'Today and upcoming' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('date')).toBeNull());
  });

  it('confirms a booking, shows the answer and reloads the list', async () => {
    withBookings([booking(1, TEN)]);
    mockApi('PATCH', '/admin/bookings/1', {
      body: {
        success: true,
        msg: 'Booking marked confirmed',
        booking: booking(1, TEN, { status: 'confirmed' }),
      },
    });
    renderWithProviders(<AdminRoutes />, { route: '/admin/bookings', path: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm BK-000001' }));
    expect(await screen.findByText('BK-000001: Booking marked confirmed')).toHaveAttribute(
      'role',
      'status',
    );
    expect(apiCalls().find((call) => call.method === 'PATCH')?.body).toEqual({
      status: 'confirmed',
    });
    await waitFor(() => expect(listCalls().length).toBeGreaterThanOrEqual(2));
  });

  it('shows a refused move in the red banner', async () => {
    withBookings([booking(1, TEN, { status: 'confirmed' })]);
    mockApi('PATCH', '/admin/bookings/1', {
      status: 409,
      body: {
        success: false,
        msg: 'A booking can be marked completed only once its slot has started',
        code: 'CONFLICT',
      },
    });
    renderWithProviders(<AdminRoutes />, { route: '/admin/bookings', path: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark completed BK-000001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A booking can be marked completed only once its slot has started',
    );
  });
});
