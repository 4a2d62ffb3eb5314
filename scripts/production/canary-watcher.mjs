// The stack's canary watcher (api/src/canary-watch.ts, `npm run canary-watch`): started after the
// api instances, beside nginx, with the stack's database and deploy folders. It promotes or aborts
// each remote's canary from what real visitors report (docs/decisions/canary-rule.md).
import path from 'node:path';
import { StackError, isOurs, startDetached, tailOf, waitUntil } from './processes.mjs';
import { REPO_ROOT } from './releases.mjs';

const WATCHER_ENTRY = path.join(REPO_ROOT, 'api/dist/canary-watch.js');
export const WATCHER_MARKER = 'canary-watch.js';

/** Starts the watcher detached; resolves once it has said what it watches. */
export async function startCanaryWatcher(config, state) {
  const logFile = path.join(config.logDir, 'canary-watch.log');
  const pid = startDetached(process.execPath, [WATCHER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: state.databaseUrl, REMOTES_ROOT: config.remotesRoot },
    logFile,
  });
  await waitUntil(
    async () => {
      if (!isOurs(pid, WATCHER_MARKER))
        throw new StackError(`the canary watcher exited:\n${tailOf(logFile)}`);
      return tailOf(logFile).includes('canary-watch: watching');
    },
    { timeoutMs: 20_000, what: 'the canary watcher to start' },
  );
  return { pid, log: logFile };
}
