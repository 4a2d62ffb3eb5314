import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Layout } from './Layout';
import { LAYOUT_MESSAGES as M } from './messages';
import { asha, mockFetch, renderLayout, reply } from './test-utils';

beforeEach(() => {
  localStorage.clear();
});

describe('Layout', () => {
  it('frames the page with the header, the main region and the footer', () => {
    mockFetch();
    renderLayout(
      <Layout>
        <h1>Homecare</h1>
      </Layout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Homecare' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('moves focus to the main region from the skip link, without changing the route', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderLayout(<Layout>content</Layout>, { route: '/about' });
    await user.click(screen.getByRole('link', { name: M.skipToContent }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('checks a restored session with the server at start-up', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(
      reply(401, { success: false, msg: 'Invalid or expired token' }),
    );
    renderLayout(<Layout>content</Layout>, { user: asha, token: 'expired' });
    expect(screen.getByRole('button', { name: M.accountMenu('Asha Verma') })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/profile',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
