import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { hashSecret } from '../src/lib/password';
import { AUTH_LIMITS } from '../src/routes/auth/limits';
import { buildTestApp, makeTempDir } from './helpers';
import {
  FAST_HASH,
  client,
  fakeDateOnly,
  login,
  moveClock,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { expectFailure, expectTooManyAttempts } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();
const HOUR = 60 * 60_000;

describe.each(engines)('sessions on $dialect', (engine) => {
  const ravi = newAccount('ravi');
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, (built) => registerVerified(built, mailbox, ravi));

  const sessions = () => app().db.selectFrom('sessions').selectAll().execute();

  describe('POST /simple-login', () => {
    it('answers a token and the public user, and stores only the token hash', async () => {
      const before = Date.now();
      const response = await client(app()).post('/simple-login', {
        username: 'ravi',
        password: ravi.password,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ token: string; user: { created_at: string; id: number } }>();
      expect(body).toEqual({
        success: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          id: expect.any(Number),
          name: null,
          username: 'ravi',
          email: 'ravi@example.in',
          role: 'user',
          requested_role: null,
          department: null,
          position: null,
          language: 'en',
          created_at: expect.any(String),
        },
      });
      const [session, ...others] = await sessions();
      expect(others).toEqual([]);
      expect(session?.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'));
      expect(session?.user_id).toBe(body.user.id);
      const lifetime = Date.parse(session?.expires_at ?? '') - before;
      expect(lifetime).toBeGreaterThan(12 * HOUR - 5000);
      expect(lifetime).toBeLessThanOrEqual(12 * HOUR + 5000);
      expect(JSON.stringify(await sessions())).not.toContain(body.token);
    });

    it('takes the e-mail in any case, and keeps a Remember me session for 30 days', async () => {
      const before = Date.now();
      const response = await client(app()).post('/simple-login', {
        username: 'RAVI@Example.in',
        password: ravi.password,
        rememberMe: true,
      });
      expect(response.statusCode).toBe(200);
      const [session] = await sessions();
      const lifetime = Date.parse(session?.expires_at ?? '') - before;
      expect(lifetime).toBeGreaterThan(30 * 24 * HOUR - 5000);
      expect(lifetime).toBeLessThanOrEqual(30 * 24 * HOUR + 5000);
    });

    it('answers a wrong password and an unknown user the same 401', async () => {
      const api = client(app());
      const expected = {
        success: false,
        msg: 'Invalid username or password',
        code: 'INVALID_CREDENTIALS',
      };
      const wrong = await api.post('/simple-login', { username: 'ravi', password: 'Sunrise2025' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(expected);
      const unknown = await api.post('/simple-login', {
        username: 'nobody',
        password: ravi.password,
      });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(expected);
      expect(await sessions()).toEqual([]);
    });

    it('refuses an unverified account with the verify message, only to its password holder', async () => {
      const api = client(app());
      await api.post('/simple-register', { ...newAccount('meera'), role: 'user' });
      const response = await api.post('/simple-login', {
        username: 'meera',
        password: ravi.password,
      });
      expectFailure(
        response,
        403,
        'Please verify your email before logging in',
        'EMAIL_NOT_VERIFIED',
      );
      const wrong = await api.post('/simple-login', { username: 'meera', password: 'Wrong1234' });
      expect(wrong.statusCode).toBe(401);
      expect(await sessions()).toEqual([]);
    });

    it('validates with the login form messages', async () => {
      const response = await client(app()).post('/simple-login', { username: ' ', password: 'x' });
      expectFailure(response, 400, 'Username or email is required', 'VALIDATION_ERROR');
    });

    it('upgrades a hash made at another cost when the password is used', async () => {
      const old = await hashSecret(ravi.password, { log2N: 11, r: 8, p: 1 });
      await app().db.updateTable('users').set({ password_hash: old }).execute();
      await login(app(), ravi);
      const { password_hash } = await app()
        .db.selectFrom('users')
        .select('password_hash')
        .executeTakeFirstOrThrow();
      expect(password_hash).toMatch(/^\$scrypt\$ln=10,/);
      await login(app(), ravi);
    });

    it(`allows ${AUTH_LIMITS.loginPerAddressAndAccount.max} attempts a minute at one account from one address`, async () => {
      const guesser = client(app());
      for (let i = 0; i < AUTH_LIMITS.loginPerAddressAndAccount.max; i += 1) {
        const response = await guesser.post('/simple-login', {
          username: i % 2 === 0 ? 'ravi' : ravi.email,
          password: 'Wrong1234',
        });
        expect(response.statusCode).toBe(401);
      }
      // Username or e-mail, any case: the same account, the same counter.
      expectTooManyAttempts(
        await guesser.post('/simple-login', { username: 'RAVI', password: ravi.password }),
      );
      // Another address is not affected.
      expect((await client(app()).post('/simple-login', { ...ravi })).statusCode).toBe(200);
    });

    it(`allows ${AUTH_LIMITS.loginPerIp.max} attempts a minute per address`, async () => {
      const api = client(app());
      for (let i = 0; i < AUTH_LIMITS.loginPerIp.max; i += 1) {
        const response = await api.post('/simple-login', {
          username: `someone${i}`,
          password: 'Wrong1234',
        });
        expect(response.statusCode).toBe(401);
      }
      const limited = await api.post('/simple-login', {
        username: 'ravi',
        password: ravi.password,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ msg: string }>().msg).toMatch(
        /^Too many attempts\. Please try again in \d+ seconds\.$/,
      );
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      // Another address is not affected.
      expect((await client(app()).post('/simple-login', { ...ravi })).statusCode).toBe(200);
    });
  });

  describe('bearer endpoints', () => {
    it('GET /profile and GET /verify-token answer the user of a live token', async () => {
      const token = await login(app(), ravi);
      const api = client(app());
      for (const url of ['/profile', '/verify-token']) {
        const response = await api.get(url, token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          user: expect.objectContaining({ username: 'ravi', role: 'user' }),
        });
        expect(response.body).not.toContain('password');
      }
    });

    it.each(['/profile', '/verify-token'])('%s: 401 without or with a bad token', async (url) => {
      const api = client(app());
      const missing = await api.get(url);
      expectFailure(missing, 401, 'No token found', 'NO_TOKEN');
      const bad = await api.get(url, 'not-a-token');
      expectFailure(bad, 401, 'Invalid or expired token', 'INVALID_TOKEN');
    });

    it('refuses a token once its session expired', async () => {
      fakeDateOnly();
      const token = await login(app(), ravi);
      moveClock(12 * HOUR - 1000);
      expect((await client(app()).get('/profile', token)).statusCode).toBe(200);
      moveClock(2000);
      const expired = await client(app()).get('/profile', token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json<{ msg: string }>().msg).toBe('Invalid or expired token');
    });

    it('POST /logout revokes the token and only that one', async () => {
      const token = await login(app(), ravi);
      const other = await login(app(), ravi);
      const api = client(app());
      const response = await api.post('/logout', undefined, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, msg: 'Logged out successfully' });
      expect(await sessions()).toHaveLength(1);

      const after = await api.get('/profile', token);
      expect(after.statusCode).toBe(401);
      expect(after.json<{ msg: string }>().msg).toBe('Invalid or expired token');
      expect((await api.post('/logout', undefined, token)).statusCode).toBe(401);
      expect((await api.get('/verify-token', other)).statusCode).toBe(200);
      const missing = await api.post('/logout');
      expect(missing.json()).toEqual({ success: false, msg: 'No token found', code: 'NO_TOKEN' });
    });
  });

  it('shares sessions between two api instances on one database', async () => {
    const env = await engine.env();
    const dir = makeTempDir();
    const shared = { ...FAST_HASH, DATABASE_URL: env.DATABASE_URL ?? path.join(dir, 'db.sqlite') };
    const first = await buildTestApp({ env: { ...shared, SMTP_URL: mailbox.url } });
    const second = await buildTestApp({ env: shared, migrate: false });
    try {
      await registerVerified(first, mailbox, ravi);
      const token = await login(first, ravi);
      expect((await client(second).get('/profile', token)).statusCode).toBe(200);
      expect((await client(second).post('/logout', undefined, token)).statusCode).toBe(200);
      expect((await client(first).get('/profile', token)).statusCode).toBe(401);
    } finally {
      await second.close();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
