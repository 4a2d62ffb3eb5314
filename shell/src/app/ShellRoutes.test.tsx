import { screen } from '@testing-library/react';
import { ShellRoutes } from './ShellRoutes';
import { renderWithProviders } from '@marketplace/test-support';

it('shows Page not found for a path no remote owns', () => {
  renderWithProviders(<ShellRoutes />, { path: null, route: '/no-such-page' });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
