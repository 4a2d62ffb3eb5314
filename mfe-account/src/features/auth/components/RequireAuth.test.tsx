import { screen } from '@testing-library/react';
import { GUARD_MESSAGES } from '../guard/messages';
import { RequireAuth } from './RequireAuth';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';

const asha = testUser();

function renderGuarded(route = '/dashboard') {
  return renderWithProviders(null, {
    route,
    routes: {
      [route.split('?')[0] ?? route]: (
        <RequireAuth>
          <p>Private content</p>
        </RequireAuth>
      ),
    },
  });
}

describe('RequireAuth', () => {
  it('sends a visitor who is not logged in to /login, remembering the page', async () => {
    renderGuarded('/cart');
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(screen.getByText('Coming from /cart')).toBeVisible();
    expect(screen.queryByText('Private content')).not.toBeInTheDocument();
  });

  it('shows a spinner while the stored session is checked, then the page', async () => {
    storeSession(asha);
    let answer: () => void = () => undefined;
    mockApi('GET', '/profile', async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { body: { success: true, user: asha } };
    });
    renderGuarded();
    expect(screen.getByRole('status', { name: GUARD_MESSAGES.checking })).toBeInTheDocument();
    expect(screen.queryByText('Private content')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Private content')).toBeVisible();
    expect(screen.queryByRole('status', { name: GUARD_MESSAGES.checking })).not.toBeInTheDocument();
  });

  it('sends to /login when the server rejects the stored token', async () => {
    storeSession(asha);
    mockApi('GET', '/profile', {
      status: 401,
      body: { success: false, msg: 'Invalid or expired token', code: 'UNAUTHORIZED' },
    });
    renderGuarded();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
