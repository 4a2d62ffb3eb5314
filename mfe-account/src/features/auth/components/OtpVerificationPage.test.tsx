import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTP_MESSAGES } from '../messages';
import OtpVerificationPage from './OtpVerificationPage';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';

function renderOtpPage() {
  return renderWithProviders(null, {
    route: '/otp-verification',
    routes: { '/otp-verification': <OtpVerificationPage /> },
  });
}

function storeRegistration(data: Record<string, unknown>) {
  sessionStorage.setItem('registrationData', JSON.stringify(data));
}

const pending = { username: 'ravi', email: 'ravi@example.in', role: 'user', otpSentAt: null };
const otpInput = () => screen.getByLabelText(OTP_MESSAGES.codeLabel);
const verifyButton = () => screen.getByRole('button', { name: OTP_MESSAGES.submit });

describe('OtpVerificationPage', () => {
  it("without registration data: 'Please complete registration first' and /register", async () => {
    renderOtpPage();
    expect(await screen.findByText('Please complete registration first')).toBeVisible();
    expect(await screen.findByText('Navigated to /register')).toBeVisible();
  });

  it("with a registration lacking a usable e-mail: 'Registration data not found...'", async () => {
    storeRegistration({ ...pending, email: '' });
    renderOtpPage();
    expect(
      await screen.findByText('Registration data not found. Please register again.'),
    ).toBeVisible();
    expect(await screen.findByText('Navigated to /register')).toBeVisible();
  });

  it('shows the address, the code field, Verify, Resend OTP and the way back', () => {
    storeRegistration(pending);
    renderOtpPage();
    expect(screen.getByText('ravi@example.in')).toBeVisible();
    expect(otpInput()).toHaveAttribute('inputmode', 'numeric');
    expect(verifyButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(screen.getByRole('link', { name: OTP_MESSAGES.backToRegister })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it("toasts 'Please enter a valid 6-digit OTP' for an incomplete code", async () => {
    storeRegistration(pending);
    const user = userEvent.setup({ delay: null });
    renderOtpPage();
    await user.type(otpInput(), '12345{Enter}');
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeVisible();
    expect(screen.getByText('OTP must be 6 digits')).toBeVisible();
    expect(apiCalls()).toHaveLength(0);
  });

  it("verifies: 'Account created successfully!...' (3 s), clears the data, goes to /login", async () => {
    storeRegistration(pending);
    mockApi('POST', '/verify-otp', { body: { success: true, msg: 'Email verified' } });
    const user = userEvent.setup({ delay: null });
    renderOtpPage();
    await user.type(otpInput(), '123456');
    await user.click(verifyButton());
    expect(
      await screen.findByText('Account created successfully! Please login to continue.'),
    ).toBeVisible();
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(screen.queryByText('Please complete registration first')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('registrationData')).toBeNull();
    expect(apiCalls('POST', '/verify-otp')[0]?.body).toEqual({
      email: 'ravi@example.in',
      otp: '123456',
    });
  });

  it('shows the error of a wrong code and stays', async () => {
    storeRegistration(pending);
    mockApi('POST', '/verify-otp', {
      status: 400,
      body: { success: false, msg: 'Invalid or expired OTP' },
    });
    const user = userEvent.setup({ delay: null });
    renderOtpPage();
    await user.type(otpInput(), '999999');
    await user.click(verifyButton());
    expect(await screen.findByText('Invalid or expired OTP')).toBeVisible();
    expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
  });

  it('continues the cool-down of a code sent on the register page', () => {
    storeRegistration({ ...pending, otpSentAt: Date.now() - 15_000 });
    renderOtpPage();
    expect(screen.getByRole('button', { name: /Resend OTP/ })).toHaveTextContent(
      'Resend OTP in 45s',
    );
  });

  it('going back to registration clears the data without the missing-data toast', async () => {
    storeRegistration(pending);
    const user = userEvent.setup({ delay: null });
    renderOtpPage();
    await user.click(screen.getByRole('link', { name: OTP_MESSAGES.backToRegister }));
    expect(await screen.findByText('Navigated to /register')).toBeVisible();
    expect(sessionStorage.getItem('registrationData')).toBeNull();
    expect(screen.queryByText('Please complete registration first')).not.toBeInTheDocument();
  });
});
