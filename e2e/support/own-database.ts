// The database of a file's own site: the embedded SQLite one (the server's default, in the site's
// data folder), or with E2E_DATABASE=postgres a throw-away PostgreSQL cluster, so the browser flows
// run on either engine. Under CI=true a missing PostgreSQL is a failure, as everywhere.
import {
  findPostgresBin,
  startThrowAwayPostgres,
  stopPostgres,
} from '../../scripts/production/postgres.mjs';

export interface OwnDatabase {
  /** What the site's server is started with to use it (nothing for SQLite). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startOwnDatabase(
  engine = process.env.E2E_DATABASE ?? 'sqlite',
): Promise<OwnDatabase> {
  if (engine === 'sqlite') return { env: {}, stop: async () => undefined };
  if (engine !== 'postgres')
    throw new Error(`E2E_DATABASE must be sqlite or postgres, not ${engine}`);
  if (!findPostgresBin()) {
    throw new Error('E2E_DATABASE=postgres, but no PostgreSQL (apt-get install -y postgresql)');
  }
  const cluster = await startThrowAwayPostgres();
  return {
    env: { DATABASE_URL: cluster.url },
    stop: async () => {
      await stopPostgres(cluster, { remove: true });
    },
  };
}
