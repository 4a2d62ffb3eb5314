import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountRoutes from './routes';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';

const asha = testUser();

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username or email'), 'asha');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('AccountRoutes', () => {
  it('guards /dashboard: login first, then back to the page', async () => {
    mockApi('POST', '/simple-login', { body: { success: true, token: 'tok-1', user: asha } });
    mockApi('GET', '/profile', { body: { success: true, user: asha } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(null, { route: '/dashboard', routes: { '*': <AccountRoutes /> } });

    await logIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('shows Login Required at /cart when logged out; its Login link comes back to the cart', async () => {
    mockApi('POST', '/simple-login', { body: { success: true, token: 'tok-1', user: asha } });
    mockApi('GET', '/cart', {
      body: { success: true, cart: [], totalItems: 0, totalPrice: 0 },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(null, { route: '/cart', routes: { '*': <AccountRoutes /> } });

    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await logIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'SHOPPING CART' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('goes from the cart to /checkout with the same lines (the two pages share one cache)', async () => {
    storeSession();
    mockApi('GET', '/profile', { body: { success: true, user: asha } });
    const cartReply = {
      body: {
        success: true,
        cart: [
          {
            id: 11,
            item_id: 'service:plumbing',
            item_type: 'service',
            item_name: 'Plumbing',
            item_description: null,
            item_price: '299.00',
            item_category: 'Home Services',
            price_was: null,
            available: true,
            quantity: 1,
            added_at: '2026-11-20T10:00:00.000Z',
          },
        ],
        totalItems: 1,
        totalPrice: 299,
      },
    };
    // Once on the checkout, the cart answers late (after the addresses and slots): the page must
    // not render from what the cart page cached in the meantime.
    let late = false;
    mockApi('GET', '/cart', async () => {
      if (late) await new Promise((resolve) => setTimeout(resolve, 300));
      return cartReply;
    });
    mockApi('GET', '/addresses', { body: { success: true, addresses: [] } });
    mockApi('GET', '/bookings/slots', { body: { success: true, days: [] } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(null, { route: '/cart', routes: { '*': <AccountRoutes /> } });

    await screen.findByText('1 item in your cart');
    late = true;
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    const summary = await screen.findByRole('complementary', { name: 'Your booking' });
    expect(summary).toHaveTextContent('1 × Plumbing');
    expect(summary).toHaveTextContent('₹348');
  });
});

describe('pages drawn without zod', () => {
  // The login form loads the contracts once it is drawn, for its checks and the login call.
  it('loads the routes, the cart page and the login page without the zod contracts', () => {
    jest.isolateModules(() => {
      // The contracts are what brings zod (no app imports zod itself; the zod-free entry points
      // are checked without zod in shared's own tests).
      jest.doMock('@marketplace/shared/contracts', () => {
        throw new Error('the zod contracts were loaded');
      });
      expect(() => {
        jest.requireActual('./routes');
        jest.requireActual('../features/cart/components/CartPage');
        jest.requireActual('../features/auth/components/LoginPage');
      }).not.toThrow();
    });
  });
});

describe('arriving on a page of this remote', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it.each([
    ['#/login?redirect=%2Fadmin', '../features/auth/components/LoginPage'],
    ['#/bookings/12', '../features/bookings/components/BookingPage'],
  ])(
    "asks for %s's page while ./Routes is evaluated, before React renders it",
    async (hash, page) => {
      window.location.hash = hash;
      const pageLoaded = jest.fn();
      jest.isolateModules(() => {
        jest.doMock(page, () => {
          pageLoaded();
          return { default: () => null };
        });
        jest.requireActual('./routes');
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(pageLoaded).toHaveBeenCalledTimes(1);
    },
  );
});
