import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES as M } from '@marketplace/shared/contracts';
import { FORGOT_MESSAGES } from '../messages';
import ForgotPasswordPage from './ForgotPasswordPage';
import { apiCalls, mockApi, renderWithProviders, storeSession } from '@marketplace/test-support';

function renderForgot() {
  return renderWithProviders(null, {
    route: '/forgot-password',
    routes: { '/forgot-password': <ForgotPasswordPage /> },
  });
}

const sendButton = () => screen.getByRole('button', { name: FORGOT_MESSAGES.sendCode });
const resetButton = () => screen.getByRole('button', { name: FORGOT_MESSAGES.submit });

describe('ForgotPasswordPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  async function toResetStep() {
    mockApi('POST', '/forgot-password', {
      body: {
        success: true,
        msg: 'If the account exists, a code has been sent',
        retryAfterSeconds: 60,
      },
    });
    const user = setupUser();
    renderForgot();
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.emailLabel), 'asha@example.in');
    await user.click(sendButton());
    expect(await screen.findByText('If the account exists, a code has been sent')).toBeVisible();
    return user;
  }

  it('checks the e-mail before sending', async () => {
    const user = setupUser();
    renderForgot();
    await user.click(sendButton());
    expect(screen.getByText(M.emailRequired)).toBeVisible();
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.emailLabel), 'nope');
    expect(screen.queryByText(M.emailRequired)).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(screen.getByText(M.emailInvalid)).toBeVisible();
    expect(apiCalls()).toHaveLength(0);
  });

  it('sends the code, then resets the password and goes to /login', async () => {
    mockApi('POST', '/reset-password', { body: { success: true, msg: 'Password updated' } });
    const user = await toResetStep();
    expect(apiCalls('POST', '/forgot-password')[0]?.body).toEqual({ email: 'asha@example.in' });

    await user.type(screen.getByLabelText(FORGOT_MESSAGES.codeLabel), '12x3456');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.passwordLabel), 'NewSecret9');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.confirmPasswordLabel), 'NewSecret9');
    await user.click(resetButton());

    expect(
      await screen.findByText('Password reset successfully! Please login with your new password.'),
    ).toBeVisible();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(apiCalls('POST', '/reset-password')[0]?.body).toEqual({
      email: 'asha@example.in',
      otp: '123456',
      password: 'NewSecret9',
    });
  });

  it('prefills the address of a logged-in user and ends their session after the reset', async () => {
    storeSession();
    mockApi('POST', '/forgot-password', {
      body: { success: true, msg: 'Code sent', retryAfterSeconds: 60 },
    });
    mockApi('POST', '/reset-password', { body: { success: true, msg: 'Password reset' } });
    const user = setupUser();
    renderForgot();
    expect(screen.getByLabelText(FORGOT_MESSAGES.emailLabel)).toHaveValue('asha@example.in');
    await user.click(sendButton());
    expect(await screen.findByText('Code sent')).toBeVisible();
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.codeLabel), '123456');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.passwordLabel), 'NewSecret9');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.confirmPasswordLabel), 'NewSecret9');
    await user.click(resetButton());
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("applies registration's rules to the code and the new password", async () => {
    const user = await toResetStep();
    await user.click(resetButton());
    expect(screen.getByText(M.otpRequired)).toBeVisible();
    expect(screen.getByText(M.passwordRequired)).toBeVisible();

    await user.type(screen.getByLabelText(FORGOT_MESSAGES.codeLabel), '123');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.passwordLabel), 'weakpass');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.confirmPasswordLabel), 'other');
    await user.click(resetButton());
    expect(screen.getByText(M.otpLength)).toBeVisible();
    expect(screen.getByText(M.passwordComposition)).toBeVisible();
    expect(screen.getByText(M.passwordsDoNotMatch)).toBeVisible();
    expect(screen.getByText('Password strength: Weak')).toBeVisible();
    expect(apiCalls('POST', '/reset-password')).toHaveLength(0);
  });

  it("toasts the server's message for a wrong code and stays", async () => {
    mockApi('POST', '/reset-password', {
      status: 400,
      body: { success: false, msg: 'Invalid or expired code' },
    });
    const user = await toResetStep();
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.codeLabel), '000000');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.passwordLabel), 'NewSecret9');
    await user.type(screen.getByLabelText(FORGOT_MESSAGES.confirmPasswordLabel), 'NewSecret9');
    await user.click(resetButton());
    expect(await screen.findByText('Invalid or expired code')).toBeVisible();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it('resends the code after the 60 s cool-down', async () => {
    const user = await toResetStep();
    const resend = () => screen.getByRole('button', { name: /Resend code/ });
    expect(resend()).toHaveTextContent('Resend code in 60s');
    expect(resend()).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(resend()).toBeEnabled();
    await user.click(resend());
    await waitFor(() => expect(resend()).toHaveTextContent('Resend code in 60s'));
    expect(apiCalls('POST', '/forgot-password')).toHaveLength(2);
  });
});
