// The areas one team owns and ships alone: the shell (with the platform around it), each remote
// of the apps manifest, and the api. `npm run check -- <area>` checks one; the browser tests name
// theirs with these tags (e2e/support/areas.ts), CODEOWNERS gives each folder its team.
import { REMOTE_NAMES, REMOTE_WORKSPACES } from './apps.mjs';

/**
 * @typedef {object} Area
 * @property {string} name       what `npm run check` takes
 * @property {string} workspace  its npm workspace
 * @property {string} dir        its folder
 * @property {string} tag        the browser tests' tag
 * @property {'jsdom' | 'api'} tests  which jest set-up its tests have
 */

/** @type {Area[]} */
export const AREAS = [
  { name: 'shell', workspace: 'shell', dir: 'shell', tag: '@shell', tests: 'jsdom' },
  ...REMOTE_NAMES.map((remote) => ({
    name: REMOTE_WORKSPACES[remote],
    workspace: REMOTE_WORKSPACES[remote],
    dir: REMOTE_WORKSPACES[remote],
    tag: `@${remote}`,
    tests: /** @type {const} */ ('jsdom'),
  })),
  { name: 'api', workspace: '@marketplace/api', dir: 'api', tag: '@api', tests: 'api' },
];

/** The area called `name`: its name, or a remote's short name (`realestate`). */
export function findArea(name) {
  return AREAS.find((area) => area.name === name || area.tag === `@${name}`);
}
