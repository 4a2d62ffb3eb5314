// Two api instances on one database never send a listing answer older than a write the other
// made. On PostgreSQL each instance holds the properties' version in memory and hears of writes
// by LISTEN/NOTIFY (src/db/properties-version.ts): these tests also cut that connection and
// change the version behind the trigger's back. On SQLite (one file, two instances) the version is
// read on every request.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { App } from '../src/app';
import { LISTENER_NAME } from '../src/db/properties-version';
import {
  deleteProperty,
  insertProperties,
  updateProperty,
} from '../src/db/repositories/property-writes';
import { buildTestApp, makeTempDir } from './helpers';
import { testEngines } from './support/accounts';
import { FIXTURE, insertFixture } from './support/properties';

jest.setTimeout(60_000);

const mid = FIXTURE.find((property) => property.name === 'Lotus Enclave')!;

/** The names and total `app` lists for a query that every fixture sale matches. */
interface Listed {
  total: number;
  names: string[];
}

async function listed(app: App): Promise<Listed> {
  const response = await app.inject({ url: '/api/v1/getAllProperties?limit=50' });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ total: number; data: { name: string }[] }>();
  return { total: body.total, names: body.data.map((property) => property.name) };
}

/** The tables `app` asked about while answering the listing. */
async function tablesAsked(app: App): Promise<string[]> {
  const built = jest.spyOn(app.db, 'selectFrom');
  try {
    await listed(app);
    return built.mock.calls.map(([table]) => String(table));
  } finally {
    built.mockRestore();
  }
}

async function until(condition: () => Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * What `app` lists once a client could have asked it after hearing that another instance wrote:
 * that client's next request comes a round trip later, while the notification needs no more than
 * PostgreSQL's own delivery. 150 ms is far more than either, and far less than the once a second
 * the version is read anyway, so a write that is not heard of fails here.
 */
async function listedSoonAfter(app: App, seen: (list: Listed) => boolean): Promise<Listed> {
  let last: Listed | undefined;
  await until(async () => seen((last = await listed(app))), 'seen', 150).catch(() => undefined);
  return last!;
}

describe.each(testEngines())('two api instances on $dialect', (engine) => {
  let writer: App;
  let reader: App;
  let url: string;
  let sqliteDir: string | undefined;

  beforeEach(async () => {
    url =
      engine.dialect === 'postgres'
        ? (await engine.env()).DATABASE_URL!
        : path.join((sqliteDir = makeTempDir()), 'shared.sqlite');
    writer = await buildTestApp({ env: { DATABASE_URL: url } });
    reader = await buildTestApp({ env: { DATABASE_URL: url } });
    await insertFixture(writer);
  });
  afterEach(async () => {
    await Promise.all([writer.close(), reader.close()]);
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    sqliteDir = undefined;
  });

  it("shows the other instance's insert, edit and delete in its next answer", async () => {
    const before = await listed(reader);
    await listed(reader); // kept now
    const [id] = await insertProperties(writer.db, [{ ...mid, name: 'Written Elsewhere' }]);
    const inserted = await listedSoonAfter(reader, (list) => list.total > before.total);
    expect(inserted.total).toBe(before.total + 1);
    expect(inserted.names).toContain('Written Elsewhere');
    await updateProperty(writer.db, id!, { ...mid, name: 'Edited Elsewhere' });
    const edited = await listedSoonAfter(reader, (list) => list.names.includes('Edited Elsewhere'));
    expect(edited.names).toContain('Edited Elsewhere');
    await deleteProperty(writer.db, id!);
    expect(await listedSoonAfter(reader, (list) => list.total === before.total)).toEqual(before);
  });

  it("shows a write made inside the other instance's transaction once it commits", async () => {
    const before = await listed(reader);
    await writer.db.transaction().execute(async (trx) => {
      await insertProperties(trx, [{ ...mid, name: 'Committed Elsewhere' }]);
      // Not committed yet: the reader still answers from before.
      expect(await listed(reader)).toEqual(before);
    });
    const committed = await listedSoonAfter(reader, (list) => list.total > before.total);
    expect(committed.names).toContain('Committed Elsewhere');
  });

  if (engine.dialect !== 'postgres') return;

  /** A connection of the test's own, as an operator's psql would be. */
  async function operator<T>(run: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }
  const listeners = () =>
    operator(async (client) => {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_NAME],
      );
      return (rows[0] as { n: number }).n;
    });

  it('answers an unchanged table from memory without asking the database', async () => {
    await listed(reader);
    // Once its listening connection has confirmed the version (at once, unless the machine lags).
    await until(async () => (await tablesAsked(reader)).length === 0, 'answering from memory');
    expect(await tablesAsked(reader)).toEqual([]);
  });

  it("shows an operator's SQL on another connection in the next answer", async () => {
    await listed(reader);
    await operator((client) =>
      client.query(`update properties set name = 'Renamed By Hand' where name = $1`, [mid.name]),
    );
    const renamed = await listedSoonAfter(reader, (list) => list.names.includes('Renamed By Hand'));
    expect(renamed.names).toContain('Renamed By Hand');
  });

  it('reads the version on every request while its listening connection is down', async () => {
    await until(async () => (await listeners()) === 2, 'listening');
    await listed(reader);
    await operator((client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_NAME],
      ),
    );
    await until(async () => (await tablesAsked(reader)).length > 0, 'reading the version');
    expect(await tablesAsked(reader)).toEqual(['properties_version']);
    await insertProperties(writer.db, [{ ...mid, name: 'Written While Deaf' }]);
    expect((await listed(reader)).names).toContain('Written While Deaf');
    // It listens again by itself, and holds the version again.
    await until(async () => (await listeners()) === 2, 'listening again');
    await until(async () => (await tablesAsked(reader)).length === 0, 'answering from memory');
    await insertProperties(writer.db, [{ ...mid, name: 'Written After' }]);
    const after = await listedSoonAfter(reader, (list) => list.names.includes('Written After'));
    expect(after.names).toContain('Written After');
  });

  it('holds a version changed without a notification for at most two seconds', async () => {
    const before = await listed(reader);
    // Behind the trigger's back: a new version nobody was told of, as after a lost notice.
    await operator(async (client) => {
      await client.query('alter table properties disable trigger properties_version_bump');
      await client.query(
        `insert into properties (name, location, price_range, price_value,
        bedrooms, bedrooms_count, area, created_at) select name || ' Unheard', location,
        price_range, price_value, bedrooms, bedrooms_count, area, created_at from properties
        where name = $1`,
        [mid.name],
      );
      await client.query('alter table properties enable trigger properties_version_bump');
      await client.query('update properties_version set version = version + 1 where id = 1');
    });
    const asked = Date.now();
    await until(async () => (await listed(reader)).total === before.total + 1, 'seeing it');
    expect(Date.now() - asked).toBeLessThan(3000);
  });
});
