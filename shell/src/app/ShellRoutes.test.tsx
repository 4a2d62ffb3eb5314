import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { Header } from '../layout/Header';
import { ShellRoutes } from './ShellRoutes';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';

// Which remote the shell would load, without loading it.
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ name }: { name: string }) => <p>remote {name}</p>,
}));

function Location() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

it('shows Page not found for a path no remote owns', async () => {
  renderWithProviders(<ShellRoutes />, { path: null, route: '/no-such-page' });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
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

describe("the header's logout on a route for logged-in visitors only", () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['succeeds', 200, 'Logged out successfully!'],
    ['fails', 500, 'Logout failed'],
  ])('goes home when the call %s, not to log in and back', async (_case, status, toast) => {
    mockApi('POST', '/logout', { status, body: { success: status === 200, msg: 'Logged out' } });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <ShellRoutes />
      </>,
      { path: null, route: '/admin/bookings', session: { user: testUser({ role: 'admin' }) } },
    );
    expect(screen.getByText('remote admin')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('remote catalogue')).toBeInTheDocument();
    expect(screen.queryByText('remote account')).not.toBeInTheDocument();
  });
});
