import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/shared/contracts';
import {
  client,
  fakeDateOnly,
  moveClock,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)('registration on $dialect', (engine) => {
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox);

  const userRow = (email: string) =>
    app().db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  /** The registration waiting for `email` (the newest when several wait). */
  const pendingRow = (email: string) =>
    app()
      .db.selectFrom('pending_registrations')
      .selectAll()
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  describe('POST /simple-register', () => {
    it('keeps a waiting registration (no account yet), hashes the password and e-mails a code naming the username', async () => {
      const ravi = newAccount('ravi');
      const before = mailbox.received.length;
      const response = await client(app()).post('/simple-register', {
        ...ravi,
        email: ' Ravi@Example.IN ',
        role: 'user',
      });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        msg: 'OTP sent to your email',
        otpSent: true,
      });
      expect(await userRow('ravi@example.in')).toBeUndefined();
      const row = await pendingRow('ravi@example.in');
      expect(row).toMatchObject({ username: 'ravi', requested_role: null, attempts: 0 });
      expect(row?.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
      expect(row?.password_hash).not.toContain(ravi.password);

      const mail = await mailbox.waitFor('ravi@example.in', before);
      expect(mail.subject).toBe('Your verification code');
      expect(mail.from).toBe('no-reply@marketplace.local');
      expect(mail.text).toContain('valid for 10 minutes');
      expect(mail.text).toContain('It creates the account with the username "ravi"');
      expect(mail.text).toContain('If you did not register the username "ravi", do not enter');
      const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(row?.code_hash).not.toContain(code);
      const ttl = Date.parse(row?.code_expires_at ?? '') - Date.parse(row?.created_at ?? '');
      expect(ttl).toBe(10 * 60_000);
    });

    it.each(['manager', 'admin'])(
      'records the %s role as a request and grants user only',
      async (role) => {
        const response = await client(app()).post('/simple-register', {
          ...newAccount('meera'),
          role,
        });
        expect(response.statusCode).toBe(201);
        expect(await pendingRow('meera@example.in')).toMatchObject({ requested_role: role });
        await registerVerified(app(), mailbox, newAccount('meera2'), role);
        expect(await userRow('meera2@example.in')).toMatchObject({
          role: 'user',
          requested_role: role,
          verified: 1,
        });
      },
    );

    it('answers 400 with the shared validation messages and stores nothing', async () => {
      const api = client(app());
      const weak = await api.post('/simple-register', {
        ...newAccount('ravi'),
        password: 'sunrise2024',
        role: 'user',
      });
      expectFailure(weak, 400, VALIDATION_MESSAGES.passwordComposition, 'VALIDATION_ERROR');
      const short = await api.post('/simple-register', {
        ...newAccount('ab'),
        role: 'user',
      });
      expect(short.json<{ msg: string }>().msg).toBe('Username must be at least 3 characters');
      const noRole = await api.post('/simple-register', { ...newAccount('ravi'), role: 'root' });
      expect(noRole.json<{ msg: string }>().msg).toBe('Please select a user role');
      expect(await app().db.selectFrom('users').selectAll().execute()).toEqual([]);
      expect(await app().db.selectFrom('pending_registrations').selectAll().execute()).toEqual([]);
    });

    it('answers 409 for a username or e-mail of a verified account', async () => {
      const api = client(app());
      await registerVerified(app(), mailbox, newAccount('ravi'));

      const sameName = await api.post('/simple-register', {
        ...newAccount('RAVI'),
        email: 'other@example.in',
        role: 'user',
      });
      expectFailure(sameName, 409, 'Username is already taken', 'USERNAME_TAKEN');
      const sameEmail = await api.post('/simple-register', {
        ...newAccount('ravi2'),
        email: 'RAVI@example.in',
        role: 'user',
      });
      expectFailure(sameEmail, 409, 'An account with this email already exists', 'EMAIL_TAKEN');
      expect(await app().db.selectFrom('users').select('username').execute()).toEqual([
        { username: 'ravi' },
      ]);
    });

    it('a second try of the same e-mail waits beside the first; the code entered decides', async () => {
      const api = client(app());
      const first = mailbox.received.length;
      await api.post('/simple-register', { ...newAccount('ravi'), role: 'admin' });
      const oldCode = await mailbox.codeFor('ravi@example.in', first);
      const second = mailbox.received.length;
      const again = await api.post('/simple-register', {
        ...newAccount('ravi_k'),
        email: 'ravi@example.in',
        role: 'user',
      });
      expect(again.statusCode).toBe(201);
      const newCode = await mailbox.codeFor('ravi@example.in', second);

      const ok = await api.post('/verify-otp', { email: 'ravi@example.in', otp: newCode });
      expect(ok.statusCode).toBe(200);
      expect(
        await app().db.selectFrom('users').select(['username', 'requested_role']).execute(),
      ).toEqual([{ username: 'ravi_k', requested_role: null }]);
      // The mailbox chose: the other registration of the address is gone.
      expect(await pendingRow('ravi@example.in')).toBeUndefined();
      if (oldCode !== newCode) {
        const stale = await api.post('/verify-otp', { email: 'ravi@example.in', otp: oldCode });
        expect(stale.json<{ msg: string }>().msg).toBe('Invalid OTP');
      }
    });

    it('a waiting registration holds no username: the first verified takes it', async () => {
      const api = client(app());
      const before = mailbox.received.length;
      await api.post('/simple-register', { ...newAccount('ravi'), role: 'user' });
      const squatterCode = await mailbox.codeFor('ravi@example.in', before);
      await registerVerified(app(), mailbox, { ...newAccount('Ravi'), email: 'other@example.in' });

      const late = await api.post('/verify-otp', { email: 'ravi@example.in', otp: squatterCode });
      expectFailure(late, 409, AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
      expect(await app().db.selectFrom('users').select('email').execute()).toEqual([
        { email: 'other@example.in' },
      ]);
    });
  });

  describe('POST /verify-otp', () => {
    async function registered(username = 'ravi') {
      const before = mailbox.received.length;
      await client(app()).post('/simple-register', { ...newAccount(username), role: 'user' });
      return mailbox.codeFor(`${username}@example.in`, before);
    }

    it('activates the account once; the code cannot be used again', async () => {
      const code = await registered();
      const api = client(app());
      const response = await api.post('/verify-otp', { email: 'ravi@example.in', otp: code });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, msg: 'Email verified successfully' });
      expect(await userRow('ravi@example.in')).toMatchObject({ username: 'ravi', verified: 1 });
      expect(await pendingRow('ravi@example.in')).toBeUndefined();

      const again = await api.post('/verify-otp', { email: 'ravi@example.in', otp: code });
      expectFailure(again, 400, 'Invalid OTP', 'OTP_INVALID');
    });

    it('counts wrong codes and locks the code after 5, even for the right one', async () => {
      const code = await registered();
      const wrong = code === '000000' ? '111111' : '000000';
      const api = client(app());
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const response = await api.post('/verify-otp', { email: 'ravi@example.in', otp: wrong });
        expectFailure(response, 400, 'Invalid OTP', 'OTP_INVALID');
        expect(await pendingRow('ravi@example.in')).toMatchObject({ attempts: attempt });
      }
      const fifth = await api.post('/verify-otp', { email: 'ravi@example.in', otp: wrong });
      expect(fifth.json()).toEqual({
        success: false,
        msg: 'Too many wrong attempts. Please request a new OTP.',
        code: 'OTP_LOCKED',
      });
      const right = await api.post('/verify-otp', { email: 'ravi@example.in', otp: code });
      expect(right.statusCode).toBe(400);
      expect(right.json<{ code: string }>().code).toBe('OTP_LOCKED');
      expect(await userRow('ravi@example.in')).toBeUndefined();
    });

    it('refuses a code older than 10 minutes', async () => {
      fakeDateOnly();
      const code = await registered();
      moveClock(10 * 60_000 - 1000);
      await registered('meera').then(async (meeraCode) => {
        const meera = await client(app()).post('/verify-otp', {
          email: 'meera@example.in',
          otp: meeraCode,
        });
        expect(meera.statusCode).toBe(200);
      });
      moveClock(2000);
      const response = await client(app()).post('/verify-otp', {
        email: 'ravi@example.in',
        otp: code,
      });
      expectFailure(response, 400, 'OTP has expired. Please request a new one.', 'OTP_EXPIRED');
      expect(await userRow('ravi@example.in')).toBeUndefined();
    });

    it('answers an unknown e-mail like a wrong code, and validates the code format', async () => {
      const api = client(app());
      const unknown = await api.post('/verify-otp', { email: 'nobody@example.in', otp: '123456' });
      expectFailure(unknown, 400, 'Invalid OTP', 'OTP_INVALID');
      const short = await api.post('/verify-otp', { email: 'ravi@example.in', otp: '12345' });
      expect(short.json()).toEqual({
        success: false,
        msg: 'OTP must be 6 digits',
        code: 'VALIDATION_ERROR',
      });
    });
  });

  describe('POST /resend-otp', () => {
    it('waits 60 s after a code was sent, then replaces it', async () => {
      fakeDateOnly();
      const api = client(app());
      const first = mailbox.received.length;
      await api.post('/simple-register', { ...newAccount('ravi'), role: 'user' });
      const oldCode = await mailbox.codeFor('ravi@example.in', first);

      moveClock(20_000);
      const early = await api.post('/resend-otp', { email: 'ravi@example.in' });
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('40');
      expect(early.json()).toEqual({
        success: false,
        msg: 'Please wait 40 seconds before requesting a new OTP.',
        code: 'OTP_COOLDOWN',
        retryAfterSeconds: 40,
      });

      moveClock(40_000);
      const second = mailbox.received.length;
      const resent = await api.post('/resend-otp', { email: 'RAVI@example.in' });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({
        success: true,
        msg: AUTH_MESSAGES.otpResent,
        retryAfterSeconds: 60,
      });
      const newCode = await mailbox.codeFor('ravi@example.in', second);
      if (newCode !== oldCode) {
        const stale = await api.post('/verify-otp', { email: 'ravi@example.in', otp: oldCode });
        expect(stale.json<{ code: string }>().code).toBe('OTP_INVALID');
      }
      const ok = await api.post('/verify-otp', { email: 'ravi@example.in', otp: newCode });
      expect(ok.statusCode).toBe(200);
    });

    it('unlocks verification with a new code after a lockout', async () => {
      fakeDateOnly();
      const api = client(app());
      const first = mailbox.received.length;
      await api.post('/simple-register', { ...newAccount('ravi'), role: 'user' });
      const code = await mailbox.codeFor('ravi@example.in', first);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        await api.post('/verify-otp', { email: 'ravi@example.in', otp: wrong });
      }
      moveClock(61_000);
      const second = mailbox.received.length;
      await api.post('/resend-otp', { email: 'ravi@example.in' });
      const fresh = await mailbox.codeFor('ravi@example.in', second);
      const ok = await api.post('/verify-otp', { email: 'ravi@example.in', otp: fresh });
      expect(ok.json()).toEqual({ success: true, msg: 'Email verified successfully' });
    });

    it('answers an unknown or verified address exactly like a pending one, sending nothing', async () => {
      fakeDateOnly();
      const api = client(app());
      await registerVerified(app(), mailbox, newAccount('ravi'));
      moveClock(61_000);
      const before = mailbox.received.length;

      for (const email of ['nobody@example.in', 'ravi@example.in']) {
        const response = await api.post('/resend-otp', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          msg: AUTH_MESSAGES.otpResent,
          retryAfterSeconds: 60,
        });
      }
      const again = await api.post('/resend-otp', { email: 'nobody@example.in' });
      expect(again.statusCode).toBe(429);
      expect(again.json<{ code: string }>().code).toBe('OTP_COOLDOWN');

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailbox.received.length).toBe(before);
    });
  });
});
