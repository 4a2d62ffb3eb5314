import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { createDatabase, type Dialect } from '../db/connect';
import {
  ListenedVersion,
  readEachTime,
  type PropertiesVersionSource,
} from '../db/properties-version';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance; repositories take it (or a transaction) as their first argument. */
    db: Kysely<Database>;
    dbDialect: Dialect;
    /** The properties' version, which the listing's kept answers are valid under. */
    propertiesVersion: PropertiesVersionSource;
  }
}

interface DatabasePluginOptions {
  database: DatabaseConfig;
}

/** Opens the database for the app's lifetime and closes it in onClose. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const config = options.database;
    let version: PropertiesVersionSource;
    let db: Kysely<Database>;
    if (config.dialect === 'postgres') {
      const listened = new ListenedVersion(() => db, config.connectionString);
      db = createDatabase(config, { onWrite: () => listened.noteWrite() });
      await listened.start();
      version = listened;
    } else {
      db = createDatabase(config);
      version = readEachTime(() => db);
    }
    app.decorate('db', db);
    app.decorate('dbDialect', config.dialect);
    app.decorate('propertiesVersion', version);
    app.addHook('onClose', async () => {
      await version.close();
      await db.destroy();
    });
  },
  { name: 'database', fastify: '5.x' },
);
