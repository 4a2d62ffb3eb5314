// The auth pages in Hindi: the texts come from the Hindi catalogue, not the English one.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@marketplace/test-support';
import { hindiStore } from '../../../lib/in-hindi';
import HI from '../messages.hi';
import CHECKS from '../../../lib/checks/messages.hi';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import OtpVerificationPage from './OtpVerificationPage';
import RegisterPage from './RegisterPage';

async function renderInHindi(route: string, page: ReactElement) {
  renderWithProviders(null, { route, routes: { [route]: page }, store: await hindiStore() });
}

it('shows /login in Hindi, the access levels included', async () => {
  await renderInHindi('/login', <LoginPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
  expect(screen.getByLabelText('यूज़रनेम या ईमेल')).toBeVisible();
  expect(screen.getByLabelText(HI.login.passwordLabel)).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
  expect(screen.getByText(HI.accessLevels[0].text)).toBeVisible();
  expect(screen.queryByText('Remember me')).not.toBeInTheDocument();
});

it('shows both steps of /register in Hindi, with the strength meter and role cards', async () => {
  await renderInHindi('/register', <RegisterPage />);
  const user = userEvent.setup({ delay: null });
  expect(screen.getByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'कदम 1/2: अकाउंट की जानकारी' })).toBeVisible();
  await user.type(screen.getByLabelText(HI.register.usernameLabel), 'ravi');
  await user.type(screen.getByLabelText(HI.register.emailLabel), 'ravi@example.in');
  await user.type(screen.getByLabelText(HI.register.passwordLabel), 'Secret123');
  expect(screen.getByText('पासवर्ड कितना मज़बूत है: मज़बूत')).toBeVisible();
  await user.type(screen.getByLabelText(HI.register.confirmPasswordLabel), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'आगे' }));
  expect(screen.getByRole('heading', { name: 'कदम 2/2: रोल चुनें' })).toBeVisible();
  expect(screen.getByRole('radio', { name: /नॉर्मल यूज़र/ })).toBeVisible();
  expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toBeVisible();
});

it('shows /otp-verification in Hindi', async () => {
  sessionStorage.setItem(
    'registrationData',
    JSON.stringify({ username: 'ravi', email: 'ravi@example.in', role: 'user', otpSentAt: null }),
  );
  await renderInHindi('/otp-verification', <OtpVerificationPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'अपना ईमेल वेरिफ़ाई करें' })).toBeVisible();
  expect(screen.getByLabelText('वेरिफ़िकेशन कोड')).toBeVisible();
  expect(screen.getByRole('button', { name: 'वेरिफ़ाई करें' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'ओटीपी फिर से भेजें' })).toBeVisible();
});

it('shows /forgot-password in Hindi', async () => {
  await renderInHindi('/forgot-password', <ForgotPasswordPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'अपना पासवर्ड बदलें' })).toBeVisible();
  expect(screen.getByLabelText('ईमेल')).toBeVisible();
  expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'लॉगिन पर वापस जाएँ' })).toBeVisible();
});

it("gives /login's checks in Hindi", async () => {
  await renderInHindi('/login', <LoginPage />);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: HI.login.submit }));
  expect(await screen.findByText(CHECKS.usernameOrEmailRequired)).toBeVisible();
  expect(screen.getByText(CHECKS.passwordRequired)).toBeVisible();
});

it("gives /register's checks in Hindi", async () => {
  await renderInHindi('/register', <RegisterPage />);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(HI.register.usernameLabel), 'ra');
  await user.type(screen.getByLabelText(HI.register.emailLabel), 'ravi@');
  await user.type(screen.getByLabelText(HI.register.passwordLabel), 'secret');
  await user.type(screen.getByLabelText(HI.register.confirmPasswordLabel), 'other');
  await user.click(screen.getByRole('button', { name: 'आगे' }));
  expect(screen.getByText(CHECKS.usernameTooShort)).toBeVisible();
  expect(screen.getByText(CHECKS.emailInvalid)).toBeVisible();
  expect(screen.getByText(CHECKS.passwordTooShort)).toBeVisible();
  expect(screen.getByText(CHECKS.passwordsDoNotMatch)).toBeVisible();
});
