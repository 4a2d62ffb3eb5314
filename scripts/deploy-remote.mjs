// `npm run deploy-remote -- <name>`: ships ONE remote without touching the shell or the others.
//   1. builds it (`npm run build -w mfe-<name>`), unless --prebuilt <dir> gives a build made
//      elsewhere (e.g. by CI, from the same commit);
//   2. copies the build to ${REMOTES_ROOT}/<name>/releases/<utc-time>-<git-sha>/;
//   3. switches ${REMOTES_ROOT}/<name>/current to it atomically;
//   4. rewrites the page at / (${REMOTES_ROOT}/index.html), whose start-up data names its files.
// remotes.json keeps pointing at /remotes/<name>/mf-manifest.json, so the switch IS the deploy
// (docs/decisions/remote-deploys-by-symlink.md). REMOTES_ROOT defaults to .deploy/remotes.
//
// Canary releases (docs/decisions/canary-routing.md, docs/teams.md):
//   --canary <percent>  steps 1-2, then serves the release to that share of visitors (sticky per
//                       visitor); `current` stays, and the canary watcher promotes or aborts it
//   --promote           the canary's release becomes `current` for everyone
//   --abort             the canary stops; its visitors are back on `current` at their next load
// --release <id> makes --promote/--abort act only on that canary; --reason <text> is logged.
// <name> is the remote's name (realestate) or its workspace's (mfe-realestate).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { abortCanary, parsePercent, promoteCanary, startCanary } from './production/canary.mjs';
import {
  DeployError,
  REMOTE_NAMES,
  REPO_ROOT,
  ensureRemotesJson,
  publish,
  remotesRoot,
  writeComposedPage,
} from './production/releases.mjs';

const USAGE = [
  `usage: npm run deploy-remote -- <${REMOTE_NAMES.join('|')}> [--prebuilt <dist folder>] [--canary <percent>]`,
  `       npm run deploy-remote -- <remote> --promote|--abort [--release <id>] [--reason <text>]`,
].join('\n');

const VALUED = new Set(['--prebuilt', '--canary', '--release', '--reason']);
const FLAGS = new Set(['--promote', '--abort']);

export function parseArgs(argv) {
  const [given, ...rest] = argv;
  const name = given?.replace(/^mfe-/, '');
  if (!REMOTE_NAMES.includes(name))
    throw new DeployError(`unknown remote "${given ?? ''}"\n${USAGE}`);
  const options = { name };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (VALUED.has(arg) && rest[i + 1] !== undefined) options[arg.slice(2)] = rest[++i];
    else if (FLAGS.has(arg)) options[arg.slice(2)] = true;
    else throw new DeployError(`unknown argument ${arg}\n${USAGE}`);
  }
  const ending = options.promote || options.abort;
  if ((options.promote && options.abort) || (ending && (options.canary || options.prebuilt))) {
    throw new DeployError(`--promote and --abort take no build, and not each other\n${USAGE}`);
  }
  if (!ending && (options.release || options.reason)) {
    throw new DeployError(`--release and --reason go with --promote or --abort\n${USAGE}`);
  }
  if (options.canary !== undefined) options.canary = parsePercent(options.canary);
  if (options.prebuilt) options.prebuilt = path.resolve(options.prebuilt);
  return options;
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

function buildToShip({ name, prebuilt }) {
  const dist = prebuilt ?? build(name);
  for (const required of ['remoteEntry.js', 'mf-manifest.json']) {
    if (!existsSync(path.join(dist, required)))
      throw new DeployError(`${dist} has no ${required}: not a remote's build`);
  }
  return dist;
}

function main(options) {
  const started = Date.now();
  const { name } = options;
  const root = remotesRoot();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (options.promote || options.abort) {
    const end = options.promote ? promoteCanary : abortCanary;
    const canary = end(root, name, { release: options.release, reason: options.reason });
    const outcome = options.promote
      ? `promoted ${name}: ${canary.stable} -> ${canary.release}, for everyone`
      : `aborted ${name}'s canary ${canary.release}: everyone is on ${canary.stable}`;
    console.log(`${outcome}${options.reason ? ` (${options.reason})` : ''}`);
    return;
  }
  const dist = buildToShip(options);
  ensureRemotesJson(root);
  if (options.canary !== undefined) {
    const canary = startCanary(root, name, dist, options.canary);
    console.log(
      `canary ${name}: ${canary.release} for ${canary.percent} % of visitors (buckets ` +
        `${canary.buckets[0]}-${canary.buckets.at(-1)}), ${canary.stable} for the others, in ` +
        `${seconds()}s; the canary watcher promotes or aborts it (npm run deploy-remote -- ${name} --promote|--abort by hand)`,
    );
    return;
  }
  const result = publish(path.join(root, name), dist, { app: name });
  // The page at / preloads each remote's start files: it names the new release's now.
  writeComposedPage();
  console.log(
    `deployed ${name}: ${result.previous ?? '(none)'} -> ${result.id} in ${seconds()}s ` +
      `(${path.join(root, name, 'current')}${result.pruned?.length ? `; pruned ${result.pruned.length} old` : ''})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    main(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof DeployError ? `deploy-remote: ${error.message}` : error);
    process.exit(1);
  }
}
