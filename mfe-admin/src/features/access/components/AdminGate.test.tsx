import { screen, waitFor, within } from '@testing-library/react';
import { onApi } from '../../../test/api-mock';
import { renderAdmin, storeSession, userWithRole } from '../../../test/render';

const emptyLists = () => {
  onApi('GET /getAllProperties', {
    body: { success: true, data: [], total: 0, page: 1, limit: 12 },
  });
  onApi('GET /admin/stats', {
    body: { success: true, data: { total: 0, budget: 0, mid: 0, premium: 0, average_price: null } },
  });
  onApi('GET /enquiries', {
    body: { success: true, data: [], total: 0, unhandled: 3, page: 1, limit: 1 },
  });
};

describe('access to /admin', () => {
  it('sends a logged-out visitor to the login page, which comes back to /admin', async () => {
    renderAdmin('/admin/enquiries');
    await waitFor(() =>
      expect(screen.getByLabelText('Current address')).toHaveTextContent(
        '/login?redirect=%2Fadmin%2Fenquiries',
      ),
    );
  });

  it("shows 'Admin access required' with a link home to a user", async () => {
    const user = userWithRole('user');
    storeSession(user);
    onApi('GET /profile', { body: { success: true, user } });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { name: 'Admin access required' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).toBeNull();
  });

  it('uses the role the session check returns: an approved manager gets in without a new login', async () => {
    storeSession(userWithRole('user'));
    onApi('GET /profile', { body: { success: true, user: userWithRole('manager') } });
    emptyLists();
    renderAdmin();
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Properties' })).toBeInTheDocument();
    // Users (role approvals) is for admins only; the count of open enquiries shows on its tab.
    expect(within(tabs).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(await within(tabs).findByLabelText('3 unhandled')).toBeInTheDocument();
  });

  it('shows the Users tab to an admin', async () => {
    const admin = userWithRole('admin');
    storeSession(admin);
    onApi('GET /profile', { body: { success: true, user: admin } });
    emptyLists();
    renderAdmin();
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });
});
