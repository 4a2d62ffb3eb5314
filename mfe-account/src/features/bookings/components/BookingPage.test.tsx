import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marketplace/shared/ui';
import { BOOKINGS_TEXT } from '../messages';
import BookingPage from './BookingPage';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  storeSession,
  testBooking,
  testUser,
} from '@marketplace/test-support';

const asha = testUser();

function loggedIn() {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
}

const renderBooking = (state?: unknown) =>
  renderWithProviders(null, {
    route: '/bookings/42',
    state,
    routes: { '/bookings/:id': <BookingPage /> },
  });

describe('BookingPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the confirmation after checkout, and the frozen details and totals', async () => {
    loggedIn();
    mockApi('GET', '/bookings/42', { body: { success: true, booking: testBooking() } });
    renderBooking({ justBooked: true });
    expect(await screen.findByRole('heading', { name: 'Booking BK-000042' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(BOOKINGS_TEXT.confirmation('BK-000042'));
    expect(screen.getByText('Tue, 24 Nov 2026, 10:00 - 12:00 IST')).toBeVisible();
    expect(screen.getByText(/Flat 4B, 12th Main Road/)).toBeVisible();
    expect(screen.getByText('Landmark: Near the metro', { exact: false })).toBeVisible();
    expect(screen.getByText('2 × Plumbing')).toBeVisible();
    expect(screen.getByText('₹671')).toBeVisible();
    expect(screen.getByText('Pay after service (cash or UPI)')).toBeVisible();
  });

  it('cancels after a second, explicit confirmation and shows the new status', async () => {
    loggedIn();
    mockApi('GET', '/bookings/42', { body: { success: true, booking: testBooking() } });
    mockApi('POST', '/bookings/42/cancel', {
      body: {
        success: true,
        msg: 'Booking cancelled',
        booking: testBooking({ status: 'cancelled', cancellable: false }),
      },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup({ delay: null });
    renderBooking();
    await user.click(await screen.findByRole('button', { name: BOOKINGS_TEXT.cancel }));
    expect(apiCalls('POST', '/bookings/42/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: BOOKINGS_TEXT.confirmCancel }));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(success).toHaveBeenCalledWith('Booking cancelled', { autoClose: 3000 });
    expect(screen.queryByRole('button', { name: BOOKINGS_TEXT.cancel })).not.toBeInTheDocument();
    expect(apiCalls('POST', '/bookings/42/cancel')).toHaveLength(1);
  });

  it('explains why a booking within 3 hours cannot be cancelled', async () => {
    loggedIn();
    mockApi('GET', '/bookings/42', {
      body: { success: true, booking: testBooking({ status: 'confirmed', cancellable: false }) },
    });
    renderBooking();
    expect(await screen.findByText(BOOKINGS_TEXT.cancelClosed)).toBeVisible();
    expect(screen.queryByRole('button', { name: BOOKINGS_TEXT.cancel })).not.toBeInTheDocument();
  });

  it("says 'Booking not found' for another account's booking", async () => {
    loggedIn();
    mockApi('GET', '/bookings/42', {
      status: 404,
      body: { success: false, msg: 'Booking not found', code: 'NOT_FOUND' },
    });
    renderBooking();
    expect(await screen.findByRole('heading', { name: BOOKINGS_TEXT.notFound })).toBeVisible();
    expect(screen.getByRole('link', { name: BOOKINGS_TEXT.backToList })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });
});
