import { Migrator } from 'kysely';
import type { App } from '../src/app';
import { migrateToLatest } from '../src/db/migrate';
import { InCodeMigrationProvider } from '../src/db/migrations';
import { UNVERIFIED_ADMIN_EMAIL_MESSAGE, ensureFirstAdmin } from '../src/lib/first-admin';
import { hashSecret } from '../src/lib/password';
import { buildTestApp } from './helpers';
import {
  FAST_HASH,
  buildAccountsApp,
  client,
  fakeDateOnly,
  loginStatusOf,
  moveClock,
  newAccount,
  testEngines,
  type Account,
} from './support/accounts';
import { ADMIN, ADMIN_ENV } from './support/admin';
import { useMailbox } from './support/mailbox';

// Accounts probed as an attacker would: a registration never takes over another one, and the
// configured admin e-mail never promotes an account nobody verified. Each test failed before its fix.

const engines = testEngines();

describe.each(engines)('hardening of accounts on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;

  afterEach(async () => {
    jest.useRealTimers();
    await app?.close();
  });

  const loginStatus = (account: Account, address?: string) => loginStatusOf(app, account, address);

  /**
   * An account row as an older version left it: not verified (or verified), any username, and
   * only the columns the accounts' first schema had (no language).
   */
  async function legacyAccount(account: Account, verified: boolean): Promise<void> {
    await app.db
      .insertInto('users')
      .values({
        username: account.username,
        email: account.email.toLowerCase(),
        name: null,
        password_hash: await hashSecret(account.password, app.passwordHashParams),
        role: 'user',
        requested_role: null,
        verified: verified ? 1 : 0,
        department: null,
        position: null,
        created_at: new Date().toISOString(),
      } as never)
      .execute();
  }

  describe('a registration never takes over another one', () => {
    const victim: Account = { username: 'victim', email: 'v@example.in', password: 'Victim2024x' };
    const attacker: Account = { ...victim, username: 'attacker', password: 'Attack2024x' };

    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox);
    });

    async function register(account: Account, role: string): Promise<string> {
      const before = mailbox.received.length;
      const response = await client(app).post('/simple-register', { ...account, role });
      expect(response.statusCode).toBe(201);
      return mailbox.codeFor(account.email, before);
    }

    it("the victim's code verifies the victim's own username and password", async () => {
      const codeA = await register(victim, 'user');
      const codeB = await register(attacker, 'admin');

      const verified = await client(app).post('/verify-otp', { email: victim.email, otp: codeA });
      expect(verified.json()).toEqual({ success: true, msg: 'Email verified successfully' });
      expect(
        await app.db
          .selectFrom('users')
          .select(['username', 'email', 'role', 'requested_role', 'verified'])
          .execute(),
      ).toEqual([
        {
          username: 'victim',
          email: victim.email,
          role: 'user',
          requested_role: null,
          verified: 1,
        },
      ]);
      expect(await loginStatus(victim)).toBe(200);
      expect(await loginStatus(attacker)).toBe(401);
      expect(await loginStatus({ ...victim, password: attacker.password })).toBe(401);
      // The attacker's registration is gone with its code: nothing is listed for approval.
      if (codeB !== codeA) {
        const late = await client(app).post('/verify-otp', { email: victim.email, otp: codeB });
        expect(late.json<{ code: string }>().code).toBe('OTP_INVALID');
      }
      expect(await app.db.selectFrom('pending_registrations').selectAll().execute()).toEqual([]);
    });

    it("the victim's code keeps working after wrong guesses at the attacker's, below the lock", async () => {
      const codeA = await register(victim, 'user');
      await register(attacker, 'admin');
      const wrong = codeA === '000000' ? '111111' : '000000';
      await client(app).post('/verify-otp', { email: victim.email, otp: wrong });
      const verified = await client(app).post('/verify-otp', { email: victim.email, otp: codeA });
      expect(verified.statusCode).toBe(200);
      expect(await loginStatus(victim)).toBe(200);
    });

    it('every verification mail names the username it verifies and what to do if not you', async () => {
      await register(victim, 'user');
      const before = mailbox.received.length;
      await register(attacker, 'admin');
      const mail = await mailbox.waitFor(victim.email, before);
      expect(mail.text).toContain('It creates the account with the username "attacker"');
      expect(mail.text).toContain(
        'If you did not register the username "attacker", do not enter or share this code',
      );
      expect(mail.text).not.toContain('"victim"');
    });

    it('a resend mails each waiting registration its own new code, naming its username', async () => {
      fakeDateOnly();
      await register(victim, 'user');
      await register(attacker, 'admin');
      moveClock(61_000);
      const before = mailbox.received.length;
      const resent = await client(app).post('/resend-otp', { email: victim.email });
      expect(resent.statusCode).toBe(200);
      await mailbox.waitFor(victim.email, before);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mails = mailbox.received.slice(before);
      expect(mails).toHaveLength(2);
      const forVictim = mails.find((mail) => mail.text.includes('username "victim"'));
      const code = /code is (\d{6})/.exec(forVictim?.text ?? '')?.[1] ?? '';
      const verified = await client(app).post('/verify-otp', { email: victim.email, otp: code });
      expect(verified.statusCode).toBe(200);
      expect(await loginStatus(victim)).toBe(200);
    });

    it('moves unverified accounts of the earlier scheme to waiting registrations', async () => {
      const env = await engine.env();
      await app.close();
      app = await buildTestApp({
        env: { ...env, ...FAST_HASH, SMTP_URL: mailbox.url },
        migrate: false,
      });
      const migrator = new Migrator({
        db: app.db,
        provider: new InCodeMigrationProvider(engine.dialect),
      });
      expect((await migrator.migrateTo('2026-11-22T0000-accounts')).error).toBeUndefined();
      await legacyAccount(victim, false);
      await legacyAccount(newAccount('ravi'), true);
      await migrateToLatest(app.db);

      expect(await app.db.selectFrom('users').select('username').execute()).toEqual([
        { username: 'ravi' },
      ]);
      expect(
        await app.db.selectFrom('pending_registrations').select(['username', 'email']).execute(),
      ).toEqual([{ username: 'victim', email: victim.email }]);
      // Its owner asks for a new code and verifies with it.
      const before = mailbox.received.length;
      await client(app).post('/resend-otp', { email: victim.email });
      const code = await mailbox.codeFor(victim.email, before);
      expect(
        (await client(app).post('/verify-otp', { email: victim.email, otp: code })).statusCode,
      ).toBe(200);
      expect(await loginStatus(victim)).toBe(200);
    });
  });

  describe('ADMIN_EMAIL never promotes an unverified account', () => {
    const stranger: Account = { ...ADMIN, username: 'stranger', password: 'Stranger2024' };

    it('with ADMIN_PASSWORD, the configured admin takes the address over', async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      await legacyAccount(stranger, false);
      expect(await ensureFirstAdmin(app)).toBe('created');
      expect(
        await app.db.selectFrom('users').select(['username', 'role', 'verified']).execute(),
      ).toEqual([{ username: 'owner', role: 'admin', verified: 1 }]);
      expect(await loginStatus(stranger)).toBe(401);
      expect(await loginStatus({ ...ADMIN, password: stranger.password })).toBe(401);
      expect(await loginStatus(ADMIN)).toBe(200);
    });

    it('without ADMIN_PASSWORD, the start stops with a clear message and changes nothing', async () => {
      app = await buildAccountsApp(engine, mailbox, {
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_EMAIL: ADMIN.email,
      });
      await legacyAccount(stranger, false);
      await expect(ensureFirstAdmin(app)).rejects.toThrow(UNVERIFIED_ADMIN_EMAIL_MESSAGE);
      expect(
        await app.db.selectFrom('users').select(['username', 'role', 'verified']).execute(),
      ).toEqual([{ username: 'stranger', role: 'user', verified: 0 }]);
    });
  });
});
