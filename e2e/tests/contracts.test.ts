// The contract between the shell and each remote, checked on their builds (a remote's dist/, built
// first when its sources changed since its last build): the remote is the container the apps
// manifest (shared/src/config/apps.json) names, it exposes ./Routes, the code of ./Routes has
// every route the manifest gives it (a build made before a route was added has not), and it
// shares the singletons it uses as singletons, asking for the versions the shell asks for
// (docs/decisions/shared-singleton-versions.md). The remote's page table is held to the manifest
// by the typecheck too (RemotePages); this checks what is shipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { REMOTE_NAMES, routesOf, type RemoteName } from '../../shared/src/config/apps';
import manifest from '../../shared/src/config/apps.json';

const REPO_ROOT = path.resolve(__dirname, '../..');

interface SharedEntry {
  name: string;
  singleton?: boolean;
  requiredVersion?: string | false;
  version: string;
}

interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string } };
  shared: SharedEntry[];
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The packages no remote may bring a second copy of: React's hooks and the router's history. */
const EVERY_REMOTE_SHARES = ['react', 'react-dom', 'react-router-dom'];

const workspaceOf = (remote: RemoteName) => manifest.remotes[remote].workspace;

function federationManifest(workspace: string): FederationManifest {
  const file = path.join(REPO_ROOT, workspace, 'dist/mf-manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
}

/** Builds the workspaces whose dist/ is older than their sources (scripts/build-inputs.mjs). */
function buildWhereChanged(workspaces: string[]) {
  const build = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts/build.mjs'), '--changed', ...workspaces],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}

for (const remote of REMOTE_NAMES) {
  test.describe(`the build of ${workspaceOf(remote)}`, { tag: [`@${remote}`, '@shell'] }, () => {
    let built: FederationManifest;
    let shell: FederationManifest;

    test.beforeAll(() => {
      test.setTimeout(300_000); // a build, when the sources changed
      buildWhereChanged(['shell', workspaceOf(remote)]);
      built = federationManifest(workspaceOf(remote));
      shell = federationManifest('shell');
    });

    test('is the container the apps manifest names, with its remote entry', () => {
      expect(built.name).toBe(remote);
      const entry = path.join(
        REPO_ROOT,
        workspaceOf(remote),
        'dist',
        built.metaData.remoteEntry.name,
      );
      expect(existsSync(entry), entry).toBe(true);
    });

    test('exposes ./Routes only, whose code has every route of the manifest', () => {
      expect(built.exposes.map((expose) => expose.path)).toEqual(['./Routes']);
      const code = built.exposes[0]!.assets.js.sync.map((file) =>
        readFileSync(path.join(REPO_ROOT, workspaceOf(remote), 'dist', file), 'utf8'),
      );
      const missing = routesOf(remote).filter(
        (route) => !code.some((text) => text.includes(`"${route}"`) || text.includes(`'${route}'`)),
      );
      expect(missing, `routes of apps.json absent from the built ./Routes`).toEqual([]);
    });

    test('shares what it uses as singletons, asking for the versions the shell asks for', () => {
      const names = built.shared.map((entry) => entry.name);
      expect(EVERY_REMOTE_SHARES.filter((name) => !names.includes(name))).toEqual([]);
      expect(built.shared.filter((entry) => entry.singleton !== true).map((e) => e.name)).toEqual(
        [],
      );
      const differences = built.shared.flatMap((entry) => {
        const shells = shell.shared.find((candidate) => candidate.name === entry.name);
        if (!shells) return []; // the shell does not use it: the first remote that does lends it
        const theirs = `${String(shells.requiredVersion ?? false)} (has ${shells.version})`;
        const ours = `${String(entry.requiredVersion ?? false)} (has ${entry.version})`;
        return theirs === ours ? [] : [`${entry.name}: shell ${theirs}, ${remote} ${ours}`];
      });
      expect(differences).toEqual([]);
    });
  });
}
