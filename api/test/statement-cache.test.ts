import SqliteDatabase from 'better-sqlite3';
import { withStatementCache } from '../src/db/statement-cache';

describe('SQLite statement cache', () => {
  const open = (size?: number) => {
    const raw = new SqliteDatabase(':memory:');
    raw.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return { raw, db: withStatementCache(raw, size) };
  };

  it('hands back the compiled statement for the same SQL, with fresh parameters each time', () => {
    const { db } = open();
    const first = db.prepare('select n from t where n >= ?');
    expect(db.prepare('select n from t where n >= ?')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(first.all([3])).toEqual([{ n: 3 }]);
    db.close();
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    const { db } = open();
    const sql = 'select n from t order by n';
    const rows = db.prepare(sql).iterate([]);
    rows.next();
    const second = db.prepare(sql);
    expect(second.all([])).toHaveLength(3);
    rows.return?.();
    db.close();
  });

  it('keeps at most `size` statements, dropping the least recently used', () => {
    const { db } = open(2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3'); // evicts 'select 2'
    expect(db.prepare('select 1')).toBe(a);
    const b = db.prepare('select 2');
    expect(db.prepare('select 2')).toBe(b);
    db.close();
  });

  it('sees schema changes made after a statement was cached', () => {
    const { raw, db } = open();
    expect(db.prepare('select * from t limit 1').all([])).toEqual([{ n: 1 }]);
    raw.exec('alter table t add column m integer default 7');
    expect(db.prepare('select * from t limit 1').all([])).toEqual([{ n: 1, m: 7 }]);
    db.close();
  });
});

describe('rows read as arrays and made objects (faster than better-sqlite3 building them)', () => {
  const setup = () => {
    const raw = new SqliteDatabase(':memory:');
    raw.exec(`create table a (id integer primary key, name text, price real, note text);
      create table b (id integer primary key, a_id integer, name text);
      insert into a values (1, 'Asha', 85.5, null), (2, 'Ravi', 120, 'x');
      insert into b values (10, 1, 'first'), (11, 2, 'second')`);
    return { raw, db: withStatementCache(raw) };
  };
  const queries = [
    'select * from a order by id',
    'select a.*, b.* from a join b on b.a_id = a.id order by a.id',
    'select count(*) as count from a where price > ?',
  ];

  it.each(queries)('gives the objects better-sqlite3 gives: %s', (sql) => {
    const { raw, db } = setup();
    const parameters = sql.includes('?') ? [50] : [];
    expect(db.prepare(sql).all(parameters)).toEqual(raw.prepare(sql).all(parameters));
    expect([...db.prepare(sql).iterate(parameters)]).toEqual(raw.prepare(sql).all(parameters));
    raw.close();
  });

  it('still runs writes and reports their changes', () => {
    const { raw, db } = setup();
    const result = db.prepare('update a set note = ? where id = ?').run(['y', 1]);
    expect(result.changes).toBe(1);
    expect(raw.prepare('select note from a where id = 1').get()).toEqual({ note: 'y' });
    raw.close();
  });
});
