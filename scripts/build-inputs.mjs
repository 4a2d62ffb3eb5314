// What each workspace's build is made from, as one digest of those files' paths and contents.
// scripts/build.mjs records it after a build; a build whose recorded digest equals today's is
// fresh, so `--changed` (npm test, npm run check) and the contract tests skip or reuse it instead
// of building the same sources again (docs/decisions/area-checks.md).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_WORKSPACES } from './apps.mjs';
import { ROOT, repositoryFiles } from './repository-files.mjs';

const FRONTEND = { inputs: ['shared/', 'build-tools/', 'tsconfig.base.json', 'package-lock.json'] };

/** Each workspace: its folder, what else its build reads, and a file every build of it has. */
const BUILDS = {
  '@marketplace/shared': {
    dir: 'shared',
    inputs: ['shared/', 'tsconfig.base.json', 'package-lock.json'],
    output: 'dist/config/index.js',
  },
  '@marketplace/api': {
    dir: 'api',
    inputs: ['api/', 'shared/', 'tsconfig.base.json', 'package-lock.json'],
    output: 'dist/server.js',
  },
  ...Object.fromEntries(
    FRONTEND_WORKSPACES.map((workspace) => [
      workspace,
      {
        dir: workspace,
        inputs: [`${workspace}/`, ...FRONTEND.inputs],
        output: workspace === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json',
      },
    ]),
  ),
};

/** Where the digest of each workspace's last build is kept (outside dist/, which is served). */
const STAMPS = path.join(ROOT, 'node_modules/.cache/marketplace-builds');
const stampFile = (workspace) => path.join(STAMPS, `${workspace.replace('/', '+')}.json`);

/** The digest of a workspace's build inputs as they are on disk now. */
export function inputsDigest(workspace, files = repositoryFiles()) {
  const { inputs } = BUILDS[workspace];
  const hash = createHash('sha256');
  for (const file of files.filter((f) =>
    inputs.some((input) => f === input || f.startsWith(input)),
  )) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the workspace's build on disk was made from the inputs on disk now. */
export function isFresh(workspace, files = repositoryFiles()) {
  const { dir, output } = BUILDS[workspace];
  if (!existsSync(path.join(ROOT, dir, output)) || !existsSync(stampFile(workspace))) return false;
  const { digest } = JSON.parse(readFileSync(stampFile(workspace), 'utf8'));
  return digest === inputsDigest(workspace, files);
}

/** Records that the workspace's build on disk was made from inputs with this digest. */
export function recordBuilt(workspace, digest) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(stampFile(workspace), `${JSON.stringify({ digest, builtAt: new Date() })}\n`);
}
