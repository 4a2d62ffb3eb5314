// `npm run rollback-remote -- <name>`: switches ${REMOTES_ROOT}/<name>/current back to the release
// that was live before the current one (atomically, as a deploy does). Nothing is rebuilt; run it
// again to go one more step back. The page at / is rewritten to name the restored files. A remote
// with a live canary is refused: `deploy-remote <name> --abort` ends the canary instead.
import path from 'node:path';
import {
  DeployError,
  REMOTE_NAMES,
  remotesRoot,
  rollback,
  writeComposedPage,
} from './production/releases.mjs';

try {
  const name = process.argv[2]?.replace(/^mfe-/, '');
  if (!REMOTE_NAMES.includes(name) || process.argv.length > 3) {
    throw new DeployError(`usage: npm run rollback-remote -- <${REMOTE_NAMES.join('|')}>`);
  }
  const result = rollback(path.join(remotesRoot(), name), { app: name });
  // The page at / names each remote's start files: the restored release's now.
  writeComposedPage();
  console.log(`rolled back ${name}: ${result.previous} -> ${result.id}`);
} catch (error) {
  console.error(error instanceof DeployError ? `rollback-remote: ${error.message}` : error);
  process.exit(1);
}
