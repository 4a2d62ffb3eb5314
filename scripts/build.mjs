// Builds every workspace in dependency order: the shared package and the api (TypeScript to
// CommonJS), then the shell and the remotes of apps.json (rspack production builds, two at a time).
//   node scripts/build.mjs [workspace...]   only these (in pairs)
//   node scripts/build.mjs --changed [...]  only those whose inputs changed since they were last
//                                           built here (scripts/build-inputs.mjs)
import { spawn } from 'node:child_process';
import { FRONTEND_WORKSPACES } from './apps.mjs';
import { inputsDigest, isFresh, recordBuilt } from './build-inputs.mjs';
import { repositoryFiles } from './repository-files.mjs';

const run = (workspace) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const digest = inputsDigest(workspace);
    const child = spawn('npm', ['run', 'build', '--silent', '-w', workspace], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        // Sources edited during the build leave it unrecorded: the next --changed builds again.
        if (inputsDigest(workspace) === digest) recordBuilt(workspace, digest);
        console.log(`built ${workspace} in ${seconds}s`);
        resolve();
      } else reject(new Error(`building ${workspace} failed (exit ${code})`));
    });
  });

async function inPairs(workspaces) {
  for (let i = 0; i < workspaces.length; i += 2) {
    await Promise.all(workspaces.slice(i, i + 2).map(run));
  }
}

const args = process.argv.slice(2);
const changedOnly = args.includes('--changed');
const only = args.filter((arg) => arg !== '--changed');
try {
  const files = repositoryFiles();
  const wanted = (workspace) => {
    if (!changedOnly || !isFresh(workspace, files)) return true;
    console.log(`${workspace}: fresh, not built again`);
    return false;
  };
  if (only.length > 0) {
    await inPairs(only.filter(wanted));
  } else {
    for (const workspace of ['@marketplace/shared', '@marketplace/api'].filter(wanted)) {
      await run(workspace);
    }
    await inPairs(FRONTEND_WORKSPACES.filter(wanted));
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
