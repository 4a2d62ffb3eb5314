import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { REPO_ROOT } from '../src/config';
import { createDatabase } from '../src/db/connect';
import { makeTempDir } from './helpers';

// Several processes on one SQLite file (API_WORKERS, a CLI beside the server): a transaction that
// reads and then writes must wait for the other process's write, never fail or lose an update
// (docs/decisions/api-workers.md). A plain BEGIN fails this: the second writer gets SQLITE_BUSY.

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const WRITER = path.join(__dirname, 'support', 'contending-writer.ts');
const PER_PROCESS = 40;

describe('SQLite shared by processes', () => {
  let dir: string;

  beforeEach(() => {
    dir = makeTempDir('marketplace-processes-');
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('serialises read-then-write transactions of two processes without a failure', async () => {
    const filename = path.join(dir, 'shared.sqlite');
    const db = createDatabase({ dialect: 'sqlite', filename });
    await sql`create table counter (n integer not null)`.execute(db);
    await sql`insert into counter (n) values (0)`.execute(db);

    const run = () =>
      promisify(execFile)(TSX, ['--conditions=source', WRITER, filename, String(PER_PROCESS)], {
        cwd: REPO_ROOT,
      });
    const outputs = await Promise.all([run(), run()]);

    const failures = outputs.flatMap(({ stdout }) => JSON.parse(stdout).failures as string[]);
    expect(failures).toEqual([]);
    const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
    expect(rows[0]?.n).toBe(2 * PER_PROCESS);
    await db.destroy();
  }, 60_000);
});
