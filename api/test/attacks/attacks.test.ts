import { OTP_MAX_ATTEMPTS } from '@marketplace/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { SECURITY_HEADERS } from '../../src/plugins/security-headers';
import { AUTH_LIMITS } from '../../src/routes/auth/limits';
import { apiRoutes, concreteUrl, type ApiRoute } from '../fuzz/routes';
import {
  buildAccountsApp,
  client,
  login,
  newAccount,
  nextAddress,
  registerVerified,
  testEngines,
} from '../support/accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  type Tokens,
} from '../support/admin';
import { useMailbox } from '../support/mailbox';
import { inject } from './attack-requests';
import { insertFixture } from '../support/properties';

/*
 * The attacks a hostile user tries on accounts and sessions, each a named test, on SQLite and
 * PostgreSQL (upload-attacks.test.ts: on property writes).
 */

const engines = testEngines();
jest.setTimeout(120_000);

/** A request to the route with a plausible id in each path parameter and no body. */
function probe(app: App, route: ApiRoute, token?: string) {
  const ids = Object.fromEntries(
    route.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']),
  );
  return inject(app, route.method, concreteUrl(route, ids, {}), token);
}

/** The routes that answer 401 without a token: every route a bearer opens. */
async function bearerRoutes(app: App): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const route of apiRoutes(app))
    if ((await probe(app, route)).statusCode === 401) routes.push(route);
  return routes;
}

describe.each(engines)('attacks on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens;

  beforeEach(async () => {
    app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    tokens = await adminManagerUser(app, mailbox);
  });
  afterEach(async () => {
    await app?.close();
  });

  it('OTP guessing: the code locks after the limit, and then even the right code is refused', async () => {
    const account = newAccount('guessed');
    const before = mailbox.received.length;
    expect(
      (await client(app).post('/simple-register', { ...account, role: 'user' })).statusCode,
    ).toBe(201);
    const code = await mailbox.codeFor(account.email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const guess = await client(app).post('/verify-otp', { email: account.email, otp: wrong });
      expect(guess.statusCode).toBe(400);
    }
    const right = await client(app).post('/verify-otp', { email: account.email, otp: code });
    expect(right.statusCode).toBeGreaterThanOrEqual(400);
    expect(right.statusCode).toBeLessThan(500);
    const login = await client(app).post('/simple-login', {
      username: account.username,
      password: account.password,
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('login guessing: limited per account from new addresses, the owner still logs in from theirs', async () => {
    const owner = newAccount('targeted');
    await registerVerified(app, mailbox, owner);
    const home = nextAddress();
    expect(
      (
        await client(app, home).post('/simple-login', {
          username: owner.username,
          password: owner.password,
        })
      ).statusCode,
    ).toBe(200);
    // The owner's first login came from an address new at the time: it used one of the tries.
    const allowed = AUTH_LIMITS.loginPerAccountFromNewAddresses.max - 1;
    const statuses: number[] = [];
    for (let i = 0; i < allowed + 5; i += 1) {
      const attempt = await client(app).post('/simple-login', {
        username: owner.username,
        password: `Wrong${i}Pass`,
      });
      statuses.push(attempt.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(allowed).fill(401), ...Array<number>(5).fill(429)]);
    // The right password from a new address is held back too: guessing gets no answer there.
    const fresh = await client(app).post('/simple-login', {
      username: owner.username,
      password: owner.password,
    });
    expect(fresh.statusCode).toBe(429);
    const fromHome = await client(app, home).post('/simple-login', {
      username: owner.username,
      password: owner.password,
    });
    expect(fromHome.statusCode).toBe(200);
  });

  it('revoked, expired and reset-invalidated tokens are refused on every bearer route', async () => {
    const routes = await bearerRoutes(app);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const owner = newAccount('holder');
    await registerVerified(app, mailbox, owner);
    const revoked = await login(app, owner);
    expect((await client(app).post('/logout', undefined, revoked)).statusCode).toBe(200);
    const expired = await login(app, owner);
    const { id } = await app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', owner.username)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    const beforeReset = await login(app, owner);
    const before = mailbox.received.length;
    expect((await client(app).post('/forgot-password', { email: owner.email })).statusCode).toBe(
      200,
    );
    const otp = await mailbox.codeFor(owner.email, before);
    const reset = await client(app).post('/reset-password', {
      email: owner.email,
      otp,
      password: 'Renewed2024Pass',
    });
    expect(reset.statusCode).toBe(200);
    for (const [kind, token] of [
      ['revoked', revoked],
      ['expired', expired],
      ['reset', beforeReset],
    ] as const) {
      for (const route of routes) {
        const response = await probe(app, route, token);
        expect([kind, route.method, route.url, response.statusCode]).toEqual([
          kind,
          route.method,
          route.url,
          401,
        ]);
      }
    }
  });

  it("one user cannot read or change another's cart rows, wishlist, enquiries or profile by id (404)", async () => {
    const [propertyId] = await insertFixture(app);
    const added = await inject(app, 'POST', '/api/v1/cart/addToCart', tokens.user, {
      payload: JSON.stringify({ item_type: 'service', item_id: 'service:house-cleaning' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(added.statusCode).toBe(201);
    const rowId = added.json<{ item: { id: number } }>().item.id;
    expect(
      (await inject(app, 'PUT', `/api/v1/wishlist/${propertyId}`, tokens.user)).statusCode,
    ).toBe(200);
    const other = newAccount('intruder');
    await registerVerified(app, mailbox, other);
    const intruder = await login(app, other);
    const json = { 'content-type': 'application/json' };
    const change = await inject(app, 'PUT', `/api/v1/cart/${rowId}`, intruder, {
      payload: '{"quantity":9}',
      headers: json,
    });
    expect(change.statusCode).toBe(404);
    expect((await inject(app, 'DELETE', `/api/v1/cart/${rowId}`, intruder)).statusCode).toBe(404);
    expect(
      (await inject(app, 'GET', '/api/v1/cart', intruder)).json<{ cart: unknown[] }>().cart,
    ).toEqual([]);
    expect(
      (await inject(app, 'GET', '/api/v1/wishlist', intruder)).json<{ data: unknown[] }>().data,
    ).toEqual([]);
    // A changed id in the query or path never opens another account's answers.
    const profile = await inject(
      app,
      'GET',
      '/api/v1/profile?id=1&userId=1&username=asha',
      intruder,
    );
    expect(profile.json<{ user: { username: string } }>().user.username).toBe('intruder');
    expect((await inject(app, 'GET', '/api/v1/enquiries', intruder)).statusCode).toBe(403);
    const owned = await inject(app, 'GET', '/api/v1/cart', tokens.user);
    expect(owned.json<{ cart: { id: number; quantity: number }[] }>().cart).toEqual([
      expect.objectContaining({ id: rowId, quantity: 1 }),
    ]);
  });

  it('nobody becomes manager or admin by registration payloads or extra fields', async () => {
    const payloads = [
      { role: 'admin' },
      { role: 'manager' },
      { role: 'user', isAdmin: true, is_admin: 1, verified: true },
      { role: 'user', requestedRole: 'admin', requested_role: 'admin', user: { role: 'admin' } },
    ];
    for (const [index, extra] of payloads.entries()) {
      const account = newAccount(`climber${index}`);
      const before = mailbox.received.length;
      const registered = await client(app).post('/simple-register', { ...account, ...extra });
      if (registered.statusCode !== 201) {
        expect(registered.statusCode).toBe(400);
        continue;
      }
      const otp = await mailbox.codeFor(account.email, before);
      await client(app).post('/verify-otp', { email: account.email, otp });
      const token = await login(app, account);
      const profile = await inject(app, 'GET', '/api/v1/profile', token);
      expect(profile.json<{ user: { role: string } }>().user.role).toBe('user');
      expect((await inject(app, 'GET', '/api/v1/admin/stats', token)).statusCode).toBe(403);
    }
  });

  it('every per-user answer is no-store', async () => {
    for (const route of await bearerRoutes(app)) {
      for (const token of [tokens.user, tokens.admin]) {
        const response = await probe(app, route, token);
        expect([route.method, route.url, response.headers['cache-control']]).toEqual([
          route.method,
          route.url,
          expect.stringContaining('no-store'),
        ]);
      }
    }
  });

  it('security headers on every kind of api answer', async () => {
    const [propertyId] = await insertFixture(app);
    const created = await inject(
      app,
      'POST',
      '/api/v1/addProperty',
      tokens.manager,
      multipartBody(VALID_FIELDS, [{ filename: 'a.png', content: await picture() }]),
    );
    const image = created.json<{ data: { images: string[] } }>().data.images[0] ?? '';
    const answers: [string, LightMyRequestResponse][] = [
      ['json 200', await inject(app, 'GET', '/api/v1/health')],
      ['json list', await inject(app, 'GET', `/api/v1/getPropertyById/${propertyId}`)],
      ['401', await inject(app, 'GET', '/api/v1/profile')],
      ['403', await inject(app, 'GET', '/api/v1/admin/stats', tokens.user)],
      ['404 route', await inject(app, 'GET', '/api/v1/no-such-route')],
      [
        '400 validation',
        await inject(app, 'POST', '/api/v1/simple-login', undefined, {
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        '400 broken json',
        await inject(app, 'POST', '/api/v1/simple-login', undefined, {
          payload: '{',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      [
        '415',
        await inject(app, 'POST', '/api/v1/simple-login', undefined, {
          payload: 'x',
          headers: { 'content-type': 'application/xml' },
        }),
      ],
      ['docs html', await inject(app, 'GET', '/api/v1/docs/static/index.html')],
      ['uploaded image', await inject(app, 'GET', image)],
      ['missing upload', await inject(app, 'GET', '/uploads/nothing.png')],
    ];
    expect(image).toMatch(/^\/uploads\//);
    for (const [kind, response] of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect([kind, name, response.headers[name]]).toEqual([kind, name, value]);
      }
    }
  });
});
