// The checkout in Hindi: sections, fields, the slot picker's dates (Hindi, IST) and the
// client's own validation messages.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine, SlotDay } from '@marketplace/shared/contracts';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';
import { hindiStore } from '../../../lib/in-hindi';
import CheckoutPage from './CheckoutPage';

const plumbing: CartLine = {
  id: 11,
  item_id: 'service:plumbing',
  item_type: 'service',
  item_name: 'Plumbing',
  item_description: 'Leaks and fittings',
  item_price: '299.00',
  item_category: 'Home Services',
  price_was: null,
  available: true,
  quantity: 2,
  added_at: '2026-11-20T10:00:00.000Z',
};

const DAYS: SlotDay[] = [
  {
    date: '2026-11-24',
    slots: [
      { time: '10:00', starts_at: '2026-11-24T04:30:00.000Z', available: false, reason: 'full' },
      { time: '12:00', starts_at: '2026-11-24T06:30:00.000Z', available: true, reason: null },
    ],
  },
];

it('shows the checkout in Hindi, its dates in Hindi and its own checks in Hindi', async () => {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
  mockApi('GET', '/cart', {
    body: { success: true, cart: [plumbing], totalItems: 2, totalPrice: 598 },
  });
  mockApi('GET', '/addresses', { body: { success: true, addresses: [] } });
  mockApi('GET', '/bookings/slots', { body: { success: true, days: DAYS } });
  renderWithProviders(null, {
    route: '/checkout',
    routes: { '/checkout': <CheckoutPage /> },
    store: await hindiStore(),
  });
  const user = userEvent.setup({ delay: null });
  expect(await screen.findByLabelText('मकान/फ़्लैट')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  expect(screen.getByLabelText('पिन कोड')).toBeVisible();
  const dates = screen.getByRole('radiogroup', { name: 'तारीख' });
  await user.click(within(dates).getByRole('radio', { name: 'मंगल, 24 नवंबर 2026' }));
  const slots = screen.getByRole('radiogroup', { name: 'समय स्लॉट (भारतीय समय)' });
  expect(within(slots).getByRole('radio', { name: '10:00 - 12:00 (भरा हुआ)' })).toBeDisabled();
  expect(screen.getByText('सेवा के बाद पेमेंट (कैश या UPI)')).toBeVisible();
  expect(screen.getByText('2 × Plumbing')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'बुकिंग कन्फ़र्म करें' }));
  expect(await screen.findByText('समय स्लॉट चुनें')).toBeVisible();
});
