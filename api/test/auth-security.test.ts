import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';
import { AUTH_LIMITS } from '../src/routes/auth/limits';
import { buildTestApp, makeTempDir } from './helpers';
import {
  FAST_HASH,
  buildAccountsApp,
  client,
  fakeDateOnly,
  login,
  moveClock,
  newAccount,
  registerVerified,
  testEngines,
} from './support/accounts';
import { expectFailure, expectTooManyAttempts } from './support/envelope';
import { captureLog } from './support/log-capture';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)('accounts security on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;

  afterEach(async () => {
    jest.useRealTimers();
    await app?.close();
  });

  it('never puts a password in a response or a log line', async () => {
    const log = captureLog();
    app = await buildAccountsApp(engine, mailbox, { LOG_LEVEL: 'trace' }, log.stream);
    const first = 'Kesari7Chai9';
    const second = 'Mango5Lassi8';
    const ravi = { ...newAccount('ravi'), password: first };
    const bodies: string[] = [];
    const api = client(app);
    const keep = async (response: Promise<{ body: string }>) => bodies.push((await response).body);

    await keep(api.post('/simple-register', { ...ravi, password: 'lowercase-only', role: 'user' }));
    await registerVerified(app, mailbox, ravi);
    await keep(api.post('/simple-login', { username: 'ravi', password: `${first}x` }));
    const login1 = api.post('/simple-login', { username: 'ravi', password: first });
    await keep(login1);
    const token = (await login1).json<{ token: string }>().token;
    await keep(api.get('/profile', token));
    await keep(api.get('/verify-token', token));
    const before = mailbox.received.length;
    await keep(api.post('/forgot-password', { email: ravi.email }));
    const otp = await mailbox.codeFor(ravi.email, before);
    await keep(api.post('/reset-password', { email: ravi.email, otp, password: second }));
    await keep(api.post('/simple-login', { username: 'ravi', password: second }));
    app.log.info({ body: { password: first }, password: first, user: { password: first } }, 'x');

    for (const body of bodies) {
      expect(body).not.toContain(first);
      expect(body).not.toContain(second);
      expect(body).not.toContain('password_hash');
    }
    const text = log.text();
    expect(text).toContain('"password":"[Redacted]"');
    expect(text).not.toContain(first);
    expect(text).not.toContain(second);
    expect(text).not.toContain('lowercase-only');
    expect(text).not.toContain(token);
  });

  describe('rate limits (429 with Retry-After)', () => {
    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox);
    });

    // The per-address limit runs before the body is read: even malformed requests count.
    it.each([
      ['/simple-register', AUTH_LIMITS.registerPerIp.max],
      ['/verify-otp', AUTH_LIMITS.verifyOtpPerIp.max],
      ['/resend-otp', AUTH_LIMITS.resendOtpPerIp.max],
      ['/simple-login', AUTH_LIMITS.loginPerIp.max],
      ['/forgot-password', AUTH_LIMITS.forgotPasswordPerIp.max],
      ['/reset-password', AUTH_LIMITS.resetPasswordPerIp.max],
    ])('%s allows %i requests a minute per address', async (url, max) => {
      const api = client(app);
      for (let i = 0; i < max; i += 1) {
        expect((await api.post(url, {})).statusCode).toBe(400);
      }
      const limited = await api.post(url, {});
      expectTooManyAttempts(limited);
      expect((await client(app).post(url, {})).statusCode).toBe(400);
    });

    it('counts per address again after the minute', async () => {
      fakeDateOnly();
      const api = client(app);
      for (let i = 0; i <= AUTH_LIMITS.loginPerIp.max; i += 1) await api.post('/simple-login', {});
      expect((await api.post('/simple-login', {})).statusCode).toBe(429);
      moveClock(60_000);
      expect((await api.post('/simple-login', {})).statusCode).toBe(400);
    });

    it('limits verification attempts per e-mail across addresses', async () => {
      for (let i = 0; i < AUTH_LIMITS.verifyOtpPerEmail.max; i += 1) {
        const response = await client(app).post('/verify-otp', {
          email: 'ravi@example.in',
          otp: '123456',
        });
        expect(response.statusCode).toBe(400);
      }
      const limited = await client(app).post('/verify-otp', {
        email: 'RAVI@example.in',
        otp: '123456',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ code: string }>().code).toBe('RATE_LIMITED');
    });

    it('limits registrations per e-mail across addresses', async () => {
      fakeDateOnly();
      for (let i = 0; i < AUTH_LIMITS.registerPerEmail.max; i += 1) {
        const response = await client(app).post('/simple-register', {
          ...newAccount(`ravi${i}`),
          email: 'ravi@example.in',
          role: 'user',
        });
        expect(response.statusCode).toBe(201);
      }
      const limited = await client(app).post('/simple-register', {
        ...newAccount('ravi9'),
        email: 'ravi@example.in',
        role: 'user',
      });
      expect(limited.statusCode).toBe(429);
      moveClock(60 * 60_000);
      const later = await client(app).post('/simple-register', {
        ...newAccount('ravi9'),
        email: 'ravi@example.in',
        role: 'user',
      });
      expect(later.statusCode).toBe(201);
    });

    it('limits reset attempts per e-mail across addresses', async () => {
      const attempt = () =>
        client(app).post('/reset-password', {
          email: 'ravi@example.in',
          otp: '123456',
          password: 'Monsoon2025',
        });
      for (let i = 0; i < AUTH_LIMITS.resetPasswordPerEmail.max; i += 1) {
        expect((await attempt()).statusCode).toBe(400);
      }
      expect((await attempt()).statusCode).toBe(429);
    });
  });

  it('counts together across api instances sharing the database', async () => {
    const env = await engine.env();
    const dir = makeTempDir();
    const shared = { ...FAST_HASH, DATABASE_URL: env.DATABASE_URL ?? path.join(dir, 'db.sqlite') };
    app = await buildTestApp({ env: shared });
    const other = await buildTestApp({ env: shared, migrate: false });
    try {
      const address = '203.0.113.9';
      const max = AUTH_LIMITS.loginPerIp.max;
      for (let i = 0; i < max; i += 1) {
        const instance = i % 2 === 0 ? app : other;
        expect((await client(instance, address).post('/simple-login', {})).statusCode).toBe(400);
      }
      expect((await client(app, address).post('/simple-login', {})).statusCode).toBe(429);
      expect((await client(other, address).post('/simple-login', {})).statusCode).toBe(429);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 503 with a clear message when the mail server is down', async () => {
    app = await buildAccountsApp(engine, mailbox, { SMTP_URL: 'smtp://127.0.0.1:1' });
    const response = await client(app).post('/simple-register', {
      ...newAccount('ravi'),
      role: 'user',
    });
    expectFailure(
      response,
      503,
      'We could not send the email. Please try again in a few minutes.',
      'MAIL_FAILED',
    );
  });

  it('without SMTP_URL writes each message to the outbox and logs recipient and code', async () => {
    const outbox = makeTempDir('marketplace-outbox-');
    const log = captureLog();
    const env = await engine.env();
    app = await buildTestApp({
      env: { ...env, ...FAST_HASH, OUTBOX_DIR: outbox, LOG_LEVEL: 'info' },
      logStream: log.stream,
    });
    try {
      const ravi = newAccount('ravi');
      const response = await client(app).post('/simple-register', { ...ravi, role: 'user' });
      expect(response.statusCode).toBe(201);
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const message = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(message).toContain('Subject: Your verification code');
      expect(message).toContain('To: ravi@example.in');
      const code = /code is (\d{6})/.exec(message)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);

      const lines = log.lines().filter((line) => line.includes('written to the outbox'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`mail to ravi@example.in written to the outbox (code ${code})`);
      expect(log.text()).not.toContain(ravi.password);

      const verified = await client(app).post('/verify-otp', { email: ravi.email, otp: code });
      expect(verified.statusCode).toBe(200);
      await login(app, ravi);
    } finally {
      rmSync(outbox, { recursive: true, force: true });
    }
  });

  it('documents every auth route in the OpenAPI document', async () => {
    app = await buildAccountsApp(engine, mailbox);
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const [route, method] of [
      ['/api/v1/simple-register', 'post'],
      ['/api/v1/verify-otp', 'post'],
      ['/api/v1/resend-otp', 'post'],
      ['/api/v1/simple-login', 'post'],
      ['/api/v1/profile', 'get'],
      ['/api/v1/verify-token', 'get'],
      ['/api/v1/logout', 'post'],
      ['/api/v1/forgot-password', 'post'],
      ['/api/v1/reset-password', 'post'],
      ['/api/v1/admin/role-requests', 'get'],
      ['/api/v1/admin/role-requests/{userId}/approve', 'post'],
      ['/api/v1/admin/role-requests/{userId}/reject', 'post'],
    ] as const) {
      expect(doc.paths[route]?.[method]?.responses).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/api/v1/simple-login'])).toContain('rememberMe');
  });
});
