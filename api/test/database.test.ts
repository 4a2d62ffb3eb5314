import { Migrator, NO_MIGRATIONS, sql, type Kysely } from 'kysely';
import type { App } from '../src/app';
import { nowIso } from '../src/db/columns';
import { constraintViolation } from '../src/db/errors';
import { migrateToLatest } from '../src/db/migrate';
import { InCodeMigrationProvider, MIGRATION_NAMES } from '../src/db/migrations';
import { countEnquiries, insertEnquiry, listEnquiries } from '../src/db/repositories/enquiries';
import type { Database } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { setupPostgres } from './support/postgres';

const TABLES = ['cart_items', 'enquiries', 'otps', 'properties', 'sessions', 'users'];

const postgres = setupPostgres();

type Engine = { dialect: 'sqlite' | 'postgres'; env: () => Promise<Record<string, string>> };
const engines: Engine[] = [{ dialect: 'sqlite', env: async () => ({}) }];
if (postgres) {
  engines.push({
    dialect: 'postgres',
    env: async () => ({ DATABASE_URL: await postgres.freshDatabaseUrl() }),
  });
}

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

/** What a write that must fail broke (it fails the test when the write succeeds). */
async function violation(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
  } catch (error) {
    return constraintViolation(error);
  }
  throw new Error('the write succeeded');
}

async function insertUser(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.in`,
      password_hash: 'not-a-real-hash',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe.each(engines)('database on $dialect', ({ dialect, env }) => {
  let app: App;

  beforeEach(async () => {
    app = await buildTestApp({ env: await env() });
  });

  afterEach(async () => {
    await app.close();
  });

  it('uses the configured engine', () => {
    expect(app.dbDialect).toBe(dialect);
  });

  if (dialect === 'postgres') {
    it("turns PostgreSQL's JIT off: compiling cost the listing's counts more than it saved", async () => {
      const { rows } = await sql<{ jit: string }>`show jit`.execute(app.db);
      expect(rows[0]?.jit).toBe('off');
    });
  }

  describe('migrations', () => {
    it('create every table on a fresh database', async () => {
      expect(await tableNames(app.db)).toEqual(expect.arrayContaining(TABLES));
    });

    it('record each migration once, and migrating again is a no-op', async () => {
      expect(await migrateToLatest(app.db)).toEqual({ applied: [] });
      const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(app.db);
      expect(rows.rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
      expect(await tableNames(app.db)).toEqual(expect.arrayContaining(TABLES));
    });

    it('can be rolled back to nothing and applied again', async () => {
      const migrator = new Migrator({
        db: app.db,
        provider: new InCodeMigrationProvider(dialect),
      });
      const down = await migrator.migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const left = await tableNames(app.db);
      expect(left.filter((name) => TABLES.includes(name))).toEqual([]);
      expect(await migrateToLatest(app.db)).toEqual({ applied: MIGRATION_NAMES });
      expect(await tableNames(app.db)).toEqual(expect.arrayContaining(TABLES));
    });

    it('create the users columns the accounts feature needs', async () => {
      const users = (await app.db.introspection.getTables()).find((t) => t.name === 'users');
      // Later migrations may add columns; these are the ones the first schema promises.
      expect(users?.columns.map((column) => column.name)).toEqual(
        expect.arrayContaining([
          'created_at',
          'department',
          'email',
          'id',
          'name',
          'password_hash',
          'position',
          'requested_role',
          'role',
          'username',
          'verified',
        ]),
      );
    });
  });

  describe('a failing migration', () => {
    it('throws with the name of the migration', async () => {
      const fresh = await buildTestApp({ env: await env(), migrate: false });
      try {
        await fresh.db.schema.createTable('users').addColumn('id', 'integer').execute();
        await expect(migrateToLatest(fresh.db)).rejects.toThrow(
          /^Migration 2026-11-21T0000-init failed: /,
        );
      } finally {
        await fresh.close();
      }
    });
  });

  describe('health', () => {
    it('is up with the dialect', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        status: 'ok',
        database: { status: 'up', dialect },
      });
    });

    it('answers 503 DB_DOWN once the database is gone', async () => {
      await app.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        msg: 'Database unavailable',
        code: 'DB_DOWN',
        database: { status: 'down', dialect },
      });
    });
  });

  describe('repositories and schema', () => {
    it('store and list enquiries, newest first', async () => {
      const first = await insertEnquiry(app.db, {
        type: 'contact',
        payload: { name: 'Asha', message: 'Namaste' },
        now: new Date('2026-01-01T10:00:00.000Z'),
      });
      const second = await insertEnquiry(app.db, {
        type: 'job_application',
        payload: { name: 'Ravi', position: 'Electrician' },
        now: new Date('2026-01-02T10:00:00.000Z'),
      });
      expect(typeof first).toBe('number');
      expect(second).toBeGreaterThan(first);
      expect(await countEnquiries(app.db)).toBe(2);
      expect(await listEnquiries(app.db)).toEqual([
        {
          id: second,
          type: 'job_application',
          payload: { name: 'Ravi', position: 'Electrician' },
          created_at: '2026-01-02T10:00:00.000Z',
        },
        {
          id: first,
          type: 'contact',
          payload: { name: 'Asha', message: 'Namaste' },
          created_at: '2026-01-01T10:00:00.000Z',
        },
      ]);
      expect(await listEnquiries(app.db, { type: 'contact' })).toHaveLength(1);
    });

    it('apply column defaults the same way', async () => {
      const userId = await insertUser(app.db, 'asha');
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: 'user', verified: 0, requested_role: null });

      const property = await app.db
        .insertInto('properties')
        .values({
          name: 'Green Meadows',
          location: 'Jabalpur',
          price_range: 'mid',
          bedrooms: '2 BHK',
          area: 1250.5,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(property).toMatchObject({
        area: 1250.5,
        nearby: '[]',
        amenities: '[]',
        images: '[]',
        schedule_visit_enabled: 1,
        purpose: 'sale',
        status: 'live',
      });
    });

    it('enforce unique usernames and e-mails', async () => {
      await insertUser(app.db, 'asha');
      expect(await violation(insertUser(app.db, 'asha'))).toBe('unique');
      const sameEmail = app.db
        .insertInto('users')
        .values({
          username: 'asha2',
          email: 'asha@example.in',
          password_hash: 'h',
          created_at: nowIso(),
        })
        .execute();
      expect(await violation(sameEmail)).toBe('unique');
    });

    it('reject a role, price range, purpose or status outside the allowed values', async () => {
      const badRole = app.db
        .insertInto('users')
        .values({
          username: 'x1',
          email: 'x1@example.in',
          password_hash: 'h',
          role: 'root' as 'admin',
          created_at: nowIso(),
        })
        .execute();
      expect(await violation(badRole)).toBe('check');
      const badRange = app.db
        .insertInto('properties')
        .values({
          name: 'n',
          location: 'l',
          price_range: 'luxury' as 'premium',
          bedrooms: '1 BHK',
          area: 1,
          created_at: nowIso(),
        })
        .execute();
      expect(await violation(badRange)).toBe('check');
      for (const wrong of [{ purpose: 'lease' as 'rent' }, { status: 'hidden' as 'live' }]) {
        const badListing = app.db
          .insertInto('properties')
          .values({
            name: 'n',
            location: 'l',
            price_range: 'mid',
            bedrooms: '1 BHK',
            area: 1,
            created_at: nowIso(),
            ...wrong,
          })
          .execute();
        expect(await violation(badListing)).toBe('check');
      }
    });

    it('delete sessions and cart items with their user, and keep one row per cart item', async () => {
      const userId = await insertUser(app.db, 'ravi');
      const now = nowIso();
      await app.db
        .insertInto('sessions')
        .values({ token_hash: 'abc', user_id: userId, expires_at: now, created_at: now })
        .execute();
      const cartItem = {
        user_id: userId,
        item_type: 'service',
        item_id: 'service:plumbing',
        added_at: now,
      };
      await app.db.insertInto('cart_items').values(cartItem).execute();
      expect(await violation(app.db.insertInto('cart_items').values(cartItem).execute())).toBe(
        'unique',
      );
      const zeroQuantity = app.db
        .insertInto('cart_items')
        .values({ ...cartItem, item_id: 'service:electrician', quantity: 0 })
        .execute();
      expect(await violation(zeroQuantity)).toBe('check');
      const unknownUser = app.db
        .insertInto('sessions')
        .values({ token_hash: 'def', user_id: userId + 1000, expires_at: now, created_at: now })
        .execute();
      expect(await violation(unknownUser)).toBe('foreign_key');

      await app.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await app.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      expect(await app.db.selectFrom('cart_items').selectAll().execute()).toEqual([]);
    });

    it('keep one live OTP per e-mail and purpose', async () => {
      const otp = {
        email: 'asha@example.in',
        purpose: 'register',
        code_hash: 'h',
        expires_at: nowIso(),
        last_sent_at: nowIso(),
      };
      await app.db.insertInto('otps').values(otp).execute();
      expect(await violation(app.db.insertInto('otps').values(otp).execute())).toBe('unique');
      await app.db
        .insertInto('otps')
        .values({ ...otp, purpose: 'reset-password' })
        .execute();
      const rows = await app.db.selectFrom('otps').select(['purpose', 'attempts']).execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.attempts === 0)).toBe(true);
    });
  });
});

describe('SQLite specifics', () => {
  it('creates the database folder and turns on WAL and foreign keys', async () => {
    const { mkdtempSync, rmSync, existsSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-sqlite-'));
    const file = path.join(dir, 'nested', 'deeper', 'db.sqlite');
    const app = await buildTestApp({ env: { DATABASE_URL: file } });
    try {
      expect(existsSync(file)).toBe(true);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(app.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(app.db);
      expect(keys.rows[0]?.foreign_keys).toBe(1);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(app.db);
      expect(busy.rows[0]?.timeout).toBeGreaterThan(0);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
