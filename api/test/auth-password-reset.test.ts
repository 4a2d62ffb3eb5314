import { AUTH_MESSAGES } from '@marketplace/shared/contracts';
import {
  client,
  fakeDateOnly,
  login,
  moveClock,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();
const NEW_PASSWORD = 'Monsoon2025';

describe.each(engines)('password reset on $dialect', (engine) => {
  const ravi = newAccount('ravi');
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, (built) => registerVerified(built, mailbox, ravi));

  const sameAnswer = {
    success: true,
    msg: 'If an account exists for this email, a reset code has been sent.',
    retryAfterSeconds: 60,
  };

  async function requestCode(email = ravi.email): Promise<string> {
    const before = mailbox.received.length;
    const response = await client(app()).post('/forgot-password', { email });
    expect(response.json()).toEqual(sameAnswer);
    return mailbox.codeFor(email, before);
  }

  it('e-mails a reset code to an existing account', async () => {
    const before = mailbox.received.length;
    const response = await client(app()).post('/forgot-password', { email: 'Ravi@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    const mail = await mailbox.waitFor(ravi.email, before);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toMatch(/Your password reset code is \d{6}/);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(
      await app().db.selectFrom('otps').select('purpose').where('email', '=', ravi.email).execute(),
    ).toEqual([{ purpose: 'reset' }]);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const before = mailbox.received.length;
    const response = await client(app()).post('/forgot-password', { email: 'nobody@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sameAnswer);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.received.length).toBe(before);
    expect(await app().db.selectFrom('otps').selectAll().execute()).toEqual([]);
  });

  it('sends at most one code a minute, with the same answer for every address', async () => {
    fakeDateOnly();
    const code = await requestCode();
    moveClock(15_000);
    const before = mailbox.received.length;
    for (const email of [ravi.email, 'nobody@example.in']) {
      const response = await client(app()).post('/forgot-password', { email });
      expect(response.statusCode).toBe(200);
    }
    const again = await client(app()).post('/forgot-password', { email: ravi.email });
    expect(again.json()).toEqual({ ...sameAnswer, retryAfterSeconds: 45 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.received.length).toBe(before);
    // The first code is still the live one.
    const reset = await client(app()).post('/reset-password', {
      email: ravi.email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sets the new password and ends every session of the account', async () => {
    const first = await login(app(), ravi);
    const second = await login(app(), ravi, true);
    const code = await requestCode();

    const response = await client(app()).post('/reset-password', {
      email: ravi.email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, msg: AUTH_MESSAGES.passwordReset });
    expect(response.json<{ msg: string }>().msg).toBe(
      'Password reset successfully. Please login with your new password.',
    );

    expect(await app().db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    for (const token of [first, second]) {
      expect((await client(app()).get('/profile', token)).statusCode).toBe(401);
    }
    const old = await client(app()).post('/simple-login', {
      username: 'ravi',
      password: ravi.password,
    });
    expect(old.statusCode).toBe(401);
    await login(app(), { ...ravi, password: NEW_PASSWORD });

    const reused = await client(app()).post('/reset-password', {
      email: ravi.email,
      otp: code,
      password: 'Another2026',
    });
    expectFailure(reused, 400, 'Invalid OTP', 'OTP_INVALID');
  });

  it('checks the code like verify-otp: wrong, locked after 5, expired', async () => {
    fakeDateOnly();
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (otp: string) =>
      client(app()).post('/reset-password', { email: ravi.email, otp, password: NEW_PASSWORD });

    expect((await attempt(wrong)).json()).toEqual({
      success: false,
      msg: 'Invalid OTP',
      code: 'OTP_INVALID',
    });
    for (let i = 0; i < 4; i += 1) await attempt(wrong);
    expect((await attempt(code)).json<{ code: string }>().code).toBe('OTP_LOCKED');

    moveClock(61_000);
    const fresh = await requestCode();
    moveClock(10 * 60_000 + 1000);
    expect((await attempt(fresh)).json()).toEqual({
      success: false,
      msg: 'OTP has expired. Please request a new one.',
      code: 'OTP_EXPIRED',
    });
    await login(app(), ravi);
  });

  it('does not accept the registration code as a reset code, nor the reverse', async () => {
    const before = mailbox.received.length;
    await client(app()).post('/simple-register', { ...newAccount('meera'), role: 'user' });
    const registration = await mailbox.codeFor('meera@example.in', before);
    const response = await client(app()).post('/reset-password', {
      email: 'meera@example.in',
      otp: registration,
      password: NEW_PASSWORD,
    });
    expect(response.json<{ code: string }>().code).toBe('OTP_INVALID');

    const reset = await requestCode(ravi.email);
    const verify = await client(app()).post('/verify-otp', { email: ravi.email, otp: reset });
    expect(verify.json<{ code: string }>().code).toBe('OTP_INVALID');
  });

  it('sends no reset code for a registration still waiting for its code', async () => {
    await client(app()).post('/simple-register', { ...newAccount('meera'), role: 'user' });
    const before = mailbox.received.length;
    const response = await client(app()).post('/forgot-password', { email: 'meera@example.in' });
    expect(response.json()).toEqual(sameAnswer);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.received.length).toBe(before);
  });

  it('validates the new password with the registration rules', async () => {
    const response = await client(app()).post('/reset-password', {
      email: ravi.email,
      otp: '123456',
      password: 'short',
    });
    expectFailure(response, 400, 'Password must be at least 8 characters', 'VALIDATION_ERROR');
  });
});
