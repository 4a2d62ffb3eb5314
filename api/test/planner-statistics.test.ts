// Migration 2026-11-27T0000-planner-statistics on a database that an older seed analysed whole.
import { sql } from 'kysely';
import type { App } from '../src/app';
import { up } from '../src/db/migrations/2026-11-27T0000-planner-statistics';
import { buildTestApp } from './helpers';

describe('planner statistics (SQLite)', () => {
  let app: App;

  beforeEach(async () => {
    app = await buildTestApp();
  });
  afterEach(() => app.close());

  const analysedTables = async () => {
    const { rows } = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(
      app.db,
    );
    return rows.map((row) => row.tbl).sort();
  };

  it('drops the statistics an older seed took of the accounts tables', async () => {
    await sql`insert into users (username, email, password_hash, created_at)
              values ('asha', 'asha@example.in', 'not-a-hash', '2026-11-27')`.execute(app.db);
    await sql`analyze`.execute(app.db); // what the seed did before
    expect(await analysedTables()).toContain('users');

    await up(app.db as never, 'sqlite');

    expect(await analysedTables()).toEqual(
      expect.not.arrayContaining(['users', 'sessions', 'cart_items', 'bookings']),
    );
    const plan = await sql<{ detail: string }>`
      explain query plan select users.* from sessions join users on users.id = sessions.user_id
      where sessions.token_hash = ${'a token hash'}`.execute(app.db);
    expect(plan.rows.map((row) => row.detail)).toContainEqual(
      expect.stringMatching(/^SEARCH users USING INTEGER PRIMARY KEY/),
    );
  });

  it('runs on a database that was never analysed', async () => {
    await expect(up(app.db as never, 'sqlite')).resolves.toBeUndefined();
  });
});
