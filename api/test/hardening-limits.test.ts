import { VALIDATION_MESSAGES } from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { insertUser } from '../src/db/repositories/users';
import { ensureFirstAdmin } from '../src/lib/first-admin';
import { hashSecret } from '../src/lib/password';
import { AUTH_LIMITS } from '../src/routes/auth/limits';
import {
  buildAccountsApp,
  client,
  fakeDateOnly,
  login,
  loginStatusOf,
  moveClock,
  newAccount,
  registerVerified,
  testEngines,
  type Account,
} from './support/accounts';
import { ADMIN, ADMIN_ENV } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

// Sessions and limits probed as an attacker would: strangers' guesses never lock the owner out,
// per-address limits count per route, personal answers are never cached, and one strict rule
// names accounts. Each test failed before its fix.

const engines = testEngines();

describe.each(engines)('hardening of sessions and limits on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;

  afterEach(async () => {
    jest.useRealTimers();
    await app?.close();
  });

  const loginStatus = (account: Account, address?: string) => loginStatusOf(app, account, address);

  describe("strangers' guesses never lock the owner out", () => {
    const carol = newAccount('carol');
    const home = '203.0.113.50';
    const wrong = { username: 'carol', password: 'Wrong2024x' };

    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox);
      await registerVerified(app, mailbox, carol);
      expect(await loginStatus(carol, home)).toBe(200);
    });

    it('wrong guesses from many addresses: the owner still logs in from her address', async () => {
      // Her first login from home was a try from a new address too.
      const { max } = AUTH_LIMITS.loginPerAccountFromNewAddresses;
      for (let i = 1; i < max; i += 1) {
        expect((await client(app).post('/simple-login', wrong)).statusCode).toBe(401);
      }
      // Guessing in total stays limited: the next stranger, even with the password, waits.
      const limited = await client(app).post('/simple-login', {
        ...wrong,
        password: carol.password,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['cache-control']).toBe('no-store');

      expect(await loginStatus(carol, home)).toBe(200);
      expect(await loginStatus({ ...carol, username: 'CAROL@example.in' }, home)).toBe(200);
    });

    it('one address guessing one account is limited by the minute and by the hour, even hers', async () => {
      fakeDateOnly();
      // Someone behind her own address (a shared carrier NAT): the address is known, so only
      // the per-address limits hold them back.
      const guesser = client(app, home);
      const perMinute = AUTH_LIMITS.loginPerAddressAndAccount.max;
      const perHour = AUTH_LIMITS.loginPerAddressAndAccountHourly.max;
      moveClock(60_000);
      const answers: number[] = [];
      for (let minute = 0; minute < 5; minute += 1) {
        const thisMinute: number[] = [];
        for (let i = 0; i <= perMinute; i += 1) {
          thisMinute.push((await guesser.post('/simple-login', wrong)).statusCode);
        }
        // Never more than 5 in a minute.
        expect(thisMinute.filter((status) => status === 401).length).toBeLessThanOrEqual(perMinute);
        answers.push(...thisMinute);
        moveClock(60_000);
      }
      // Her own login from there counted in the hour too.
      expect(answers.filter((status) => status === 401)).toHaveLength(perHour - 1);
      const hourly = await guesser.post('/simple-login', wrong);
      expect(hourly.statusCode).toBe(429);
      expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
      // Meanwhile the owner logs in from her phone's address.
      expect(await loginStatus(carol, '198.51.100.78')).toBe(200);
    });
  });

  describe('per-address limits count per route', () => {
    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox);
    });

    it("one route's requests never spend another route's budget", async () => {
      const shared = client(app, '198.51.100.7');
      for (let i = 0; i < AUTH_LIMITS.forgotPasswordPerIp.max; i += 1) {
        expect((await shared.post('/forgot-password', {})).statusCode).toBe(400);
      }
      expect((await shared.post('/forgot-password', {})).statusCode).toBe(429);

      // The same address still logs in, registers, resets and sends an enquiry ...
      for (const url of ['/simple-login', '/simple-register', '/reset-password', '/enquiries']) {
        expect((await shared.post(url, {})).statusCode).toBe(400);
      }
      // ... and another address still asks for a reset code.
      expect((await client(app, '198.51.100.8').post('/forgot-password', {})).statusCode).toBe(400);
    });

    it('keys the counters by method and route', async () => {
      await client(app, '198.51.100.9').post('/simple-login', {});
      await client(app, '198.51.100.9').post('/verify-otp', {});
      const keys = await app.db.selectFrom('rate_limits').select('key').orderBy('key').execute();
      expect(keys.map((row) => row.key)).toEqual(
        expect.arrayContaining([
          'POST:/api/v1/simple-login|ip:198.51.100.9',
          'POST:/api/v1/verify-otp|ip:198.51.100.9',
        ]),
      );
    });
  });

  describe('personal answers are never cached', () => {
    let token: string;
    let adminToken: string;
    const meera = newAccount('meera');

    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      await ensureFirstAdmin(app);
      adminToken = await login(app, ADMIN);
      await registerVerified(app, mailbox, meera);
      token = await login(app, meera);
    });

    it('marks login, profile, verify-token, cart and admin answers no-store', async () => {
      const api = client(app);
      const answers = [
        await api.post('/simple-login', { username: 'meera', password: meera.password }),
        await api.get('/profile', token),
        await api.get('/verify-token', token),
        await api.get('/cart', token),
        await api.post('/cart/addToCart', { item_type: 'nope', item_id: 'x' }, token),
        await api.get('/admin/role-requests', adminToken),
        await api.get('/admin/role-requests', token),
        await api.get('/profile', 'not-a-live-token'),
        await api.post('/logout', undefined, token),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        200, 200, 200, 200, 404, 200, 403, 401, 200,
      ]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('leaves public answers to their own caching rules', async () => {
      const health = await client(app).get('/health');
      expect(health.headers['cache-control']).toBeUndefined();
      const wrongLogin = await client(app).post('/simple-login', { username: 'meera' });
      expect(wrongLogin.statusCode).toBe(400);
      // The login route hands out tokens: even its failures are not stored.
      expect(wrongLogin.headers['cache-control']).toBe('no-store');
    });
  });

  describe('one strict rule for usernames and e-mails', () => {
    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox);
    });

    const register = (fields: Partial<Account>) =>
      client(app).post('/simple-register', { ...newAccount('ravi'), ...fields, role: 'user' });

    it.each([['victim<attacker@evil.test>'], ['a@b.test\u0000.evil'], ['Ravi <ravi@example.in>']])(
      'refuses the e-mail %p with 400 and stores nothing',
      async (email) => {
        expectFailure(
          await register({ email }),
          400,
          VALIDATION_MESSAGES.emailInvalid,
          'VALIDATION_ERROR',
        );
        expect(await app.db.selectFrom('users').selectAll().execute()).toEqual([]);
        expect(mailbox.received.some((mail) => mail.to.includes('attacker@evil.test'))).toBe(false);
      },
    );

    it.each([['ravi\u0000'], ['ra\u200bvi'], ['<img src=x>'], ['\u0440avi']])(
      'refuses the username %p with the field message',
      async (username) => {
        expectFailure(
          await register({ username }),
          400,
          VALIDATION_MESSAGES.usernameCharacters,
          'VALIDATION_ERROR',
        );
      },
    );

    it('caps the login name, so no huge counter key is written', async () => {
      const response = await client(app).post('/simple-login', {
        username: 'r'.repeat(100_000),
        password: 'Sunrise2024',
      });
      expectFailure(response, 400, VALIDATION_MESSAGES.usernameOrEmailTooLong, 'VALIDATION_ERROR');
      const keys = await app.db.selectFrom('rate_limits').select('key').execute();
      for (const { key } of keys) expect(key.length).toBeLessThan(300);
    });

    it('compares usernames without case after NFKC, at registration and login', async () => {
      await registerVerified(app, mailbox, newAccount('Ravi'));
      const twin = await register({ username: '\uff52\uff41\uff56\uff49', email: 'x@example.in' });
      expectFailure(twin, 409, 'Username is already taken', 'USERNAME_TAKEN');
      const viaFullWidth = await client(app).post('/simple-login', {
        username: '\uff32\uff21\uff36\uff29',
        password: 'Sunrise2024',
      });
      expect(viaFullWidth.statusCode).toBe(200);
    });

    it('still logs in an account named under the older, looser rule', async () => {
      await insertUser(app.db, {
        username: 'Ravi Kumar (old)',
        email: 'old@example.in',
        passwordHash: await hashSecret('Sunrise2024', app.passwordHashParams),
        role: 'user',
        requestedRole: null,
        verified: true,
        language: 'en',
        now: new Date(),
      });
      const response = await client(app).post('/simple-login', {
        username: 'ravi kumar (old)',
        password: 'Sunrise2024',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
