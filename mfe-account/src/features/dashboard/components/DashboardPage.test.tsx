import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_ERROR_CODES } from '@marketplace/shared/contracts';
import type { User } from '@marketplace/shared/session';
import { RequireAuth } from '../../auth/components/RequireAuth';
import { CARD_MESSAGES, DASHBOARD_MESSAGES } from '../messages';
import DashboardPage from './DashboardPage';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';

const asha = testUser();

function renderDashboard() {
  return renderWithProviders(null, {
    route: '/dashboard',
    routes: {
      '/dashboard': (
        <RequireAuth>
          <DashboardPage />
        </RequireAuth>
      ),
    },
  });
}

/** Logged in as `user`; both the start-up check and the dashboard's own fetch get `fresh`. */
function loggedIn(user: User = asha, fresh: User = user) {
  storeSession(user);
  mockApi('GET', '/profile', { body: { success: true, user: fresh } });
}

function detail(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('DashboardPage', () => {
  it("shows the welcome line and the user's details", async () => {
    loggedIn();
    renderDashboard();
    expect(await screen.findByText('Welcome, Asha Verma!')).toBeVisible();
    expect(detail(DASHBOARD_MESSAGES.username)).toBe('asha');
    expect(detail(DASHBOARD_MESSAGES.email)).toBe('asha@example.in');
    expect(detail(DASHBOARD_MESSAGES.role)).toBe('User');
    expect(detail(DASHBOARD_MESSAGES.department)).toBe('Sales');
    expect(detail(DASHBOARD_MESSAGES.position)).toBe('Team lead');
    expect(detail(DASHBOARD_MESSAGES.memberSince)).toBe('14 March 2025');
    expect(screen.queryByText(/access requested/)).not.toBeInTheDocument();
  });

  it("falls back to 'Not specified' and 'N/A'", async () => {
    loggedIn({ ...asha, department: null, position: '  ', created_at: undefined });
    renderDashboard();
    await screen.findByText('Welcome, Asha Verma!');
    expect(detail(DASHBOARD_MESSAGES.department)).toBe('Not specified');
    expect(detail(DASHBOARD_MESSAGES.position)).toBe('Not specified');
    expect(detail(DASHBOARD_MESSAGES.memberSince)).toBe('N/A');
  });

  it("shows 'N/A' for a date it cannot read", async () => {
    loggedIn({ ...asha, created_at: 'not a date' });
    renderDashboard();
    await screen.findByText('Welcome, Asha Verma!');
    expect(detail(DASHBOARD_MESSAGES.memberSince)).toBe('N/A');
  });

  it.each([
    ['admin', 'Admin access requested, awaiting approval'],
    ['manager', 'Manager access requested, awaiting approval'],
  ] as const)('shows a pending %s request', async (requested, line) => {
    loggedIn({ ...asha, requested_role: requested });
    renderDashboard();
    expect(await screen.findByText(line)).toBeVisible();
    expect(detail(DASHBOARD_MESSAGES.role)).toBe('User');
  });

  it('fetches the profile on load and shows the fresh copy', async () => {
    loggedIn(asha, { ...asha, department: 'Operations', requested_role: 'manager' });
    renderDashboard();
    expect(await screen.findByText('Manager access requested, awaiting approval')).toBeVisible();
    expect(detail(DASHBOARD_MESSAGES.department)).toBe('Operations');
    expect(apiCalls('GET', '/profile').length).toBeGreaterThanOrEqual(2);
    expect(apiCalls('GET', '/profile').at(-1)?.headers.Authorization).toBe('Bearer tok-asha');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      department: 'Operations',
    });
  });

  it('ends the session when the server refuses the token (401), whatever its text', async () => {
    storeSession();
    mockApi('GET', '/profile', { body: { success: true, user: asha } }, { once: true });
    mockApi('GET', '/profile', {
      status: 401,
      body: { success: false, msg: 'Session over', code: AUTH_ERROR_CODES.invalidToken },
    });
    renderDashboard();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session on a 403 even when its text mentions the token', async () => {
    storeSession();
    mockApi('GET', '/profile', { body: { success: true, user: asha } }, { once: true });
    mockApi('GET', '/profile', {
      status: 403,
      body: { success: false, msg: 'Token not allowed here', code: 'FORBIDDEN' },
    });
    renderDashboard();
    expect(await screen.findByText(/Could not refresh your details/)).toBeVisible();
    expect(screen.queryByText('Navigated to /login')).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-asha');
  });

  it('keeps the saved details when the profile call fails otherwise', async () => {
    storeSession(asha);
    mockApi('GET', '/profile', { body: { success: true, user: asha } }, { once: true });
    mockApi('GET', '/profile', { status: 500 });
    renderDashboard();
    expect(
      await screen.findByText(/Could not refresh your details \(Failed to get profile\)/),
    ).toBeVisible();
    expect(screen.getByText('Welcome, Asha Verma!')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('tok-asha');
  });

  it("logs out: 'Logged out successfully!' and /login", async () => {
    loggedIn();
    mockApi('POST', '/logout', { body: { success: true } });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: DASHBOARD_MESSAGES.logout }));
    expect(await screen.findByText('Logged out successfully!')).toBeVisible();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(apiCalls('POST', '/logout')[0]?.headers.Authorization).toBe('Bearer tok-asha');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it("shows 'Logout failed' when the call fails, and still ends the session", async () => {
    loggedIn();
    mockApi('POST', '/logout', { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: DASHBOARD_MESSAGES.logout }));
    expect(await screen.findByText('Logout failed')).toBeVisible();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('has the three cards with working links', async () => {
    loggedIn();
    renderDashboard();
    const quick = await screen.findByRole('region', { name: CARD_MESSAGES.quickActions });
    expect(within(quick).getByRole('link', { name: CARD_MESSAGES.myCart })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(quick).getByRole('link', { name: CARD_MESSAGES.myBookings })).toHaveAttribute(
      'href',
      '/bookings',
    );
    expect(
      within(quick).getByRole('link', { name: CARD_MESSAGES.browseProperties }),
    ).toHaveAttribute('href', '/real-estate');
    expect(
      within(quick).getByRole('link', { name: CARD_MESSAGES.savedProperties }),
    ).toHaveAttribute('href', '/wishlist');
    const reports = screen.getByRole('region', { name: CARD_MESSAGES.reports });
    expect(within(reports).getByRole('link', { name: 'Your cart is empty' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(reports).queryByRole('link', { name: CARD_MESSAGES.propertyReports })).toBeNull();
    const settings = screen.getByRole('region', { name: CARD_MESSAGES.settings });
    expect(
      within(settings).getByRole('link', { name: CARD_MESSAGES.changePassword }),
    ).toHaveAttribute('href', '/forgot-password');
  });

  it('links a manager to the property reports', async () => {
    loggedIn({ ...asha, role: 'manager' });
    renderDashboard();
    const reports = await screen.findByRole('region', { name: CARD_MESSAGES.reports });
    expect(
      within(reports).getByRole('link', { name: CARD_MESSAGES.propertyReports }),
    ).toHaveAttribute('href', '/admin');
    expect(detail(DASHBOARD_MESSAGES.role)).toBe('Manager');
  });
});
