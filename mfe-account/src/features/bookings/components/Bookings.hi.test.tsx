// My bookings and a booking in Hindi: texts, statuses, payment and the slot in Hindi, in IST.
import { screen, within } from '@testing-library/react';
import {
  mockApi,
  renderWithProviders,
  storeSession,
  testBooking,
  testUser,
} from '@marketplace/test-support';
import { hindiStore } from '../../../lib/in-hindi';
import BookingPage from './BookingPage';
import BookingsPage from './BookingsPage';

function loggedIn() {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
}

it('lists the bookings in Hindi, with the slot’s day and month in Hindi', async () => {
  loggedIn();
  mockApi('GET', '/bookings', { body: { success: true, bookings: [testBooking()] } });
  renderWithProviders(<BookingsPage />, { route: '/bookings', store: await hindiStore() });
  const [item] = await screen.findAllByRole('listitem');
  const row = within(item as HTMLElement);
  expect(screen.getByRole('heading', { level: 1, name: 'मेरी बुकिंग' })).toBeVisible();
  expect(row.getByRole('heading', { name: 'BK-000042 अनुरोध भेजा गया' })).toBeVisible();
  expect(row.getByText('मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST')).toBeVisible();
  expect(row.getByText(/1 सेवा · ₹671/)).toBeVisible();
  expect(row.getByRole('link', { name: 'बुकिंग BK-000042 देखें' })).toBeVisible();
});

it('shows a booking’s confirmation and details in Hindi', async () => {
  loggedIn();
  mockApi('GET', '/bookings/42', { body: { success: true, booking: testBooking() } });
  renderWithProviders(null, {
    route: '/bookings/42',
    state: { justBooked: true },
    routes: { '/bookings/:id': <BookingPage /> },
    store: await hindiStore(),
  });
  expect(await screen.findByRole('heading', { name: 'बुकिंग BK-000042' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(/^धन्यवाद! बुकिंग BK-000042 हमें मिल गई है/);
  expect(screen.getByText('मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST')).toBeVisible();
  expect(screen.getByText('लैंडमार्क: Near the metro', { exact: false })).toBeVisible();
  expect(screen.getByText('सेवा के बाद पेमेंट (कैश या UPI)')).toBeVisible();
  expect(screen.getByText('सबटोटल')).toBeVisible();
  expect(screen.getByRole('button', { name: 'बुकिंग कैंसल करें' })).toBeVisible();
});
