// Started by bench/api.mjs, never by the site: the built api (every plugin, hook and the request log,
// as `api/dist/server.js` builds it) with two routes that do no work of their own:
//   GET /api/v1/bench-floor          what any api request pays before its own work;
//   GET /api/v1/bench-floor/session  the same behind the bearer session check (one SQLite read).
// Their rates are the ceiling of the api's real routes: no route can serve more than the first,
// and no logged-in route (the cart) more than the second. The database must be migrated already.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './api-support.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api/dist/app.js'));
const { loadConfig } = require(path.join(ROOT, 'api/dist/config.js'));

const app = await buildApp(loadConfig(process.env));
await app.register(
  async (api) => {
    api.get('/bench-floor', async () => ({ success: true }));
    api.get('/bench-floor/session', { onRequest: api.authenticate }, async () => ({
      success: true,
    }));
  },
  { prefix: '/api/v1' },
);
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
