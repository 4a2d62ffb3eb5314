import { screen, within } from '@testing-library/react';
import { BOOKINGS_TEXT } from '../messages';
import BookingsPage from './BookingsPage';
import {
  mockApi,
  renderWithProviders,
  storeSession,
  testBooking,
  testUser,
} from '@marketplace/test-support';

const asha = testUser();

function loggedInWith(bookings: unknown[]) {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
  mockApi('GET', '/bookings', { body: { success: true, bookings } });
}

describe('BookingsPage', () => {
  it('lists each booking with its number, status, slot in IST, services, total and link', async () => {
    loggedInWith([
      testBooking(),
      testBooking({ id: 7, number: 'BK-000007', status: 'cancelled', total: 1200 }),
    ]);
    renderWithProviders(<BookingsPage />, { route: '/bookings' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'BK-000042 Requested' })).toBeVisible();
    expect(first.getByText('Tue, 24 Nov 2026, 10:00 - 12:00 IST')).toBeVisible();
    expect(first.getByText(/Plumbing · 1 service · ₹671/)).toBeVisible();
    expect(first.getByRole('link', { name: 'View booking BK-000042' })).toHaveAttribute(
      'href',
      '/bookings/42',
    );
    expect(within(items[1] as HTMLElement).getByText('Cancelled')).toBeVisible();
  });

  it('says so when there are no bookings and links to the services', async () => {
    loggedInWith([]);
    renderWithProviders(<BookingsPage />, { route: '/bookings' });
    expect(await screen.findByRole('heading', { name: BOOKINGS_TEXT.empty })).toBeVisible();
    expect(screen.getByRole('link', { name: BOOKINGS_TEXT.browse })).toHaveAttribute(
      'href',
      '/maintenance',
    );
  });

  it('shows the server error', async () => {
    storeSession();
    mockApi('GET', '/profile', { body: { success: true, user: asha } });
    mockApi('GET', '/bookings', {
      status: 500,
      body: { success: false, msg: 'Internal server error' },
    });
    renderWithProviders(<BookingsPage />, { route: '/bookings' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });
});
