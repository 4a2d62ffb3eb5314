import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFound } from './NotFound';
import { LAYOUT_MESSAGES as M } from './messages';
import { renderLayout } from './test-utils';

it("shows 'Page not found' with a link home", async () => {
  const user = userEvent.setup();
  renderLayout(<NotFound />, { route: '/no-such-page' });
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  const home = screen.getByRole('link', { name: M.backHome });
  expect(home).toHaveAttribute('href', '/');
  await user.click(home);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
