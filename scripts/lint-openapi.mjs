// Part of `npm run lint`: generates the api's OpenAPI document from the routes (the one
// /api/v1/docs serves) and runs `redocly lint` (recommended rules, redocly.yaml) on it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-openapi-lint-'));
const document = path.join(dir, 'openapi.json');
const run = (command, args, cwd) => spawnSync(command, args, { stdio: 'inherit', cwd }).status;
try {
  const generated = run(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/openapi-cli.ts', document],
    'api',
  );
  if (generated !== 0) process.exit(generated ?? 1);
  process.exitCode = run('npx', ['redocly', 'lint', '--format=stylish', document]) ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
