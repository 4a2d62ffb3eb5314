// Writes the api's generated OpenAPI document (the one /api/v1/docs serves) to a file, for
// `redocly lint` in `npm run lint`: `tsx --conditions=source api/src/openapi-cli.ts <out.json>`.
// The app is built against a throw-away SQLite file and never listens.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: openapi-cli <output.json>');
  const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-openapi-'));
  try {
    const config = loadConfig({
      DATABASE_URL: path.join(dir, 'openapi.sqlite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
    });
    const app = await buildApp(config);
    await app.ready();
    writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
