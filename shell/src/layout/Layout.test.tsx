// First: it must be in place before react-dom loads.
import { rendersInside } from '@marketplace/test-support/render-probe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
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
    // Logged in until the server says otherwise: no login link yet.
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(apiCalls('GET', '/profile')).toHaveLength(1);
  });

  it('does not re-render the header, footer or menus when only the query changes', async () => {
    // Changes the query as the listing's filters do; beside the layout, not in it, so that what
    // renders inside the layout is the layout's own.
    function Filters() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => void navigate('/real-estate?bedrooms=3')}>
            3 BHK
          </button>
          <button type="button" onClick={() => void navigate('/about')}>
            About us
          </button>
        </>
      );
    }
    mockApi('GET', '/profile', { body: { success: true, user: asha } });
    mockApi('GET', '/cart', { body: { success: true, cart: [], totalItems: 2, totalPrice: 0 } });
    renderWithProviders(
      <>
        <Filters />
        <Layout>content</Layout>
      </>,
      { path: null, route: '/real-estate', session: { user: asha } },
    );
    // The start-up session check and the cart's count (in the closed account menu, rendered like
    // the closed mobile menu) answered: nothing else renders meanwhile.
    expect(await screen.findByText(M.cartCount(2))).toBeInTheDocument();

    const forQuery = await rendersInside(Layout, () =>
      fireEvent.click(screen.getByRole('button', { name: '3 BHK' })),
    );
    expect(screen.getByLabelText('Current address')).toHaveTextContent('/real-estate?bedrooms=3');
    expect(forQuery).toEqual([]);

    // A new path does: the current page's link moves.
    const forPath = await rendersInside(Layout, () =>
      fireEvent.click(screen.getByRole('button', { name: 'About us' })),
    );
    expect(forPath).toEqual(expect.arrayContaining(['Header', 'PathLink']));
  });
});
