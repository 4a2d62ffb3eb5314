import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';
import { mockReviewQueue, listingPage } from '../../../testing/fixtures';

const emptyLists = () => {
  mockApi('GET', '/getAllProperties', {
    body: listingPage([]),
  });
  mockApi('GET', '/admin/stats', {
    body: { success: true, data: { total: 0, budget: 0, mid: 0, premium: 0, average_price: null } },
  });
  mockApi('GET', '/enquiries', {
    body: { success: true, data: [], total: 0, unhandled: 3, page: 1, limit: 1 },
  });
  mockReviewQueue([]);
};

describe('access to /admin', () => {
  it('sends a logged-out visitor to the login page, which comes back to /admin', async () => {
    renderWithProviders(<AdminRoutes />, { route: '/admin/enquiries', path: null });
    await waitFor(() =>
      expect(screen.getByLabelText('Current address')).toHaveTextContent(
        '/login?redirect=%2Fadmin%2Fenquiries',
      ),
    );
  });

  it("shows 'Admin access required' with a link home to a user", async () => {
    const user = testUser({ role: 'user' });
    storeSession(user);
    mockApi('GET', '/profile', { body: { success: true, user } });
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    expect(
      await screen.findByRole('heading', { name: 'Admin access required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).toBeNull();
  });

  it('uses the role the session check returns: an approved manager gets in without a new login', async () => {
    storeSession(testUser({ role: 'user' }));
    mockApi('GET', '/profile', { body: { success: true, user: testUser({ role: 'manager' }) } });
    emptyLists();
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Properties' })).toBeInTheDocument();
    // Users (role approvals) is for admins only; the count of open enquiries shows on its tab.
    expect(within(tabs).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(await within(tabs).findByLabelText('3 unhandled')).toBeInTheDocument();
  });

  it('shows the Users tab to an admin', async () => {
    const admin = testUser({ role: 'admin' });
    storeSession(admin);
    mockApi('GET', '/profile', { body: { success: true, user: admin } });
    emptyLists();
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });
});
