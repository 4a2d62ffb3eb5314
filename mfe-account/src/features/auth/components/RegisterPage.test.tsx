import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { VALIDATION_MESSAGES as M } from '@marketplace/shared/contracts';
import { OTP_MESSAGES, REGISTER_MESSAGES } from '../messages';
import RegisterPage from './RegisterPage';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';

function renderRegister() {
  return renderWithProviders(null, {
    route: '/register',
    routes: { '/register': <RegisterPage /> },
  });
}

const field = (label: string) => screen.getByLabelText(label);
const passwordInput = () => field(REGISTER_MESSAGES.passwordLabel);

async function fillDetails(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    username: 'ravi',
    email: 'ravi@example.in',
    password: 'Secret123',
    confirm: 'Secret123',
    ...overrides,
  };
  if (values.username) await user.type(field(REGISTER_MESSAGES.usernameLabel), values.username);
  if (values.email) await user.type(field(REGISTER_MESSAGES.emailLabel), values.email);
  if (values.password) await user.type(passwordInput(), values.password);
  if (values.confirm)
    await user.type(field(REGISTER_MESSAGES.confirmPasswordLabel), values.confirm);
  await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.next }));
}

async function toRoleStep(user: UserEvent) {
  await fillDetails(user);
  expect(screen.getByRole('heading', { name: /Step 2 of 2: Role Selection/ })).toBeVisible();
}

async function submitRegistration(user: UserEvent, role: RegExp = /Normal User/) {
  await toRoleStep(user);
  await user.click(screen.getByRole('radio', { name: role }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.submit }));
}

function mockRegistered() {
  mockApi('POST', '/simple-register', {
    status: 201,
    body: { success: true, msg: 'OTP sent to your email', otpSent: true },
  });
}

const otpInput = () => screen.getByLabelText(OTP_MESSAGES.codeLabel);
const verifyButton = () => screen.getByRole('button', { name: OTP_MESSAGES.submit });

describe('RegisterPage, step 1 (Account Details)', () => {
  it('shows the required message of every field', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    expect(screen.getByRole('heading', { name: /Step 1 of 2: Account Details/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.next }));
    expect(screen.getByText(M.usernameRequired)).toBeVisible();
    expect(screen.getByText(M.emailRequired)).toBeVisible();
    expect(screen.getByText(M.passwordRequired)).toBeVisible();
    expect(M).toMatchObject({
      usernameRequired: 'Username is required',
      emailRequired: 'Email is required',
      passwordRequired: 'Password is required',
    });
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ email: 'ravi@nowhere' }, 'Email is invalid'],
    // The shared strict rules (docs/decisions/username-and-email-rules.md).
    [
      { username: 'ravi kumar' },
      'Username can only contain English letters, digits, dots (.), underscores (_) and hyphens (-)',
    ],
    [{ username: 'r'.repeat(31) }, 'Username must be at most 30 characters'],
    [{ email: 'Ravi <ravi@example.in>' }, 'Email is invalid'],
    [{ password: 'Sec12', confirm: 'Sec12' }, 'Password must be at least 8 characters'],
    [
      { password: 'secret123', confirm: 'secret123' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ confirm: 'Secret124' }, 'Passwords do not match'],
  ])('rejects %o with "%s"', async (overrides, message) => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillDetails(user, overrides);
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible();
  });

  it("clears a field's message when that field is edited", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await fillDetails(user, { username: 'ab', email: 'bad' });
    expect(screen.getByText(M.usernameTooShort)).toBeVisible();
    await user.type(field(REGISTER_MESSAGES.usernameLabel), 'c');
    expect(screen.queryByText(M.usernameTooShort)).not.toBeInTheDocument();
    expect(screen.getByText(M.emailInvalid)).toBeVisible();
  });

  it.each([
    ['abcdefgh', 'Weak'],
    ['abcdefgH', 'Medium'],
    ['abcdefH1', 'Strong'],
    ['abcdeH1!', 'Strong'],
    ['ab', 'Weak'],
  ])('rates the password %s as %s', async (password, label) => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
    await user.type(passwordInput(), password);
    expect(screen.getByText(`Password strength: ${label}`)).toBeVisible();
  });
});

describe('RegisterPage, step 2 (Role Selection)', () => {
  it('offers the three role cards with the verification note and the approval note', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await toRoleStep(user);
    const normal = screen.getByRole('radio', { name: /Normal User/ });
    const manager = screen.getByRole('radio', { name: /Manager/ });
    const admin = screen.getByRole('radio', { name: /Administrator/ });
    expect(normal).toHaveAccessibleName('Normal User Standard access');
    expect(manager).toHaveAccessibleName(
      'Manager Team and departmental operations Requires email verification',
    );
    expect(admin).toHaveAccessibleName(
      'Administrator Full access and user management Requires email verification',
    );
    expect(screen.getByText(/an administrator reviews it/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/Terms-and-condition',
    );
  });

  it('requires a role and the terms agreement, each cleared when given', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await toRoleStep(user);
    await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.submit }));
    expect(screen.getByText('Please select a user role')).toBeVisible();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeVisible();
    expect(apiCalls()).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Manager/ }));
    expect(screen.queryByText('Please select a user role')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(screen.queryByText(M.termsRequired)).not.toBeInTheDocument();
  });

  it('goes Back to step 1 with the values kept', async () => {
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await toRoleStep(user);
    await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.back }));
    expect(field(REGISTER_MESSAGES.usernameLabel)).toHaveValue('ravi');
  });

  it('registers, then shows the code step in place and keeps the registration', async () => {
    mockRegistered();
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await submitRegistration(user, /Administrator/);

    expect(await screen.findByText(REGISTER_MESSAGES.otpSent)).toBeVisible();
    expect(REGISTER_MESSAGES.otpSent).toBe(
      'OTP sent to your email! Please verify to complete registration.',
    );
    expect(apiCalls('POST', '/simple-register')[0]?.body).toEqual({
      username: 'ravi',
      email: 'ravi@example.in',
      password: 'Secret123',
      role: 'admin',
    });
    expect(screen.getByText('ravi@example.in')).toBeVisible();
    const stored = JSON.parse(sessionStorage.getItem('registrationData') ?? 'null');
    expect(stored).toMatchObject({ username: 'ravi', email: 'ravi@example.in', role: 'admin' });
    expect(JSON.stringify(stored)).not.toContain('Secret123');
  });

  it('goes to /login when the server needs no code, whatever its message says', async () => {
    mockApi('POST', '/simple-register', {
      status: 201,
      body: { success: true, msg: 'OTP sent to your email', otpSent: false },
    });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await submitRegistration(user);
    expect(
      await screen.findByText('Registration successful! Please login to continue.'),
    ).toBeVisible();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
  });

  it("toasts the server's message (or 'Registration failed') and returns to step 1 on a conflict", async () => {
    mockApi(
      'POST',
      '/simple-register',
      { status: 409, body: { success: false, msg: 'Username already taken', code: 'CONFLICT' } },
      { once: true },
    );
    mockApi('POST', '/simple-register', { status: 500 });
    const user = userEvent.setup({ delay: null });
    renderRegister();
    await submitRegistration(user);
    expect(await screen.findByText('Username already taken')).toBeVisible();
    expect(screen.getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.next }));
    await user.click(screen.getByRole('button', { name: REGISTER_MESSAGES.submit }));
    expect(await screen.findByText('Registration failed')).toBeVisible();
  });
});

describe('RegisterPage, the code step', () => {
  async function atOtpStep() {
    mockRegistered();
    const user = userEvent.setup({ delay: null });
    const view = renderRegister();
    await submitRegistration(user);
    await screen.findByText(REGISTER_MESSAGES.otpSent);
    return { user, view };
  }

  it('takes digits only, at most 6, and enables Verify only with 6', async () => {
    const { user } = await atOtpStep();
    expect(otpInput()).toHaveAttribute('inputmode', 'numeric');
    expect(otpInput()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(verifyButton()).toBeDisabled();
    await user.type(otpInput(), '12a-3 4');
    expect(otpInput()).toHaveValue('1234');
    expect(verifyButton()).toBeDisabled();
    await user.type(otpInput(), '56789');
    expect(otpInput()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it("shows 'OTP is required' and 'OTP must be 6 digits'", async () => {
    const { user } = await atOtpStep();
    await user.click(otpInput());
    await user.keyboard('{Enter}');
    expect(screen.getByText('OTP is required')).toBeVisible();
    await user.type(otpInput(), '123');
    await user.tab();
    expect(screen.getByText('OTP must be 6 digits')).toBeVisible();
  });

  it('verifies, toasts, clears the registration and goes to /login', async () => {
    mockApi('POST', '/verify-otp', { body: { success: true, msg: 'Email verified' } });
    const { user } = await atOtpStep();
    await user.type(otpInput(), '654321');
    await user.click(verifyButton());
    expect(
      await screen.findByText('Registration completed successfully! Please login to continue.'),
    ).toBeVisible();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(apiCalls('POST', '/verify-otp')[0]?.body).toEqual({
      email: 'ravi@example.in',
      otp: '654321',
    });
    expect(sessionStorage.getItem('registrationData')).toBeNull();
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ otpVerified: true });
  });

  it("toasts a wrong code's message, or 'OTP verification failed'", async () => {
    mockApi(
      'POST',
      '/verify-otp',
      { status: 400, body: { success: false, msg: 'Invalid or expired OTP' } },
      { once: true },
    );
    mockApi('POST', '/verify-otp', { status: 500 });
    const { user } = await atOtpStep();
    await user.type(otpInput(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByText('Invalid or expired OTP')).toBeVisible();
    await user.click(verifyButton());
    expect(await screen.findByText('OTP verification failed')).toBeVisible();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it("'Back to registration form' clears the code step", async () => {
    const { user } = await atOtpStep();
    await user.click(screen.getByRole('button', { name: 'Back to registration form' }));
    expect(screen.getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible();
    expect(screen.queryByLabelText(OTP_MESSAGES.codeLabel)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('registrationData')).toBeNull();
  });

  it('shows the code step again after a reload of the tab', () => {
    sessionStorage.setItem(
      'registrationData',
      JSON.stringify({ username: 'ravi', email: 'ravi@example.in', role: 'user', otpSentAt: null }),
    );
    renderRegister();
    expect(screen.getByText('ravi@example.in')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});

describe('Resend OTP cool-down', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down 60 s after sending, then resends and waits as the server says', async () => {
    mockRegistered();
    mockApi('POST', '/resend-otp', {
      body: { success: true, msg: 'A new OTP was sent', retryAfterSeconds: 90 },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRegister();
    await submitRegistration(user);
    await screen.findByText(REGISTER_MESSAGES.otpSent);

    const resend = () => screen.getByRole('button', { name: /Resend OTP/ });
    expect(resend()).toHaveTextContent('Resend OTP in 60s');
    expect(resend()).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(resend()).toHaveTextContent('Resend OTP in 30s');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(resend()).toHaveTextContent(/^Resend OTP$/);
    expect(resend()).toBeEnabled();

    await user.click(resend());
    expect(await screen.findByText('A new OTP was sent')).toBeVisible();
    expect(apiCalls('POST', '/resend-otp')[0]?.body).toEqual({ email: 'ravi@example.in' });
    expect(resend()).toHaveTextContent('Resend OTP in 90s');
    expect(resend()).toBeDisabled();
  });

  it("follows a 429's retryAfterSeconds", async () => {
    sessionStorage.setItem(
      'registrationData',
      JSON.stringify({ username: 'ravi', email: 'ravi@example.in', role: 'user', otpSentAt: null }),
    );
    mockApi('POST', '/resend-otp', {
      status: 429,
      body: {
        success: false,
        msg: 'Please wait before requesting another code',
        code: 'OTP_COOLDOWN',
        retryAfterSeconds: 42,
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRegister();
    const resend = () => screen.getByRole('button', { name: /Resend OTP/ });
    await user.click(resend());
    expect(await screen.findByText('Please wait before requesting another code')).toBeVisible();
    expect(resend()).toHaveTextContent('Resend OTP in 42s');
  });
});
