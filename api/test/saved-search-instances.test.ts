// Two api instances on one database send each saved search's e-mail of the day exactly once:
// passes started together by both, and both instances' own schedules running side by side. The
// test mailbox counts the e-mails. On PostgreSQL (the multi-instance engine) and on one SQLite
// file shared by two processes' worth of connections.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';
import { runDigestPass } from '../src/lib/digests/digest-pass';
import { makeTempDir } from './helpers';
import {
  buildAccountsApp,
  login,
  newAccount,
  registerVerified,
  testEngines,
} from './support/accounts';
import { useMailbox } from './support/mailbox';
import {
  digestDeps,
  goLive,
  insertListings,
  listing,
  nextMorning,
  savedSearchApi,
} from './support/saved-searches';

jest.setTimeout(60_000);

const QUERIES = ['purpose=rent', 'location=jabalpur&purpose=rent', 'bedrooms=2&purpose=rent'];

describe.each(testEngines())('two api instances on $dialect', (engine) => {
  const mailbox = useMailbox();
  let instances: App[] = [];
  let sqliteDir: string | undefined;
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    instances = [];
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    sqliteDir = undefined;
  });

  /** Two instances on one database, with `env` (their schedule) on top of the test defaults. */
  async function twoInstances(env: Record<string, string> = {}): Promise<[App, App]> {
    const database =
      engine.dialect === 'postgres'
        ? (await engine.env()).DATABASE_URL!
        : path.join((sqliteDir = makeTempDir()), 'shared.sqlite');
    const first = await buildAccountsApp(engine, mailbox, { DATABASE_URL: database, ...env });
    const second = await buildAccountsApp(engine, mailbox, { DATABASE_URL: database, ...env });
    instances = [first, second];
    return [first, second];
  }

  /** Two accounts with three saved searches each, and one rental every search matches. */
  async function searchesWithNews(app: App): Promise<string[]> {
    const emails: string[] = [];
    for (const username of ['priya', 'kabir']) {
      const account = newAccount(username);
      await registerVerified(app, mailbox, account);
      const api = savedSearchApi(() => app, await login(app, account));
      for (const query of QUERIES) expect((await api.save(query, query)).statusCode).toBe(201);
      emails.push(account.email);
    }
    const [id] = await insertListings(app, [
      listing('Gwarighat Nest', { purpose: 'rent', status: 'draft' }),
    ]);
    await goLive(app, id!, new Date(Date.now() + 1000));
    return emails;
  }

  /** The digest e-mails received after `after`, as "recipient: subject", sorted. */
  const digestsAfter = (after: number) =>
    mailbox.received
      .slice(after)
      .filter((mail) => mail.subject.includes('new listing'))
      .map((mail) => `${mail.to.join(',')}: ${mail.subject}`)
      .sort();
  const expected = (emails: string[]) =>
    emails
      .flatMap((email) => QUERIES.map((query) => `${email}: 1 new listing for "${query}"`))
      .sort();

  it('sends each e-mail once when both run the same passes at the same moment', async () => {
    const [first, second] = await twoInstances();
    const emails = await searchesWithNews(first);
    const before = mailbox.received.length;
    const morning = nextMorning(new Date(Date.now() + 2000));
    const passes = await Promise.all(
      [first, second, first, second].map((instance) =>
        runDigestPass(digestDeps(instance), morning),
      ),
    );
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(6);
    expect(digestsAfter(before)).toEqual(expected(emails));
    const rows = await first.db.selectFrom('saved_search_digests').select(['status']).execute();
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('sent'));
  });

  it("sends each e-mail once when both instances' schedules run side by side", async () => {
    // Every second, from midnight IST: both instances look for e-mails all the time.
    const [first, second] = await twoInstances({ DIGEST_CHECK_SECONDS: '1', DIGEST_TIME: '00:00' });
    await Promise.all([first.ready(), second.ready()]);
    const before = mailbox.received.length;
    const emails = await searchesWithNews(first);
    const deadline = Date.now() + 20_000;
    while (digestsAfter(before).length < 6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A few more passes of each: nothing more goes.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(digestsAfter(before)).toEqual(expected(emails));
  });
});
