import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from './Layout';
import { LAYOUT_MESSAGES as M } from './messages';
import { apiCalls, mockApi, renderWithProviders, testUser } from '@marketplace/test-support';

const asha = testUser();

beforeEach(() => {
  localStorage.clear();
});

describe('Layout', () => {
  it('frames the page with the header, the main region and the footer', () => {
    renderWithProviders(
      <Layout>
        <h1>Homecare</h1>
      </Layout>,
      { path: null },
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Homecare' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('moves focus to the main region from the skip link, without changing the route', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Layout>content</Layout>, { path: null, route: '/about' });
    await user.click(screen.getByRole('link', { name: M.skipToContent }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByLabelText('Current address')).toHaveTextContent('/about');
  });

  it('checks a restored session with the server at start-up', async () => {
    mockApi('GET', '/profile', {
      status: 401,
      body: { success: false, msg: 'Invalid or expired token' },
    });
    renderWithProviders(<Layout>content</Layout>, {
      path: null,
      session: { user: asha, token: 'expired' },
    });
    expect(screen.getByRole('button', { name: M.accountMenu('Asha Verma') })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(apiCalls('GET', '/profile')).toHaveLength(1);
  });
});
