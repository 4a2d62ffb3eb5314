import { screen } from '@testing-library/react';
import { renderLayout } from '../layout/test-utils';
import { ShellRoutes } from './ShellRoutes';

it('shows Page not found for a path no remote owns', () => {
  renderLayout(<ShellRoutes />, { route: '/no-such-page' });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
