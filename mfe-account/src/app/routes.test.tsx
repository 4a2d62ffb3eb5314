import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../test/fetch-mock';
import { asha, renderPage } from '../test/render-page';
import AccountRoutes from './routes';

describe('AccountRoutes', () => {
  it.each(['/cart', '/dashboard'])(
    'guards %s: login first, then back to the page',
    async (path) => {
      mockApi('POST', '/simple-login', { body: { success: true, token: 'tok-1', user: asha } });
      mockApi('GET', '/profile', { body: { success: true, user: asha } });
      const user = userEvent.setup({ delay: null });
      renderPage(null, { route: path, routes: { '*': <AccountRoutes /> } });

      await user.type(await screen.findByLabelText('Username or email'), 'asha');
      await user.type(screen.getByLabelText('Password'), 'Secret123');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      const heading = path === '/cart' ? 'Shopping cart' : 'Dashboard';
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
      ).toBeVisible();
    },
  );
});
