import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authAtom, cartCountAtom } from '@marketplace/shared/session';
import { AppProviders } from '@marketplace/shared/ui';
import { AddToCartButton } from './AddToCartButton';
import { CART_BUTTON_MESSAGES } from './messages';

function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname?: string } } | null)?.from;
  return <p>Login page, back to {from?.pathname}</p>;
}

function renderButton(loggedIn: boolean) {
  const store = createStore();
  if (loggedIn) {
    store.set(authAtom, {
      user: { name: 'Asha', username: 'asha', email: 'asha@example.in', role: 'user' },
      token: 'tok-asha',
      otpVerified: false,
    });
  }
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/services/plumbing']}>
        <Routes>
          <Route
            path="/services/:name"
            element={<AddToCartButton itemType="service" itemId="service:plumbing" />}
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

type Call = { url: string; method: string; body: unknown; auth: string | undefined };

function mockFetch(replies: Record<string, { status: number; body: object }>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      method,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      auth: headers.Authorization,
    });
    const reply = replies[`${method} ${url}`];
    if (!reply) throw new TypeError(`Unexpected ${method} ${url}`);
    return {
      ok: reply.status < 300,
      status: reply.status,
      text: async () => JSON.stringify(reply.body),
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
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
    const calls = mockFetch({});
    const user = userEvent.setup();
    renderButton(false);
    await user.click(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add }));
    expect(await screen.findByText('Login page, back to /services/plumbing')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('adds the item by type and id only, toasts, and updates the header count', async () => {
    const calls = mockFetch({
      'POST /api/v1/cart/addToCart': {
        status: 201,
        body: { success: true, msg: 'Item added to cart', item: line },
      },
      'GET /api/v1/cart': {
        status: 200,
        body: { success: true, cart: [{ ...line, quantity: 3 }], totalItems: 3, totalPrice: 897 },
      },
    });
    const user = userEvent.setup();
    const store = renderButton(true);
    await user.click(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add }));
    expect(await screen.findByText(CART_BUTTON_MESSAGES.added)).toBeVisible();
    expect(calls[0]).toEqual({
      url: '/api/v1/cart/addToCart',
      method: 'POST',
      body: { item_type: 'service', item_id: 'service:plumbing' },
      auth: 'Bearer tok-asha',
    });
    expect(store.get(cartCountAtom)).toBe(3);
  });

  it("shows the server's error as a toast", async () => {
    mockFetch({
      'POST /api/v1/cart/addToCart': {
        status: 404,
        body: { success: false, msg: 'Item not found', code: 'NOT_FOUND' },
      },
    });
    const user = userEvent.setup();
    const store = renderButton(true);
    await user.click(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add }));
    expect(await screen.findByText('Item not found')).toBeVisible();
    expect(screen.getByRole('button', { name: CART_BUTTON_MESSAGES.add })).toBeEnabled();
    expect(store.get(cartCountAtom)).toBe(0);
  });
});
