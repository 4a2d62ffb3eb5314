// A remote's live canary, as `deploy-remote --canary` records it in <appRoot>/canary.json
// (docs/decisions/canary-routing.md): { release, stable, percent, buckets, startedAt }. Read by
// the deploy steps (a deploy or rollback waits for the canary to end) and by the canary watcher
// (api/src/canary-watch.ts), which decides from it which releases to compare.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const CANARY_FILE = 'canary.json';

/** The live canary of an app, or null when it has none. */
export function canaryOf(appRoot) {
  try {
    const canary = JSON.parse(readFileSync(path.join(appRoot, CANARY_FILE), 'utf8'));
    return typeof canary?.release === 'string' ? canary : null;
  } catch {
    return null;
  }
}
