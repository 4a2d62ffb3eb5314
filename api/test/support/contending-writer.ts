// A separate process for sqlite-processes.test.ts: runs read-then-write transactions on a shared
// SQLite file through the api's own connection, pausing between the read and the write so that
// the other process commits in that gap. Prints how many transactions failed, as JSON.
import { sql } from 'kysely';
import { createDatabase } from '../../src/db/connect';

async function main(): Promise<void> {
  const [filename, countText] = process.argv.slice(2);
  if (!filename || !countText) throw new Error('usage: contending-writer FILE COUNT');
  const db = createDatabase({ dialect: 'sqlite', filename });
  const failures: string[] = [];
  for (let i = 0; i < Number(countText); i += 1) {
    try {
      await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 2));
        await sql`update counter set n = ${(rows[0]?.n ?? 0) + 1}`.execute(trx);
      });
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  await db.destroy();
  console.log(JSON.stringify({ failures }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
