import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFound } from './NotFound';
import { LAYOUT_MESSAGES as M } from './messages';
import { renderWithProviders } from '@marketplace/test-support';

it("shows 'Page not found' with a link home", async () => {
  const user = userEvent.setup();
  renderWithProviders(<NotFound />, { path: null, route: '/no-such-page' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  const home = screen.getByRole('link', { name: M.backHome });
  expect(home).toHaveAttribute('href', '/');
  await user.click(home);
  expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/$/);
});
