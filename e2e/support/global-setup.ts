// Once per `playwright test` run: the folder where the run's first embedded site leaves its
// seeded data for the others to copy (support/server.ts); removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  const seedDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-seed-'));
  process.env.E2E_SEED_DIR = seedDir;
  return () => rmSync(seedDir, { recursive: true, force: true });
}
