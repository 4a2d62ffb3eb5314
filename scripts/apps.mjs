// The apps manifest (shared/src/config/apps.json) for plain Node scripts: the same file the
// TypeScript apps import, read as JSON so no script needs a build first
// (docs/decisions/apps-manifest.md).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(
  readFileSync(new URL('../shared/src/config/apps.json', import.meta.url), 'utf8'),
);

/** The remotes' names, in the manifest's order. */
export const REMOTE_NAMES = Object.keys(manifest.remotes);

/** Workspace folder of each remote, by name. */
export const REMOTE_WORKSPACES = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, manifest.remotes[name].workspace]),
);

/** The front-end workspaces: the shell first, then every remote. */
export const FRONTEND_WORKSPACES = [manifest.shell.workspace, ...Object.values(REMOTE_WORKSPACES)];
