import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { createDatabase, type Dialect } from '../db/connect';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kysely instance; repositories take it (or a transaction) as their first argument. */
    db: Kysely<Database>;
    dbDialect: Dialect;
  }
}

interface DatabasePluginOptions {
  database: DatabaseConfig;
}

/** Opens the database for the app's lifetime and closes it in onClose. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const db = createDatabase(options.database);
    app.decorate('db', db);
    app.decorate('dbDialect', options.database.dialect);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database', fastify: '5.x' },
);
