import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartCountAtom } from '@marketplace/shared/session';
import {
  apiCalls,
  apiError,
  mockApi,
  renderWithProviders,
  testUser,
} from '@marketplace/test-support';
import { AddToCartButton } from './AddToCartButton';
import { CART_BUTTON_MESSAGES } from './messages';

function renderButton(loggedIn: boolean) {
  const { store } = renderWithProviders(
    <AddToCartButton itemType="service" itemId="service:plumbing" />,
    {
      route: '/services/plumbing',
      path: '/services/:name',
      ...(loggedIn ? { session: { user: testUser() } } : {}),
    },
  );
  return store;
}

const line = {
  id: 1,
  item_id: 'service:plumbing',
  item_type: 'service',
  item_name: 'Plumbing',
  item_description: 'Leaks fixed',
  item_price: '299.00',
  item_category: 'Home Services',
  quantity: 1,
  added_at: '2026-11-22T00:00:00.000Z',
};

describe('AddToCartButton', () => {
  it('sends a logged-out visitor to /login, to come back to this page', async () => {
    const user = userEvent.setup();
    renderButton(false);
    await user.click(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add }));
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(screen.getByText('Coming from /services/plumbing')).toBeVisible();
    expect(apiCalls()).toEqual([]);
  });

  it('adds the item by type and id only, toasts, and updates the header count', async () => {
    mockApi('POST', '/cart/addToCart', {
      status: 201,
      body: { success: true, msg: 'Item added to cart', item: line },
    });
    mockApi('GET', '/cart', {
      body: { success: true, cart: [{ ...line, quantity: 3 }], totalItems: 3, totalPrice: 897 },
    });
    const user = userEvent.setup();
    const store = renderButton(true);
    await user.click(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add }));
    expect(await screen.findByText(CART_BUTTON_MESSAGES.added)).toBeVisible();
    const [added] = apiCalls('POST', '/cart/addToCart');
    expect(added?.body).toEqual({ item_type: 'service', item_id: 'service:plumbing' });
    expect(added?.headers.Authorization).toBe('Bearer tok-asha');
    expect(store.get(cartCountAtom)).toBe(3);
  });

  it("shows the server's error as a toast", async () => {
    mockApi('POST', '/cart/addToCart', apiError(404, 'Item not found', 'NOT_FOUND'));
    const user = userEvent.setup();
    const store = renderButton(true);
    await user.click(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add }));
    expect(await screen.findByText('Item not found')).toBeVisible();
    expect(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add })).toBeEnabled();
    expect(store.get(cartCountAtom)).toBe(0);
  });
});
