// `npm run deploy-remote -- <name>`: ships ONE remote without touching the shell or the others.
//   1. builds it (`npm run build -w mfe-<name>`), unless --prebuilt <dir> gives a build made
//      elsewhere (e.g. by CI, from the same commit);
//   2. copies the build to ${REMOTES_ROOT}/<name>/releases/<utc-time>-<git-sha>/;
//   3. switches ${REMOTES_ROOT}/<name>/current to it atomically;
//   4. rewrites the page at / (${REMOTES_ROOT}/index.html), whose start-up data names its files.
// remotes.json keeps pointing at /remotes/<name>/mf-manifest.json, so the switch IS the deploy
// (docs/decisions/remote-deploys-by-symlink.md). REMOTES_ROOT defaults to .deploy/remotes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DeployError,
  REMOTE_NAMES,
  REPO_ROOT,
  ensureRemotesJson,
  publish,
  remotesRoot,
  writeComposedPage,
} from './production/releases.mjs';

const USAGE = `usage: npm run deploy-remote -- <${REMOTE_NAMES.join('|')}> [--prebuilt <dist folder>]`;

function parseArgs(argv) {
  const [name, ...rest] = argv;
  if (!REMOTE_NAMES.includes(name))
    throw new DeployError(`unknown remote "${name ?? ''}"\n${USAGE}`);
  let prebuilt;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--prebuilt' && rest[i + 1]) prebuilt = path.resolve(rest[++i]);
    else throw new DeployError(`unknown argument ${rest[i]}\n${USAGE}`);
  }
  return { name, prebuilt };
}

function build(name) {
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', `mfe-${name}`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0)
    throw new DeployError(`building mfe-${name} failed (exit ${result.status})`);
  return path.join(REPO_ROOT, `mfe-${name}`, 'dist');
}

try {
  const started = Date.now();
  const { name, prebuilt } = parseArgs(process.argv.slice(2));
  const dist = prebuilt ?? build(name);
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!existsSync(path.join(dist, required)))
      throw new DeployError(`${dist} has no ${required}: not a remote's build`);
  }
  const root = remotesRoot();
  ensureRemotesJson(root);
  const result = publish(path.join(root, name), dist, { app: name });
  // The page at / preloads each remote's start files: it names the new release's now.
  writeComposedPage();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `deployed ${name}: ${result.previous ?? '(none)'} -> ${result.id} in ${seconds}s ` +
      `(${path.join(root, name, 'current')}${result.pruned?.length ? `; pruned ${result.pruned.length} old` : ''})`,
  );
} catch (error) {
  console.error(error instanceof DeployError ? `deploy-remote: ${error.message}` : error);
  process.exit(1);
}
