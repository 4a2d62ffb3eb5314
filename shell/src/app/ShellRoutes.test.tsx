import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ShellRoutes } from './ShellRoutes';
import { renderWithProviders, storeSession } from '@marketplace/test-support';

// Which remote the shell would load, without loading it.
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ name }: { name: string }) => <p>remote {name}</p>,
}));

function Location() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

it('shows Page not found for a path no remote owns', () => {
  renderWithProviders(<ShellRoutes />, { path: null, route: '/no-such-page' });
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

describe('a route for logged-in visitors only (apps.json loginFirst)', () => {
  afterEach(() => localStorage.clear());

  it('sends a visitor without a session to log in and back, without the admin remote', () => {
    renderWithProviders(
      <>
        <ShellRoutes />
        <Location />
      </>,
      { path: null, route: '/admin/users?tab=2' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '/login?redirect=%2Fadmin%2Fusers%3Ftab%3D2',
    );
    expect(screen.getByText('remote account')).toBeInTheDocument();
    expect(screen.queryByText('remote admin')).not.toBeInTheDocument();
  });

  it('loads the admin remote for a visitor with a session (it checks the role itself)', () => {
    storeSession();
    renderWithProviders(<ShellRoutes />, { path: null, route: '/admin' });
    expect(screen.getByText('remote admin')).toBeInTheDocument();
  });

  it('leaves the other routes to their remote, session or not', () => {
    renderWithProviders(<ShellRoutes />, { path: null, route: '/dashboard' });
    expect(screen.getByText('remote account')).toBeInTheDocument();
  });
});
