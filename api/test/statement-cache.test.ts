import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('sees a schema change made by another connection to the same file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'statement-cache-'));
    const file = path.join(dir, 'db.sqlite');
    const raw = new SqliteDatabase(file);
    raw.exec('create table t (n integer); insert into t values (1)');
    const db = withStatementCache(raw);
    expect(db.prepare('select * from t').all([])).toEqual([{ n: 1 }]);
    const other = new SqliteDatabase(file);
    other.exec('alter table t rename column n to renamed');
    other.close();
    expect(db.prepare('select * from t').all([])).toEqual([{ renamed: 1 }]);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
