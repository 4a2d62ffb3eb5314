// What `start` checks and prepares before it starts anything: no stack already running, a built
// api, PostgreSQL binaries (or STACK_DATABASE_URL), free ports, folders the other users (nginx's
// workers, postgres) can enter, and a published shell and remotes.
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_ENTRY, API_MARKER } from './api-instances.mjs';
import { findPostgresBin } from './postgres.mjs';
import { StackError, isOurs, isPortFree, log } from './processes.mjs';
import { publishAll } from './publish-all.mjs';
import { REMOTE_NAMES, currentRelease } from './releases.mjs';
import { readState } from './state.mjs';

/** Throws when the stack cannot start; returns the PostgreSQL binaries to use (null: external). */
export async function checkCanStart(config) {
  const previous = readState(config);
  if (previous && (previous.api ?? []).some((a) => isOurs(a.pid, API_MARKER))) {
    throw new StackError(`a stack is already running from ${config.stateFile}: stop it first`);
  }
  if (!existsSync(API_ENTRY)) throw new StackError(`no ${API_ENTRY}: run npm run build first`);
  const pgBin = config.externalDatabaseUrl ? null : findPostgresBin();
  if (!config.externalDatabaseUrl && !pgBin) {
    throw new StackError(
      'no PostgreSQL server binaries (apt-get install postgresql), and no STACK_DATABASE_URL',
    );
  }
  for (const port of [config.nginxPort, ...config.apiPorts, ...(pgBin ? [config.pgPort] : [])]) {
    if (!(await isPortFree(port))) throw new StackError(`port ${port} on 127.0.0.1 is in use`);
  }
  return pgBin;
}

/**
 * As root, nginx's workers run as `nobody` and PostgreSQL as `postgres`: every folder above the
 * served files and the database must be enterable by others, or they answer 404 / fail to start.
 */
function assertTraversable(dir) {
  for (let current = path.dirname(path.resolve(dir)); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) {
      throw new StackError(
        `${current} cannot be entered by other users (nginx's workers, postgres); ` +
          `chmod o+x it or set STACK_DIR/SHELL_ROOT/REMOTES_ROOT elsewhere (e.g. under /srv or /tmp)`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/** Creates the stack's folders, readable by nginx's workers and postgres when we are root. */
export function prepareFolders(config) {
  if (process.getuid?.() === 0) {
    for (const dir of [config.stackDir, config.shellRoot, config.remotesRoot])
      assertTraversable(dir);
  }
  for (const dir of [config.stackDir, config.logDir, config.nginxRuntime, config.uploadDir]) {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
  }
}

/** Publishes the working tree's builds when an app has no live release yet (always with `force`). */
export function ensurePublished(config, force) {
  const missing = [
    config.shellRoot,
    ...REMOTE_NAMES.map((n) => path.join(config.remotesRoot, n)),
  ].filter((root) => !currentRelease(root));
  if (!force && missing.length === 0) return;
  for (const result of publishAll({
    ...process.env,
    REMOTES_ROOT: config.remotesRoot,
    SHELL_ROOT: config.shellRoot,
  })) {
    log(`published ${result.app}: ${result.unchanged ? 'unchanged' : result.id}`);
  }
}
