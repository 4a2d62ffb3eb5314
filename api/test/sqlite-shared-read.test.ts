// A read every request makes alike (the properties' version) is shared on SQLite by the requests
// handled in one turn of the event loop (SqliteReader.sharedThisTurn,
// docs/decisions/api-read-costs.md). These tests pin down when a shared answer ends: with the
// turn, when this process commits a write, and after SHARED_READ_MAX_AGE_MS.
import SqliteDatabase from 'better-sqlite3';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { SHARED_READ_MAX_AGE_MS, SqliteReader } from '../src/db/sqlite-reader';
import { makeTempDir } from './helpers';

const READ = 'select version from counter where id = 1';
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a read shared by the requests of one turn (SQLite)', () => {
  let dir: string;
  let writer: SqliteDatabase.Database;
  let otherProcess: SqliteDatabase.Database;
  let clock: number;
  let reader: SqliteReader;

  const version = () => reader.sharedThisTurn<{ version: number }>(READ, [])[0]!.version;
  const bumpFrom = (connection: SqliteDatabase.Database) =>
    connection.prepare('update counter set version = version + 1 where id = 1').run();

  beforeEach(() => {
    dir = makeTempDir();
    const file = path.join(dir, 'shared.sqlite');
    writer = new SqliteDatabase(file);
    writer.pragma('journal_mode = WAL');
    writer.exec('create table counter (id integer primary key, version integer not null)');
    writer.exec('insert into counter (id, version) values (1, 0)');
    // Another api instance or worker: its commits are invisible to this process's bookkeeping.
    otherProcess = new SqliteDatabase(file);
    clock = 0;
    reader = new SqliteReader(file, 1000, { writer, now: () => clock });
  });

  afterEach(() => {
    reader.close();
    otherProcess.close();
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('asks SQLite once for all the reads of one turn', () => {
    const asked = jest.spyOn(reader, 'all');
    expect([version(), version(), version()]).toEqual([0, 0, 0]);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("shows another connection's commit from the next turn", async () => {
    expect(version()).toBe(0);
    bumpFrom(otherProcess);
    // Within the turn: as if this request had arrived a moment earlier.
    expect(version()).toBe(0);
    await nextTurn();
    expect(version()).toBe(1);
  });

  it("shows this process's own write at once, within the turn", () => {
    expect(version()).toBe(0);
    bumpFrom(writer);
    expect(version()).toBe(1);
  });

  it('reads again once the shared answer is older than the limit, even within a turn', () => {
    expect(version()).toBe(0);
    bumpFrom(otherProcess);
    clock += SHARED_READ_MAX_AGE_MS;
    expect(version()).toBe(0);
    clock += 1;
    expect(version()).toBe(1);
  });

  it('keeps reads with other values apart', () => {
    writer.exec('insert into counter (id, version) values (2, 20)');
    const byId = (id: number) =>
      reader.sharedThisTurn<{ version: number }>('select version from counter where id = ?', [
        id,
      ])[0]!.version;
    expect([byId(1), byId(2), byId(1)]).toEqual([0, 20, 0]);
  });

  it("shows a transaction's writes of this process as soon as it commits, within the turn", () => {
    expect(version()).toBe(0);
    writer.exec('begin immediate');
    bumpFrom(writer);
    // Not committed yet: the reader sees the last commit, as another connection would.
    expect(version()).toBe(0);
    writer.exec('commit');
    expect(version()).toBe(1);
    expect(reader.all<{ version: number }>(READ, [])[0]!.version).toBe(1);
  });
});
