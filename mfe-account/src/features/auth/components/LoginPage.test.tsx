import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_DEFAULTS, VALIDATION_MESSAGES } from '@marketplace/shared/contracts';
import { ACCESS_LEVELS, LOGIN_MESSAGES } from '../messages';
import LoginPage from './LoginPage';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';

const asha = testUser();

function renderLogin(options: { route?: string; state?: unknown } = {}) {
  const route = options.route ?? '/login';
  return renderWithProviders(null, {
    route,
    state: options.state,
    routes: { '/login': <LoginPage /> },
  });
}

const usernameInput = () => screen.getByLabelText(LOGIN_MESSAGES.usernameLabel);
const passwordInput = () => screen.getByLabelText(LOGIN_MESSAGES.passwordLabel);
const submitButton = () => screen.getByRole('button', { name: LOGIN_MESSAGES.submit });

async function fillAndSubmit(username = 'asha', password = 'Secret123') {
  const user = userEvent.setup({ delay: null });
  await user.type(usernameInput(), username);
  await user.type(passwordInput(), password);
  await user.click(submitButton());
  return user;
}

describe('LoginPage', () => {
  it('shows the fields, links and the three access levels', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: LOGIN_MESSAGES.heading })).toBeVisible();
    expect(usernameInput()).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: LOGIN_MESSAGES.rememberMe })).not.toBeChecked();
    expect(screen.getByRole('link', { name: LOGIN_MESSAGES.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: LOGIN_MESSAGES.createAccount })).toHaveAttribute(
      'href',
      '/register',
    );
    for (const level of ACCESS_LEVELS) {
      expect(screen.getByText(level.role)).toBeVisible();
      expect(screen.getByText(level.text)).toBeVisible();
    }
    expect(
      screen.getByText('Full system access, user management, system configuration'),
    ).toBeVisible();
  });

  it('shows both required messages and clears each one when its field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(submitButton());
    expect(await screen.findByText(VALIDATION_MESSAGES.usernameOrEmailRequired)).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(usernameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls()).toHaveLength(0);

    await user.type(usernameInput(), 'a');
    expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeVisible();

    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.type(passwordInput(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('logs in: sends the form, stores the session, welcomes by name and goes home', async () => {
    let release: () => void = () => undefined;
    mockApi('POST', '/simple-login', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { body: { success: true, token: 'tok-new', user: asha } };
    });
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.type(usernameInput(), '  asha@example.in ');
    await user.type(passwordInput(), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: LOGIN_MESSAGES.rememberMe }));
    await user.click(submitButton());

    // Busy while the call is in flight.
    const busy = await screen.findByRole('button', { name: LOGIN_MESSAGES.submitting });
    expect(busy).toBeDisabled();
    release();

    expect(await screen.findByText('Welcome back Asha Verma')).toBeVisible();
    expect(await screen.findByText('Navigated to /')).toBeVisible();
    const [call] = apiCalls('POST', '/simple-login');
    expect(call?.body).toEqual({
      username: 'asha@example.in',
      password: 'Secret123',
      rememberMe: true,
    });
    expect(call?.headers).not.toHaveProperty('Authorization');
    expect(localStorage.getItem('token')).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({
      token: 'tok-new',
      user: { username: 'asha' },
    });
  });

  it('welcomes by username when the account has no name', async () => {
    mockApi('POST', '/simple-login', {
      body: { success: true, token: 't', user: { ...asha, name: null } },
    });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Welcome back asha')).toBeVisible();
  });

  it('returns to the page the guard stopped (state.from)', async () => {
    mockApi('POST', '/simple-login', { body: { success: true, token: 't', user: asha } });
    renderLogin({ state: { from: { pathname: '/cart', search: '' } } });
    await fillAndSubmit();
    expect(await screen.findByText('Navigated to /cart')).toBeVisible();
  });

  it('follows a ?redirect= target of this site, and ignores one to another origin', async () => {
    mockApi('POST', '/simple-login', { body: { success: true, token: 't', user: asha } });
    const first = renderLogin({ route: '/login?redirect=%2Fdashboard' });
    await fillAndSubmit();
    expect(await screen.findByText('Navigated to /dashboard')).toBeVisible();
    first.unmount();
    localStorage.clear();

    renderLogin({ route: '/login?redirect=%2F%2Fevil.example' });
    await fillAndSubmit();
    expect(await screen.findByText('Navigated to /')).toBeVisible();
  });

  it("toasts the server's message on failure, keeps the user here and stores nothing", async () => {
    mockApi('POST', '/simple-login', {
      status: 401,
      body: { success: false, msg: 'Invalid credentials', code: 'UNAUTHORIZED' },
    });
    renderLogin();
    await fillAndSubmit('asha', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeVisible();
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("fails with 'Login failed' on an answer without a token", async () => {
    mockApi('POST', '/simple-login', { body: { success: true, user: asha } });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Login failed')).toBeVisible();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it("falls back to 'Login failed' when the server sends no message", async () => {
    mockApi('POST', '/simple-login', { status: 500 });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText(ERROR_DEFAULTS.login)).toBeVisible();
    expect(ERROR_DEFAULTS.login).toBe('Login failed');
  });

  it('offers to verify the e-mail when the login is refused as unverified', async () => {
    mockApi('POST', '/simple-login', {
      status: 403,
      body: {
        success: false,
        msg: 'Please verify your email before logging in',
        code: 'FORBIDDEN',
      },
    });
    const view = renderWithProviders(null, {
      route: '/login',
      routes: { '/login': <LoginPage />, '/otp-verification': <p>Code page</p> },
    });
    const user = await fillAndSubmit('asha', 'Secret123');
    expect(await screen.findByText('Please verify your email before logging in')).toBeVisible();
    expect(screen.getByText(LOGIN_MESSAGES.verifyWithEmail)).toBeVisible();
    view.unmount();

    renderWithProviders(null, {
      route: '/login',
      routes: { '/login': <LoginPage />, '/otp-verification': <p>Code page</p> },
    });
    await fillAndSubmit('asha@example.in', 'Secret123');
    await user.click(await screen.findByRole('button', { name: LOGIN_MESSAGES.verifyEmail }));
    expect(await screen.findByText('Code page')).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem('registrationData') ?? '{}')).toMatchObject({
      email: 'asha@example.in',
    });
  });

  it('sends someone already logged in to / at once', async () => {
    storeSession(asha);
    renderLogin();
    await waitFor(() => expect(screen.getByText('Navigated to /')).toBeVisible());
    expect(screen.queryByLabelText(LOGIN_MESSAGES.usernameLabel)).not.toBeInTheDocument();
  });
});
