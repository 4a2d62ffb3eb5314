import fc from 'fast-check';
import { recordFigure } from '@marketplace/test-support/figures';
import type { App } from '../../src/app';
import { insertProperties } from '../../src/db/repositories/property-writes';
import {
  FAST_HASH,
  buildAccountsApp,
  client,
  login,
  newAccount,
  nextAddress,
  registerVerified,
  testEngines,
} from '../support/accounts';
import { ADMIN_ENV, VALID_FIELDS, adminManagerUser, picture } from '../support/admin';
import { codeOf, useMailbox } from '../support/mailbox';
import { FIXTURE } from '../support/properties';
import { answerProblems, type Secrets } from './oracle';
import {
  requestFor,
  assertGenerator,
  routeKey,
  type FuzzRequest,
  type RequestContext,
} from './requests';
import { apiRoutes } from './routes';

/*
 * Property-based fuzzing of every /api/v1 route, on SQLite (the engine of the
 * handlers' own logic; PostgreSQL runs the attack suite). Each request comes from a new client
 * address, so the per-address rate limits never stop it before the handler. A failure prints
 * fast-check's seed and the shrunk request: replay with FUZZ_SEED=<seed>.
 */

const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const [sqlite] = testEngines();

jest.setTimeout(240_000);

describe('fuzzing every /api/v1 route', () => {
  const mailbox = useMailbox();
  let app: App;

  afterAll(async () => {
    await app?.close();
  });

  /** Tokens of each role, and tokens that must no longer open anything. */
  async function credentials(): Promise<{
    headers: RequestContext['credentials'];
    tokens: string[];
  }> {
    const tokens = await adminManagerUser(app, mailbox);
    const revokedOwner = newAccount('revoked');
    const expiredOwner = newAccount('expired');
    await registerVerified(app, mailbox, revokedOwner);
    await registerVerified(app, mailbox, expiredOwner);
    const revoked = await login(app, revokedOwner);
    await client(app).post('/logout', undefined, revoked);
    const expired = await login(app, expiredOwner);
    const { id } = await app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'expired')
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    return {
      tokens: [tokens.admin, tokens.manager, tokens.user, revoked, expired],
      headers: {
        none: undefined,
        user: `Bearer ${tokens.user}`,
        manager: `Bearer ${tokens.manager}`,
        admin: `Bearer ${tokens.admin}`,
        userLowercaseScheme: `bearer ${tokens.user}`,
        revoked: `Bearer ${revoked}`,
        expired: `Bearer ${expired}`,
        garbage: 'Bearer not-a-token',
        empty: 'Bearer ',
        basic: 'Basic dXNlcjpTdW5yaXNlMjAyNA==',
        huge: `Bearer ${'a'.repeat(8_000)}`,
        truncated: `Bearer ${tokens.admin.slice(0, -2)}`,
      },
    };
  }

  it(`answers ${TOTAL_REQUESTS} fuzzed requests with 2xx/4xx, the envelope and nothing internal`, async () => {
    app = await buildAccountsApp(sqlite!, mailbox, { ...FAST_HASH, ...ADMIN_ENV });
    await insertProperties(app.db, FIXTURE);
    const { headers, tokens } = await credentials();
    let codesSeen: string[] = [];
    const secrets: Secrets = {
      tokens,
      codes: () => {
        if (codesSeen.length !== mailbox.received.length) codesSeen = mailbox.received.map(codeOf);
        return codesSeen;
      },
    };
    const context: RequestContext = {
      credentials: headers,
      propertyFields: VALID_FIELDS,
      picture: await picture('png', 8, 8),
    };
    // Logging out ends the fuzzer's own sessions: that route goes last, so the others see them.
    const routes = apiRoutes(app).sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    routes.forEach(assertGenerator);
    const perRoute = Math.ceil(TOTAL_REQUESTS / routes.length);
    const statuses = new Map<number, number>();
    let sent = 0;
    const send = async (request: FuzzRequest) => {
      const response = await app.inject({
        ...request,
        method: request.method as 'GET',
        remoteAddress: nextAddress(),
      });
      sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problems = answerProblems(response, secrets);
      if (problems.length > 0) {
        throw new Error(
          `${problems.join('; ')}\nanswer ${response.statusCode}: ${response.body.slice(0, 500)}`,
        );
      }
    };
    process.stdout.write(`fuzz seed ${SEED}: ${routes.length} routes, ${perRoute} requests each\n`);
    for (const [index, route] of routes.entries()) {
      const result = await fc.check(fc.asyncProperty(requestFor(route, context), send), {
        numRuns: perRoute,
        seed: SEED + index,
      });
      if (result.failed) {
        throw new Error(
          `${routeKey(route)} (FUZZ_SEED=${SEED}, route seed ${SEED + index})\n${fc.defaultReportMessage(result)}\n${String(result.errorInstance)}`,
        );
      }
    }
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`);
    process.stdout.write(
      `fuzz: ${sent} requests over ${routes.length} routes; ${summary.join(', ')}\n`,
    );
    recordFigure('fuzz', {
      seed: SEED,
      routes: routes.length,
      requests: sent,
      statuses: Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b)),
    });
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });
});
