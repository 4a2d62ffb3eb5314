import { parseArgs } from 'node:util';
import { createDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { existingPicturePool } from './seed/picture-pool';
import { cliConfig, runCli } from './lib/cli';
import { configuredFileStore } from './lib/configured-file-store';
import { seedProperties } from './seed';

const USAGE = 'Usage: npm run seed:properties -- --count <1..1000000> [--seed <integer>]';
/** Generated listings no longer live, so that searches and counts have some to leave out. */
const CLOSED_SHARE = 0.08;

/**
 * `npm run seed:properties -- --count 10000`: adds that many generated listings to the configured
 * database (DATABASE_URL; pictures into UPLOAD_DIR or the S3_* bucket), in one transaction: for
 * sale and to let, every type, and 8 % of them no longer live (sold, rented, expired). Pictures
 * already used by listings are reused; on a database without any, a pool is rendered first.
 */
async function main(): Promise<number> {
  let count: number;
  let seed: number;
  try {
    const { values } = parseArgs({
      options: { count: { type: 'string' }, seed: { type: 'string' } },
    });
    count = Number(values.count);
    seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
    if (!Number.isInteger(count) || count < 1 || count > 1_000_000 || !Number.isInteger(seed)) {
      throw new Error('bad arguments');
    }
  } catch {
    console.error(USAGE);
    return 2;
  }
  const config = cliConfig();
  if (!config) return 1;
  const db = createDatabase(config.database);
  const files = configuredFileStore(config);
  try {
    await migrateToLatest(db, config.database.dialect);
    const pictures = await existingPicturePool(db);
    const result = await seedProperties(db, {
      count,
      seed,
      files,
      closedShare: CLOSED_SHARE,
      ...(pictures ? { pictures } : {}),
    });
    console.log(
      `Added ${result.inserted} properties in ${result.timings.insert} ms ` +
        `(pictures: ${pictures ? 'reused' : `${result.pictures} rendered in ${result.timings.pictures} ms`}, ` +
        `brochures: ${result.brochures} in ${result.timings.brochures} ms)`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.destroy();
    await files.close();
  }
}

runCli(main);
