// The cart in Hindi: its texts and toasts come from the Hindi catalogue; names come as data.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '@marketplace/shared/contracts';
import { notify } from '@marketplace/shared/ui';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';
import { hindiStore } from '../../../lib/in-hindi';
import HI from '../messages.hi';
import CartPage from './CartPage';

const asha = testUser();
const cleaning: CartLine = {
  id: 11,
  item_id: 'service:house-cleaning',
  item_type: 'service',
  item_name: 'House cleaning',
  item_description: 'Deep cleaning of every room.',
  item_price: '1499.00',
  item_category: 'Home Services',
  price_was: null,
  available: true,
  quantity: 2,
  added_at: '2026-11-20T10:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

it('asks a logged-out visitor to log in, in Hindi', async () => {
  renderWithProviders(<CartPage />, { route: '/cart', store: await hindiStore() });
  expect(await screen.findByRole('heading', { name: 'लॉगिन ज़रूरी है' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'रजिस्टर करें' })).toHaveAttribute('href', '/register');
});

it('shows the cart, its summary and its toasts in Hindi', async () => {
  storeSession(asha);
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
  mockApi('GET', '/cart', {
    body: { success: true, cart: [cleaning], totalItems: 2, totalPrice: 2998 },
  });
  const success = jest.spyOn(notify, 'success');
  renderWithProviders(<CartPage />, { route: '/cart', store: await hindiStore() });
  expect(await screen.findByText('आपके कार्ट में 2 आइटम')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'शॉपिंग कार्ट' })).toBeVisible();
  expect(screen.getByText('House cleaning')).toBeVisible();
  const panel = screen.getByRole('complementary', { name: 'ऑर्डर का सारांश' });
  expect(within(panel).getByText('सबटोटल')).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'चेकआउट करें' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'House cleaning की संख्या बढ़ाएँ' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'House cleaning हटाएँ' })).toHaveTextContent('हटाएँ');
  expect(screen.getByRole('list', { name: 'कार्ट के आइटम' })).toBeVisible();
  const refresh = screen.getByRole('button', { name: 'कार्ट रीफ़्रेश करें' });
  expect(refresh).toHaveTextContent('⟳ रीफ़्रेश');
  await userEvent.click(refresh);
  expect(success).toHaveBeenCalledWith('कार्ट रीफ़्रेश हो गया!', { autoClose: 1500 });
});

it('names a line without a name or description by its Hindi placeholders', async () => {
  storeSession(asha);
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
  const unnamed = { ...cleaning, item_name: null, item_description: null, quantity: 1 };
  mockApi('GET', '/cart', {
    body: { success: true, cart: [unnamed], totalItems: 1, totalPrice: 1499 },
  });
  renderWithProviders(<CartPage />, { route: '/cart', store: await hindiStore() });
  expect(await screen.findByRole('heading', { name: HI.text.unknownItem })).toBeVisible();
  expect(screen.getByText(HI.text.noDescription)).toBeVisible();
  expect(screen.getByRole('button', { name: `${HI.text.unknownItem} हटाएँ` })).toBeVisible();
});
