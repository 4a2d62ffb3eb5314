import type { App } from '../src/app';
import { ensureFirstAdmin } from '../src/lib/first-admin';
import {
  buildAccountsApp,
  client,
  login,
  newAccount,
  registerVerified,
  testEngines,
  type Account,
} from './support/accounts';
import { expectFailure } from './support/envelope';
import { captureLog } from './support/log-capture';
import { useMailbox } from './support/mailbox';

const engines = testEngines();
const ADMIN: Account = { username: 'owner', email: 'owner@example.in', password: 'Owner2024Pass' };
const ADMIN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

describe.each(engines)('roles on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;

  afterEach(async () => {
    await app.close();
  });

  const userRow = (username: string) =>
    app.db
      .selectFrom('users')
      .select(['id', 'role', 'requested_role', 'verified'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  describe('role requests', () => {
    const meera = newAccount('meera');
    let adminToken: string;

    beforeEach(async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      expect(await ensureFirstAdmin(app)).toBe('created');
      adminToken = await login(app, ADMIN);
      await registerVerified(app, mailbox, meera, 'admin');
    });

    it('an admin request does not grant admin', async () => {
      expect(await userRow('meera')).toMatchObject({ role: 'user', requested_role: 'admin' });
      const token = await login(app, meera);
      const profile = await client(app).get('/profile', token);
      expect(profile.json()).toMatchObject({ user: { role: 'user', requested_role: 'admin' } });

      const api = client(app);
      const forbidden = {
        success: false,
        msg: 'You do not have permission to do this',
        code: 'FORBIDDEN',
      };
      const list = await api.get('/admin/role-requests', token);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual(forbidden);
      const { id } = await userRow('meera');
      const selfApproval = await api.post(`/admin/role-requests/${id}/approve`, undefined, token);
      expect(selfApproval.statusCode).toBe(403);
      expect(selfApproval.json()).toEqual(forbidden);
      expect(await userRow('meera')).toMatchObject({ role: 'user', requested_role: 'admin' });

      const anonymous = await api.get('/admin/role-requests');
      expectFailure(anonymous, 401, 'No token found', 'NO_TOKEN');
    });

    it('lists pending requests of verified accounts only', async () => {
      await client(app).post('/simple-register', { ...newAccount('kabir'), role: 'manager' });
      await registerVerified(app, mailbox, newAccount('asha'), 'user');
      const response = await client(app).get('/admin/role-requests', adminToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        requests: [
          expect.objectContaining({ username: 'meera', role: 'user', requested_role: 'admin' }),
        ],
      });
      expect(response.body).not.toContain('password');
    });

    it('approval grants the requested role, at once for existing sessions', async () => {
      const token = await login(app, meera);
      const { id } = await userRow('meera');
      const response = await client(app).post(
        `/admin/role-requests/${id}/approve`,
        undefined,
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        msg: 'Role request approved',
        user: expect.objectContaining({ id, role: 'admin', requested_role: null }),
      });
      expect(await userRow('meera')).toMatchObject({ role: 'admin', requested_role: null });
      expect((await client(app).get('/admin/role-requests', token)).statusCode).toBe(200);

      const again = await client(app).post(
        `/admin/role-requests/${id}/approve`,
        undefined,
        adminToken,
      );
      expectFailure(again, 404, 'No pending role request for this user', 'NOT_FOUND');
    });

    it('a manager approved as manager still cannot use the admin endpoints', async () => {
      const kabir = newAccount('kabir');
      await registerVerified(app, mailbox, kabir, 'manager');
      const { id } = await userRow('kabir');
      await client(app).post(`/admin/role-requests/${id}/approve`, undefined, adminToken);
      expect(await userRow('kabir')).toMatchObject({ role: 'manager', requested_role: null });
      const token = await login(app, kabir);
      expect((await client(app).get('/admin/role-requests', token)).statusCode).toBe(403);
    });

    it('rejection keeps the user role and clears the request', async () => {
      const { id } = await userRow('meera');
      const response = await client(app).post(
        `/admin/role-requests/${id}/reject`,
        undefined,
        adminToken,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        msg: 'Role request rejected',
        user: expect.objectContaining({ id, role: 'user', requested_role: null }),
      });
      expect(await userRow('meera')).toMatchObject({ role: 'user', requested_role: null });
    });

    it('answers 404 for an unknown account and 400 for a malformed id', async () => {
      const unknown = await client(app).post(
        '/admin/role-requests/999999/approve',
        undefined,
        adminToken,
      );
      expect(unknown.statusCode).toBe(404);
      const malformed = await client(app).post(
        '/admin/role-requests/abc/reject',
        undefined,
        adminToken,
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    });
  });

  describe('the first admin from configuration', () => {
    it('generates a password when none is set and logs it once, in one line', async () => {
      const log = captureLog();
      app = await buildAccountsApp(engine, mailbox, { LOG_LEVEL: 'info' }, log.stream);
      expect(await ensureFirstAdmin(app)).toBe('created-with-generated-password');
      expect(await ensureFirstAdmin(app)).toBe('unchanged');

      const lines = log.lines().filter((line) => line.includes('First admin account created'));
      expect(lines).toHaveLength(1);
      const password = /password \\"([^"\\]+)\\"/.exec(lines[0] ?? '')?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(lines[0]).toContain('username \\"admin\\", email admin@example.in');
      expect(await userRow('admin')).toMatchObject({ role: 'admin', verified: 1 });
      const token = await login(app, {
        username: 'admin@example.in',
        email: 'admin@example.in',
        password,
      });
      expect((await client(app).get('/admin/role-requests', token)).statusCode).toBe(200);
    });

    it('creates the configured admin once and never overwrites its password', async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      expect(await ensureFirstAdmin(app)).toBe('created');
      const { password_hash: before } = await app.db
        .selectFrom('users')
        .select('password_hash')
        .executeTakeFirstOrThrow();
      expect(await ensureFirstAdmin(app)).toBe('unchanged');
      const rows = await app.db.selectFrom('users').select(['password_hash']).execute();
      expect(rows).toEqual([{ password_hash: before }]);
    });

    it('makes an existing verified account with ADMIN_EMAIL an admin, keeping its password', async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      const own = { ...ADMIN, username: 'owner_own', password: 'Own2024Pass' };
      await registerVerified(app, mailbox, own, 'admin');
      expect(await ensureFirstAdmin(app)).toBe('promoted');
      expect(await userRow('owner_own')).toMatchObject({
        role: 'admin',
        requested_role: null,
        verified: 1,
      });
      await login(app, own);
    });

    it("a registration waiting for ADMIN_EMAIL is no account: the admin is created, the stranger's code refused", async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      const before = mailbox.received.length;
      await client(app).post('/simple-register', {
        ...ADMIN,
        username: 'stranger',
        password: 'Stranger2024',
        role: 'admin',
      });
      const code = await mailbox.codeFor(ADMIN.email, before);
      expect(await ensureFirstAdmin(app)).toBe('created');
      const late = await client(app).post('/verify-otp', { email: ADMIN.email, otp: code });
      expect(late.statusCode).toBe(409);
      expect(await userRow('owner')).toMatchObject({ role: 'admin', verified: 1 });
      await login(app, ADMIN);
    });

    it('does not hand ADMIN_USERNAME over to an account with another e-mail', async () => {
      const log = captureLog();
      app = await buildAccountsApp(
        engine,
        mailbox,
        { ...ADMIN_ENV, LOG_LEVEL: 'error' },
        log.stream,
      );
      await registerVerified(app, mailbox, { ...newAccount('owner'), email: 'kabir@example.in' });
      expect(await ensureFirstAdmin(app)).toBe('username-taken');
      expect(await userRow('owner')).toMatchObject({ role: 'user' });
      expect(log.text()).toContain('ADMIN_USERNAME belongs to another account');
    });

    it('generates nothing when an admin exists already', async () => {
      app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
      await ensureFirstAdmin(app);
      await app.close();
      app = await buildAccountsApp(engine, mailbox);
      // A fresh database again: prove the rule on this one with an admin made by approval.
      await registerVerified(app, mailbox, newAccount('meera'), 'admin');
      await app.db.updateTable('users').set({ role: 'admin', requested_role: null }).execute();
      expect(await ensureFirstAdmin(app)).toBe('unchanged');
      expect(await app.db.selectFrom('users').select('username').execute()).toEqual([
        { username: 'meera' },
      ]);
    });
  });
});
