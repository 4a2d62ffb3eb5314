// Canary releases of one remote (docs/decisions/canary-routing.md): a new release served to a
// share of visitors, sticky per visitor, while everyone else keeps the current one.
//
//   <root>/<name>/canary.json                 the canary: release, stable, percent, buckets, startedAt
//   <root>/<name>/canary/<name> -> ../releases/<id>   what its visitors get at /remotes/<name>/
//   <root>/<name>/canary/index.html           the page at / for them (page-cli.ts), naming its files
//   <root>/lanes/<bucket> -> ../<name>/canary one link per visitor bucket ('00'..'99') on the canary
//   <root>/<name>/canaries.log                one JSON line per start, promotion and abort
//
// nginx and the embedded server pick a visitor's bucket from the visitor cookie and serve
// lanes/<bucket>/<name>/... when that link exists, else <name>/current/... The lanes are made
// last on a start and removed first on an end, so a visitor's page and files always agree.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { CANARY_FILE, canaryOf } from './canary-state.mjs';
import {
  DeployError,
  REMOTE_NAMES,
  createRelease,
  currentRelease,
  prune,
  readHistory,
  switchCurrent,
  withLock,
  writeComposedPage,
  writeFileAtomic,
  writeHistory,
} from './releases.mjs';

/** A canary larger than this is no longer a trial: deploy to everyone instead. */
const CANARY_MAX_PERCENT = 50;
const BUCKETS = 100;
/** Each remote's canary starts at its own quarter of the buckets, so that two canaries at once
 * (up to 25 % each) reach different visitors and neither's figures hold the other's errors. */
const BUCKET_SPACING = 25;

const bucketName = (n) => String(n).padStart(2, '0');

function lanesDir(root) {
  return path.join(root, 'lanes');
}

/** Buckets no canary holds now. */
function freeBuckets(root) {
  const taken = new Set(existsSync(lanesDir(root)) ? readdirSync(lanesDir(root)) : []);
  return Array.from({ length: BUCKETS }, (_, n) => bucketName(n)).filter((b) => !taken.has(b));
}

/** `percent` free buckets, from the remote's own quarter on. */
function chooseBuckets(root, name, percent) {
  const free = new Set(freeBuckets(root));
  const start = (REMOTE_NAMES.indexOf(name) * BUCKET_SPACING) % BUCKETS;
  const chosen = [];
  for (let k = 0; k < BUCKETS && chosen.length < percent; k += 1) {
    const bucket = bucketName((start + k) % BUCKETS);
    if (free.has(bucket)) chosen.push(bucket);
  }
  if (chosen.length < percent) {
    throw new DeployError(
      `only ${free.size} % of visitors are free of other canaries: ask for ${free.size} or less`,
    );
  }
  return chosen;
}

function log(appRoot, entry) {
  appendFileSync(
    path.join(appRoot, 'canaries.log'),
    `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`,
  );
}

/** Removes this canary's lane links (only those that still lead to it). */
function removeLanes(root, name, buckets) {
  for (const bucket of buckets) {
    const link = path.join(lanesDir(root), bucket);
    try {
      if (readlinkSync(link) === path.join('..', name, 'canary')) rmSync(link);
    } catch {
      // already gone
    }
  }
}

function removeCanaryFiles(appRoot) {
  rmSync(path.join(appRoot, 'canary'), { recursive: true, force: true });
  rmSync(path.join(appRoot, CANARY_FILE), { force: true });
}

export function parsePercent(value) {
  const percent = /^\d+$/.test(value ?? '') ? Number(value) : NaN;
  if (!(percent >= 1 && percent <= CANARY_MAX_PERCENT)) {
    throw new DeployError(
      `--canary takes a whole percentage from 1 to ${CANARY_MAX_PERCENT} (got ${value ?? 'nothing'})`,
    );
  }
  return percent;
}

/**
 * Publishes `sourceDir` as a new release of remote `name` served to `percent` % of visitors.
 * `current` does not move: the others keep the stable release it is compared with.
 */
export function startCanary(root, name, sourceDir, percent, env = process.env) {
  const appRoot = path.join(root, name);
  return withLock(appRoot, () => {
    const live = canaryOf(appRoot);
    if (live) {
      throw new DeployError(
        `${name} already has a canary (${live.release}, ${live.percent} %): promote or abort it first`,
      );
    }
    const stable = currentRelease(appRoot);
    if (!stable) {
      throw new DeployError(`${name} has no current release: deploy it once before a canary`);
    }
    const buckets = chooseBuckets(root, name, percent);
    const id = createRelease(appRoot, sourceDir, { app: name });
    const view = path.join(appRoot, 'canary');
    rmSync(view, { recursive: true, force: true });
    mkdirSync(view);
    symlinkSync(path.join('..', 'releases', id), path.join(view, name));
    const canary = { release: id, stable, percent, buckets, startedAt: new Date().toISOString() };
    writeFileAtomic(path.join(appRoot, CANARY_FILE), `${JSON.stringify(canary, null, 2)}\n`);
    // The canary's page before its lanes: a visitor moved onto it gets its page and its files.
    writeComposedPage(env);
    mkdirSync(lanesDir(root), { recursive: true });
    for (const bucket of buckets) {
      const temp = path.join(lanesDir(root), `.${bucket}-${process.pid}`);
      symlinkSync(path.join('..', name, 'canary'), temp);
      renameSync(temp, path.join(lanesDir(root), bucket));
    }
    log(appRoot, { event: 'started', release: id, stable, percent, buckets });
    return canary;
  });
}

/** The live canary, checked against the release the caller means (the watcher names it). */
function liveCanary(appRoot, name, release) {
  const canary = canaryOf(appRoot);
  if (!canary) throw new DeployError(`${name} has no canary`);
  if (release && canary.release !== release) {
    throw new DeployError(`${name}'s canary is ${canary.release}, not ${release}`);
  }
  return canary;
}

/** Serves the canary's release to everyone: `current` switches to it, the lanes go. */
export function promoteCanary(root, name, { release, reason = 'by hand' } = {}, env = process.env) {
  const appRoot = path.join(root, name);
  return withLock(appRoot, () => {
    const canary = liveCanary(appRoot, name, release);
    switchCurrent(appRoot, canary.release);
    const history = readHistory(appRoot);
    if (history.at(-1) !== canary.stable) history.push(canary.stable);
    history.push(canary.release);
    writeHistory(appRoot, history);
    // The page at / names the promoted release before its visitors leave the lanes.
    writeComposedPage(env);
    removeLanes(root, name, canary.buckets);
    removeCanaryFiles(appRoot);
    log(appRoot, { event: 'promoted', release: canary.release, stable: canary.stable, reason });
    prune(appRoot);
    return canary;
  });
}

/** Stops the canary: its visitors are back on the stable release at their next page load. */
export function abortCanary(root, name, { release, reason = 'by hand' } = {}, env = process.env) {
  const appRoot = path.join(root, name);
  return withLock(appRoot, () => {
    const canary = liveCanary(appRoot, name, release);
    removeLanes(root, name, canary.buckets);
    removeCanaryFiles(appRoot);
    writeComposedPage(env);
    log(appRoot, { event: 'aborted', release: canary.release, stable: canary.stable, reason });
    return canary;
  });
}
