import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@marketplace/shared/session';
import { Header } from './Header';
import { Logo } from './Logo';
import { LAYOUT_MESSAGES as M } from './messages';
import { apiCalls, mockApi, renderWithProviders, testUser } from '@marketplace/test-support';

const asha = testUser();

beforeEach(() => {
  localStorage.clear();
});

function mainNav() {
  return screen.getByRole('navigation', { name: M.mainNav });
}

function mainNavLinks() {
  return within(mainNav()).getAllByRole('link');
}

function toggle() {
  return screen.getByRole('button', { name: M.menu });
}

function mobilePanel() {
  const id = toggle().getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('the menu toggle controls no element');
  return panel;
}

describe('Header, logged out', () => {
  it('shows the logo linking home and a user icon linking to /login', () => {
    renderWithProviders(<Header />, { path: null });
    // Hash routes, as the site's router is a hash router.
    expect(screen.getByRole('link', { name: M.logoAlt })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '#/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('lists every navigation link in order', () => {
    renderWithProviders(<Header />, { path: null });
    const labels = mainNavLinks().map((link) => link.textContent);
    expect(labels).toEqual([
      'Home',
      'Homecare',
      'Real estate',
      'Constructions',
      'Interior Designing',
      'Maintenance',
      'About',
      'Careers',
      'Contact',
      'Reviews',
    ]);
  });

  it('has Login and Register buttons in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null });
    await user.click(toggle());
    const panel = within(mobilePanel());
    expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '#/login');
    expect(panel.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '#/register');
  });
});

describe('Header, current route', () => {
  it.each([
    ['/homecare', 'Homecare'],
    ['/', 'Home'],
    ['/maintenance/housekeeping-service', 'Maintenance'],
  ])('marks the link of %s as the current page', (route, label) => {
    renderWithProviders(<Header />, { path: null, route });
    const links = mainNavLinks();
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });
});

describe('Header, mobile menu', () => {
  it('opens and closes with the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: M.mobileNav })).not.toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = screen.getByRole('navigation', { name: M.mobileNav });
    expect(within(mobileNav).getAllByRole('link')).toHaveLength(10);

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: M.mobileNav })).not.toBeInTheDocument();
  });

  it('closes when a link is chosen or on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null });
    await user.click(toggle());
    await user.click(
      within(screen.getByRole('navigation', { name: M.mobileNav })).getByRole('link', {
        name: 'Careers',
      }),
    );
    expect(screen.getByLabelText('Current address')).toHaveTextContent('/careers');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the toggle when Escape closes the menu from one of its links', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null });
    await user.click(toggle());
    within(screen.getByRole('navigation', { name: M.mobileNav }))
      .getByRole('link', { name: 'Careers' })
      .focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveFocus();
  });
});

describe('Header, logged in', () => {
  function accountButton() {
    return screen.getByRole('button', { name: M.accountMenu('Asha Verma') });
  }

  it('shows the avatar letter and the name, and no login link', async () => {
    renderWithProviders(<Header />, { path: null, session: { user: asha } });
    // The account menu is its own chunk: the first render waits for it.
    const button = await screen.findByRole('button', { name: M.accountMenu('Asha Verma') });
    expect(within(button).getByText('A')).toBeInTheDocument();
    expect(within(button).getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('falls back to the username when the user has no name', () => {
    renderWithProviders(<Header />, {
      path: null,
      session: { user: { ...asha, name: undefined } },
    });
    const button = screen.getByRole('button', { name: M.accountMenu('asha') });
    expect(within(button).getByText('A')).toBeInTheDocument();
  });

  it('opens a dropdown with name, e-mail, Dashboard, My Cart, My bookings, Saved properties, My listings and Logout', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null, session: { user: asha } });
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.click(accountButton());
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('asha@example.in')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '#/dashboard');
    expect(screen.getByRole('link', { name: 'My Cart' })).toHaveAttribute('href', '#/cart');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '#/bookings');
    expect(screen.getByRole('link', { name: 'Saved properties' })).toHaveAttribute(
      'href',
      '#/wishlist',
    );
    expect(screen.getByRole('link', { name: 'My listings' })).toHaveAttribute(
      'href',
      '#/my-listings',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it.each<[User['role'], string]>([
    ['user', '#/dashboard'],
    ['manager', '#/admin'],
    ['admin', '#/admin'],
  ])('links Dashboard for a %s to %s', async (role, href) => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null, session: { user: { ...asha, role } } });
    await user.click(accountButton());
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', href);
  });

  it('shows the cart count badge when the cart has items', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null, session: { user: asha }, cartCount: 3 });
    await user.click(accountButton());
    const cartLink = screen.getByRole('link', { name: `My Cart ${M.cartCount(3)}` });
    expect(within(cartLink).getByText('3')).toBeInTheDocument();
  });

  it('closes the dropdown on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null, session: { user: asha } });
    await user.click(accountButton());
    await user.click(screen.getByText('asha@example.in'));
    expect(accountButton()).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.click(accountButton());
    await user.keyboard('{Escape}');
    expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton()).toHaveFocus();
  });
});

describe('Header, logout', () => {
  it('toasts success, clears the session and goes home', async () => {
    mockApi('POST', '/logout', { body: { success: true, msg: 'Logged out' } });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null, session: { user: asha }, route: '/cart' });

    await user.click(screen.getByRole('button', { name: M.accountMenu('Asha Verma') }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(M.logoutSuccess)).toBeInTheDocument();
    // The router applies navigation in a transition, a moment after the toast.
    await waitFor(() => expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(apiCalls('POST', '/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("toasts 'Logout failed' when the call fails, and still clears the session and goes home", async () => {
    mockApi('POST', '/logout', { status: 500, body: { success: false, msg: 'Internal error' } });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { path: null, session: { user: asha }, route: '/cart' });

    await user.click(screen.getByRole('button', { name: M.accountMenu('Asha Verma') }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.queryByText(M.logoutSuccess)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/$/));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('Logo', () => {
  it('falls back to the placeholder image when the logo fails to load', () => {
    renderWithProviders(<Logo src="/logo.svg" fallbackSrc="/logo-fallback.svg" />, { path: null });
    const img = screen.getByRole('img', { name: M.logoAlt });
    expect(img).toHaveAttribute('src', '/logo.svg');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: M.logoAlt })).toHaveAttribute(
      'src',
      '/logo-fallback.svg',
    );
  });
});
