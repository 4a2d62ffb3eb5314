import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_ERROR_CODES, type CartLine } from '@marketplace/shared/contracts';
import { cartCountAtom } from '@marketplace/shared/session';
import { notify } from '@marketplace/shared/ui';
import { CART_TEXT, CART_TOASTS } from '../messages';
import CartPage from './CartPage';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';

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

const security: CartLine = {
  id: 12,
  item_id: 'maintenance:security-service',
  item_type: 'maintenance',
  item_name: 'Security Service',
  item_description: null,
  item_price: '15000.00',
  item_category: 'Maintenance',
  price_was: null,
  available: true,
  quantity: 1,
  added_at: '2026-11-20T11:00:00.000Z',
};

function cartBody(lines: CartLine[]) {
  return {
    success: true,
    cart: lines,
    totalItems: lines.reduce((n, l) => n + l.quantity, 0),
    totalPrice: lines.reduce((n, l) => n + Number(l.item_price ?? 0) * l.quantity, 0),
  };
}

function loggedInWith(lines: CartLine[]) {
  storeSession(asha);
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
  mockApi('GET', '/cart', { body: cartBody(lines) }, { once: true });
}

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart' });
}

function summary(term: string): string | null {
  const panel = screen.getByRole('complementary', { name: CART_TEXT.summary });
  const dt = within(panel).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('CartPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows Login Required with links when logged out, and calls nothing', async () => {
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(apiCalls('GET', '/cart')).toHaveLength(0);
  });

  it("asks for a stored session's cart beside the session's start-up check, not after it", async () => {
    storeSession(asha);
    let answerProfile = () => {};
    mockApi(
      'GET',
      '/profile',
      () =>
        new Promise((resolve) => {
          answerProfile = () => resolve({ body: { success: true, user: asha } });
        }),
    );
    mockApi('GET', '/cart', { body: cartBody([cleaning]) }, { once: true });
    renderCart();
    expect(await screen.findByText('House cleaning')).toBeVisible();
    await act(async () => answerProfile());
    await waitFor(() => expect(apiCalls('GET', '/profile')).toHaveLength(1));
    expect(screen.getByText('House cleaning')).toBeVisible();
    expect(apiCalls('GET', '/cart')).toHaveLength(1);
  });

  it('shows Login Required, without an error toast, when the stored token is rejected', async () => {
    storeSession(asha);
    const toast = jest.spyOn(notify, 'error');
    const rejected = { status: 401, body: { success: false, msg: 'Invalid or expired token' } };
    mockApi('GET', '/profile', rejected);
    mockApi('GET', '/cart', rejected);
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeVisible();
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows no order summary until the cart has loaded (no zero totals, nothing pushed down)', async () => {
    storeSession(asha);
    mockApi('GET', '/profile', { body: { success: true, user: asha } });
    let answer: (value: { body: ReturnType<typeof cartBody> }) => void = () => undefined;
    mockApi('GET', '/cart', () => new Promise((resolve) => (answer = resolve)), { once: true });
    renderCart();
    await waitFor(() => expect(apiCalls('GET', '/cart')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: CART_TEXT.heading })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: CART_TEXT.summary })).toBeNull();
    await act(async () => answer({ body: cartBody([cleaning]) }));
    expect(await screen.findByRole('complementary', { name: CART_TEXT.summary })).toBeVisible();
  });

  it('shows the empty state with links to maintenance and constructions', async () => {
    loggedInWith([]);
    const { store } = renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'SHOPPING CART' })).toBeVisible();
    expect(screen.getByText('Welcome back, Asha Verma!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your cart is empty');
    expect(screen.getByRole('link', { name: 'Browse Maintenance' })).toHaveAttribute(
      'href',
      '/maintenance',
    );
    expect(screen.getByRole('link', { name: 'Browse Constructions' })).toHaveAttribute(
      'href',
      '/constructions',
    );
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it('lists the items with fallbacks and sums the order in rupees', async () => {
    loggedInWith([cleaning, { ...security, item_name: null }]);
    const { store } = renderCart();
    expect(await screen.findByText('3 items in your cart')).toBeVisible();
    const rows = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading', { name: 'House cleaning' })).toBeVisible();
    expect(within(rows[0]!).getByRole('img', { name: 'service item' })).toBeVisible();
    expect(within(rows[0]!).getByText('₹1,499')).toBeVisible();
    expect(within(rows[0]!).getByText('₹2,998')).toBeVisible();
    expect(within(rows[1]!).getByRole('heading', { name: 'Unknown Item' })).toBeVisible();
    expect(within(rows[1]!).getByText('No description available')).toBeVisible();
    expect(within(rows[1]!).getByText('maintenance')).toBeVisible();

    // 2 x 1499 + 15000 = 17998; tax 8 % = 1439.84 -> 1440; + fee 25.
    expect(summary('Items')).toBe('3');
    expect(summary('Subtotal')).toBe('₹17,998');
    expect(summary('Service fee')).toBe('₹25');
    expect(summary('Tax (8%)')).toBe('₹1,440');
    expect(summary('Total')).toBe('₹19,463');
    expect(screen.getByText('asha@example.in')).toBeVisible();
    expect(store.get(cartCountAtom)).toBe(3);
  });

  it('steps the quantity (0 removes) and keeps the totals and header count in step', async () => {
    loggedInWith([cleaning, security]);
    mockApi('PUT', '/cart/11', { body: { success: true, msg: 'Quantity updated' } });
    mockApi('PUT', '/cart/12', { body: { success: true, msg: 'Quantity updated' } });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup({ delay: null });
    const { store } = renderCart();

    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of House cleaning' }),
    );
    expect(await screen.findByText('4 items in your cart')).toBeVisible();
    expect(screen.getByLabelText('Quantity of House cleaning')).toHaveTextContent('3');
    expect(apiCalls('PUT', '/cart/11')[0]?.body).toEqual({ quantity: 3 });
    expect(success).toHaveBeenCalledWith('Quantity updated!', { autoClose: 1500 });
    expect(summary('Subtotal')).toBe('₹19,497');
    expect(store.get(cartCountAtom)).toBe(4);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Security Service' }));
    expect(await screen.findByText('3 items in your cart')).toBeVisible();
    expect(apiCalls('PUT', '/cart/12')[0]?.body).toEqual({ quantity: 0 });
    expect(screen.queryByRole('heading', { name: 'Security Service' })).not.toBeInTheDocument();
    expect(success).toHaveBeenLastCalledWith('Item removed from cart!', { autoClose: 2000 });
    expect(store.get(cartCountAtom)).toBe(3);
  });

  it('removes an item and clears the cart with their toasts', async () => {
    loggedInWith([cleaning, security]);
    mockApi('DELETE', '/cart/12', { body: { success: true, msg: 'Item removed from cart' } });
    mockApi('DELETE', '/cart', { body: { success: true, msg: 'Cart cleared' } });
    const user = userEvent.setup({ delay: null });
    renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Security Service' }));
    expect(await screen.findByText(CART_TOASTS.removed.text)).toBeVisible();
    expect(screen.getByText('2 items in your cart')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(summary('Total')).toBe('₹25');
  });

  it('checkout: an error toast on an empty cart, else the proceeding toast and /checkout', async () => {
    loggedInWith([]);
    const error = jest.spyOn(notify, 'error');
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup({ delay: null });
    renderCart();
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Your cart is empty!')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Your cart is empty!', { autoClose: 2000 });

    mockApi('GET', '/cart', { body: cartBody([cleaning]) });
    await user.click(screen.getByRole('button', { name: 'Refresh cart' }));
    expect(await screen.findByText('2 items in your cart')).toBeVisible();
    expect(success).toHaveBeenCalledWith('Cart refreshed!', { autoClose: 1500 });
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Proceeding to checkout!')).toBeVisible();
    expect(success).toHaveBeenLastCalledWith('Proceeding to checkout!', { autoClose: 2000 });
    expect(await screen.findByText('Navigated to /checkout')).toBeVisible();
  });

  it('shows a server error as a toast, but not one about an empty cart', async () => {
    loggedInWith([cleaning]);
    mockApi('PUT', '/cart/11', {
      status: 404,
      body: { success: false, msg: 'Cart item not found' },
    });
    mockApi('DELETE', '/cart', {
      status: 400,
      body: { success: false, msg: 'Nothing to clear', code: CART_ERROR_CODES.empty },
    });
    // After a failed change the page asks the server what it holds.
    mockApi('GET', '/cart', { body: cartBody([cleaning]) });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup({ delay: null });
    renderCart();

    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of House cleaning' }),
    );
    expect(await screen.findByText('Cart item not found')).toBeVisible();
    expect(screen.getByLabelText('Quantity of House cleaning')).toHaveTextContent('2');
    await waitFor(() => expect(apiCalls('GET', '/cart')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await screen.findByText('2 items in your cart');
    expect(apiCalls('DELETE', '/cart')).toHaveLength(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('decides by the code, not the text: a failure that mentions "empty" is still shown', async () => {
    loggedInWith([cleaning]);
    mockApi('DELETE', '/cart', {
      status: 400,
      body: { success: false, msg: 'Cart is empty of stock', code: 'BAD_REQUEST' },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup({ delay: null });
    renderCart();

    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart is empty of stock')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Cart is empty of stock');
  });

  it('reads a failed fetch as an empty cart', async () => {
    storeSession(asha);
    mockApi('GET', '/profile', { body: { success: true, user: asha } });
    mockApi('GET', '/cart', { status: 500, body: { success: false, msg: 'Internal error' } });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(await screen.findByText('Internal error')).toBeVisible();
  });

  it('sends one change at a time per line: a quick second click waits, one toast', async () => {
    loggedInWith([{ ...cleaning, quantity: 1 }]);
    let answer: () => void = () => undefined;
    mockApi('PUT', '/cart/11', () => {
      return new Promise((resolve) => {
        answer = () => resolve({ body: { success: true, msg: 'Quantity updated' } });
      });
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup({ delay: null });
    renderCart();
    const plus = await screen.findByRole('button', { name: 'Increase quantity of House cleaning' });

    await user.click(plus);
    await user.click(plus);
    expect(apiCalls('PUT', '/cart/11')).toHaveLength(1);
    expect(plus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove House cleaning' })).toBeDisabled();

    await act(async () => answer());
    await waitFor(() => expect(plus).toBeEnabled());
    expect(screen.getByLabelText('Quantity of House cleaning')).toHaveTextContent('2');
    expect(success).toHaveBeenCalledTimes(1);

    // The next click starts from the server's answer, not from a stale copy.
    await user.click(plus);
    await act(async () => answer());
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of House cleaning')).toHaveTextContent('3'),
    );
    expect(apiCalls('PUT', '/cart/11').map((call) => call.body)).toEqual([
      { quantity: 2 },
      { quantity: 3 },
    ]);
    expect(success).toHaveBeenCalledTimes(2);
  });

  it('shows the server cart after a failed change that the server may have applied', async () => {
    loggedInWith([cleaning]);
    mockApi('PUT', '/cart/11', { status: 503, body: { success: false, msg: 'Server down' } });
    mockApi('GET', '/cart', { body: cartBody([{ ...cleaning, quantity: 3 }]) });
    const user = userEvent.setup({ delay: null });
    renderCart();
    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of House cleaning' }),
    );
    expect(await screen.findByText('Server down')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of House cleaning')).toHaveTextContent('3'),
    );
  });

  it("says 'Cart refreshed!' only when the reload succeeds", async () => {
    loggedInWith([cleaning]);
    mockApi(
      'GET',
      '/cart',
      { status: 503, body: { success: false, msg: 'Server down' } },
      { once: true },
    );
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup({ delay: null });
    renderCart();
    await screen.findByText('2 items in your cart');

    await user.click(screen.getByRole('button', { name: 'Refresh cart' }));
    expect(await screen.findByText('Server down')).toBeVisible();
    expect(error).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
    // Nothing is lost: the cart the page had stays on screen.
    expect(screen.getByLabelText('Quantity of House cleaning')).toHaveTextContent('2');

    mockApi('GET', '/cart', { body: cartBody([{ ...cleaning, quantity: 5 }]) });
    await user.click(screen.getByRole('button', { name: 'Refresh cart' }));
    expect(await screen.findByText('5 items in your cart')).toBeVisible();
    expect(success).toHaveBeenCalledWith('Cart refreshed!', { autoClose: 1500 });
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('says which prices changed since they were added and which items can no longer be booked', async () => {
    const repriced = { ...cleaning, item_price: '1699.00', price_was: '1499.00' };
    const withdrawn = { ...security, available: false };
    loggedInWith([repriced, withdrawn]);
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup({ delay: null });
    renderCart();
    const rows = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[0]!).getByRole('note')).toHaveTextContent(
      CART_TEXT.priceChanged('₹1,499', '₹1,699'),
    );
    expect(within(rows[1]!).getByRole('note')).toHaveTextContent(CART_TEXT.unavailable);
    expect(
      within(rows[1]!).getByRole('button', { name: 'Increase quantity of Security Service' }),
    ).toBeDisabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Security Service' })).toBeEnabled();
    // Only what can be booked is priced: 2 x 1699.
    expect(summary('Subtotal')).toBe('₹3,398');
    expect(screen.getByText(CART_TEXT.unavailableSummary)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(error).toHaveBeenCalledWith(CART_TEXT.unavailableSummary);
    expect(screen.queryByText('Navigated to /checkout')).toBeNull();
  });
});
