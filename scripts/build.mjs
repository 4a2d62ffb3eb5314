// Builds every workspace in dependency order: the shared package and the api (TypeScript to
// CommonJS), then the shell and the remotes of apps.json (rspack production builds, two at a time).
import { spawn } from 'node:child_process';
import { FRONTEND_WORKSPACES } from './apps.mjs';

const run = (workspace) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', workspace], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
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

const only = process.argv.slice(2);
try {
  if (only.length > 0) {
    await inPairs(only);
  } else {
    await run('@marketplace/shared');
    await run('@marketplace/api');
    await inPairs(FRONTEND_WORKSPACES);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
