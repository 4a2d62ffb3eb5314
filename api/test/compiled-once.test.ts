import type { App } from '../src/app';
import { nowIso } from '../src/db/columns';
import { compiledOnce } from '../src/db/compiled-once';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';

describe.each(testEngines())('a read compiled once, on $dialect', ({ env }) => {
  let app: App;
  let builds: number;
  const usersNamed = compiledOnce((db, first: string, second: string) => {
    builds += 1;
    return db
      .selectFrom('users')
      .select(['username', 'email'])
      .where('username', 'in', [first, second])
      .where('email', 'like', '%@example.in') // a constant parameter stays as it was built
      .orderBy('username');
  });

  beforeEach(async () => {
    builds = 0;
    app = await buildTestApp({ env: await env() });
    const users = ['asha', 'ravi', 'meera'].map((username) => ({
      username,
      email: `${username}@example.in`,
      password_hash: 'not-a-real-hash',
      created_at: nowIso(),
    }));
    await app.db.insertInto('users').values(users).execute();
  });

  afterEach(async () => {
    await app.close();
  });

  it("answers each call with that call's values, building the query once", async () => {
    expect(await usersNamed(app.db, 'asha', 'ravi')).toEqual([
      { username: 'asha', email: 'asha@example.in' },
      { username: 'ravi', email: 'ravi@example.in' },
    ]);
    expect(await usersNamed(app.db, 'meera', 'nobody')).toEqual([
      { username: 'meera', email: 'meera@example.in' },
    ]);
    expect(await usersNamed(app.db, 'ravi', 'meera')).toHaveLength(2);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          username: 'kiran',
          email: 'kiran@example.in',
          password_hash: 'not-a-real-hash',
          created_at: nowIso(),
        })
        .execute();
      expect(await usersNamed(trx, 'kiran', 'asha')).toHaveLength(2);
    });
  });

  // On SQLite the database's reads go to a reader connection (sqlite-reader.ts): through Kysely's
  // one connection this read would wait for the transaction, which waits for the read.
  it('reads the last commit on the database while a transaction is open, without waiting', async () => {
    const within = (answer: Promise<unknown[]>) =>
      Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 2000, 'waited'))]);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ email: 'asha@elsewhere.in' })
        .where('username', '=', 'asha')
        .execute();
      expect(await within(usersNamed(app.db, 'asha', 'ravi'))).toHaveLength(2);
      expect(await usersNamed(trx, 'asha', 'ravi')).toHaveLength(1);
    });
    expect(await usersNamed(app.db, 'asha', 'ravi')).toEqual([
      { username: 'ravi', email: 'ravi@example.in' },
    ]);
  });
});
