import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountRoutes from './routes';
import { mockApi, renderWithProviders, testUser } from '@marketplace/test-support';

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
});
