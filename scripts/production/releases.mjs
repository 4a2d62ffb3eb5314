// Versioned releases of one app's static files, switched by a symlink (docs/deployment.md):
//
//   <appRoot>/releases/<id>/   one build, never changed once published (<id> = UTC time + git sha)
//   <appRoot>/releases/<id>.json  what it is (source, digest, files): beside it, not served
//   <appRoot>/current          symlink -> releases/<id>: what nginx (and the embedded server with
//                              REMOTES_DIR) serves; switched atomically (new link, then rename)
//   <appRoot>/history.json     the ids that were live, oldest first: rollback goes one step back
//
// Used by scripts/deploy-remote.mjs, scripts/rollback-remote.mjs and scripts/production/publish-all.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '../apps.mjs';
import { canaryOf } from './canary-state.mjs';

/** The remotes' names, from the apps manifest (shared/src/config/apps.json). */
export { REMOTE_NAMES };
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Same rule as nginx.conf's cache map: a name with an 8-hex content hash never changes. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;
const KEEP_RELEASES = Number(process.env.KEEP_RELEASES ?? 5);
const HISTORY_LENGTH = 20;

export class DeployError extends Error {}

export function remotesRoot(env = process.env) {
  return path.resolve(REPO_ROOT, env.REMOTES_ROOT || '.deploy/remotes');
}

export function shellRoot(env = process.env) {
  return path.resolve(REPO_ROOT, env.SHELL_ROOT || '.deploy/shell');
}

/** The public URL of a remote's manifest: it never changes, the `current` link does. */
function remotesJson() {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  );
}

/** Writes a file so that a reader sees the old or the new content, never a half-written one. */
export function writeFileAtomic(file, content) {
  const temp = `${file}.tmp-${process.pid}`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}

/** Writes <remotesRoot>/remotes.json if it is missing or differs; returns whether it wrote. */
export function ensureRemotesJson(root) {
  mkdirSync(root, { recursive: true });
  const file = path.join(root, 'remotes.json');
  const content = `${JSON.stringify(remotesJson(), null, 2)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileAtomic(file, content);
  return true;
}

/**
 * Writes <root>/site-config.json (the contact details nginx serves) from the SITE_* settings of
 * `env`, validated by the api's own config loader (api/dist, built by `npm run build`).
 */
export function writeSiteConfigJson(root, env = process.env) {
  const cli = path.join(REPO_ROOT, 'api/dist/site-config-cli.js');
  if (!existsSync(cli)) throw new DeployError(`${cli} is missing: run npm run build first`);
  const result = spawnSync(process.execPath, [cli, path.join(root, 'site-config.json')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new DeployError('site-config.json: invalid SITE_* settings');
}

/**
 * Writes <remotesRoot>/index.html, the page nginx serves at /: the live shell's index.html with
 * the start-up data the embedded server writes into it (api/src/page-cli.ts), from remotes.json,
 * site-config.json and the live release of each remote. Run after every switch of the shell or a
 * remote, so the page's preloads name the live files. Returns false when no shell is live yet
 * (nginx then has no page to serve either).
 */
export function writeComposedPage(env = process.env) {
  const shell = path.join(shellRoot(env), 'current');
  if (!existsSync(path.join(shell, 'index.html'))) return false;
  const cli = path.join(REPO_ROOT, 'api/dist/page-cli.js');
  if (!existsSync(cli)) throw new DeployError(`${cli} is missing: run npm run build first`);
  const result = spawnSync(process.execPath, [cli, shell, remotesRoot(env)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new DeployError('the page at / could not be written');
  return true;
}

function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** One digest over every file name and content: equal digests mean an identical build. */
function digestOf(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function gitDescription() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    return sha || 'nogit';
  } catch {
    return 'nogit';
  }
}

/** 20261122T083015.123Z: UTC, sortable, and distinct for two deploys in the same second. */
function utcStamp(date = new Date()) {
  return date.toISOString().replace(/[-:]/g, '');
}

function readRelease(appRoot, id) {
  try {
    return JSON.parse(readFileSync(path.join(appRoot, 'releases', `${id}.json`), 'utf8'));
  } catch {
    return null;
  }
}

function listReleases(appRoot) {
  const dir = path.join(appRoot, 'releases');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

export function currentRelease(appRoot) {
  try {
    return path.basename(readlinkSync(path.join(appRoot, 'current')));
  } catch {
    return null;
  }
}

export function readHistory(appRoot) {
  try {
    const history = JSON.parse(readFileSync(path.join(appRoot, 'history.json'), 'utf8'));
    return Array.isArray(history) ? history.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHistory(appRoot, history) {
  writeFileAtomic(
    path.join(appRoot, 'history.json'),
    `${JSON.stringify(history.slice(-HISTORY_LENGTH), null, 2)}\n`,
  );
}

/** Points `current` at releases/<id> in one rename: a request sees the old or the new release. */
export function switchCurrent(appRoot, id) {
  if (!existsSync(path.join(appRoot, 'releases', id)))
    throw new DeployError(`no release ${id} in ${appRoot}`);
  const temp = path.join(appRoot, `.current-${process.pid}-${Date.now()}`);
  symlinkSync(path.join('releases', id), temp);
  renameSync(temp, path.join(appRoot, 'current'));
}

/** One deploy at a time per app: a second one fails at once instead of interleaving. */
export function withLock(appRoot, action) {
  mkdirSync(appRoot, { recursive: true });
  const lock = path.join(appRoot, '.deploy.lock');
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    const holder = Number(readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch {
      // the holder is gone: a crashed deploy left the lock behind
    }
    if (alive) throw new DeployError(`another deploy (pid ${holder}) holds ${lock}`);
    unlinkSync(lock);
    fd = openSync(lock, 'wx');
  }
  try {
    writeFileSync(fd, String(process.pid));
    return action();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

/**
 * Copies `sourceDir` into a new release and returns its id. The hashed files of the live release
 * that the new build lacks are carried over, so a page that loaded the old remoteEntry.js before
 * the switch can still fetch its lazy chunks afterwards (one generation back).
 */
export function createRelease(appRoot, sourceDir, { app }) {
  if (!existsSync(sourceDir) || !statSync(sourceDir).isDirectory()) {
    throw new DeployError(`no build at ${sourceDir}`);
  }
  const releasesDir = path.join(appRoot, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  const base = `${utcStamp()}-${gitDescription()}`;
  let id = base;
  for (let n = 2; existsSync(path.join(releasesDir, id)); n += 1) id = `${base}-${n}`;

  // Copied under a hidden name, then renamed: a half-copied release is never visible.
  const staging = path.join(releasesDir, `.staging-${id}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(sourceDir, staging, { recursive: true });
  const files = filesUnder(staging);
  const digest = digestOf(staging);

  const carried = [];
  const live = currentRelease(appRoot);
  const liveInfo = live ? readRelease(appRoot, live) : null;
  for (const file of liveInfo?.files ?? []) {
    const from = path.join(releasesDir, live, file);
    const to = path.join(staging, file);
    if (HASHED_FILE.test(file) && existsSync(from) && !existsSync(to)) {
      cpSync(from, to);
      carried.push(file);
    }
  }
  const info = {
    app,
    id,
    createdAt: new Date().toISOString(),
    source: sourceDir,
    digest,
    files,
    carried,
  };
  writeFileSync(path.join(releasesDir, `${id}.json`), `${JSON.stringify(info, null, 2)}\n`);
  renameSync(staging, path.join(releasesDir, id));
  return id;
}

/** Publishes a build: new release, switch, history, prune. Returns a summary. */
export function publish(appRoot, sourceDir, { app, skipIfUnchanged = false }) {
  return withLock(appRoot, () => {
    const live = currentRelease(appRoot);
    if (skipIfUnchanged && live && readRelease(appRoot, live)?.digest === digestOf(sourceDir)) {
      return { app, id: live, previous: live, unchanged: true };
    }
    refuseDuringCanary(appRoot, app, 'deploy');
    const id = createRelease(appRoot, sourceDir, { app });
    switchCurrent(appRoot, id);
    const history = readHistory(appRoot);
    if (live && history.at(-1) !== live) history.push(live);
    history.push(id);
    writeHistory(appRoot, history);
    const pruned = prune(appRoot);
    return { app, id, previous: live, unchanged: false, pruned };
  });
}

/** Switches `current` back to the release that was live before it. */
export function rollback(appRoot, { app }) {
  return withLock(appRoot, () => {
    const live = currentRelease(appRoot);
    if (!live) throw new DeployError(`${app} has no current release in ${appRoot}`);
    refuseDuringCanary(appRoot, app, 'roll back');
    const history = readHistory(appRoot);
    if (history.at(-1) === live) history.pop();
    const available = new Set(listReleases(appRoot));
    while (history.length > 0 && !available.has(history.at(-1))) history.pop();
    // Without a usable history (e.g. edited by hand), the release just before in time.
    const target =
      history.at(-1) ??
      listReleases(appRoot)
        .filter((id) => id < live)
        .at(-1);
    if (!target) throw new DeployError(`${app}: no release before ${live} to roll back to`);
    switchCurrent(appRoot, target);
    if (history.at(-1) !== target) history.push(target);
    writeHistory(appRoot, history);
    return { app, id: target, previous: live };
  });
}

/** A deploy or a rollback would change what a canary is compared with: finish it first. */
function refuseDuringCanary(appRoot, app, what) {
  const canary = canaryOf(appRoot);
  if (canary) {
    throw new DeployError(
      `${app} has a canary (${canary.release}, ${canary.percent} %): run deploy-remote ${app} --promote or --abort before you ${what}`,
    );
  }
}

/**
 * Deletes old releases, keeping the newest KEEP_RELEASES, every one in the history and a live
 * canary's.
 */
export function prune(appRoot, keep = KEEP_RELEASES) {
  const protectedIds = new Set([
    ...readHistory(appRoot).slice(-keep),
    currentRelease(appRoot),
    canaryOf(appRoot)?.release,
  ]);
  const releases = listReleases(appRoot);
  const removable = releases
    .slice(0, Math.max(0, releases.length - keep))
    .filter((id) => !protectedIds.has(id));
  for (const id of removable) {
    rmSync(path.join(appRoot, 'releases', id), { recursive: true, force: true });
    rmSync(path.join(appRoot, 'releases', `${id}.json`), { force: true });
  }
  return removable;
}
