// A real, different build of one remote, made in a throw-away copy so the repository is never
// modified: the remote's folder is copied next to links to the repository's node_modules and
// build-tools, changed, and built by rspack with the remote's own rspack.config.ts.
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '../../shared/src/config/apps';
import { REPO_ROOT } from './nginx-stack';

export interface RemoteVariant {
  /** The variant's build output (remoteEntry.js, mf-manifest.json, chunks). */
  dist: string;
  cleanup(): void;
}

export interface VariantOptions {
  remote: RemoteName;
  /** Text shown above the remote's pages, in an element with data-release-label. */
  banner?: string;
  /** Every page of the remote throws while rendering (a broken release). */
  broken?: boolean;
  /** Dependency ranges to put in the copy's package.json (they become requiredVersion). */
  dependencies?: Record<string, string>;
}

export function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

export async function buildRemoteVariant({
  remote,
  banner,
  broken,
  dependencies,
}: VariantOptions): Promise<RemoteVariant> {
  const root = mkdtempSync(path.join(tmpdir(), `marketplace-variant-${remote}-`));
  const appDir = path.join(root, `mfe-${remote}`);
  cpSync(path.join(REPO_ROOT, `mfe-${remote}`), appDir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|dist-sourcemaps|node_modules)$/.test(source),
  });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  symlinkSync(path.join(REPO_ROOT, 'build-tools'), path.join(root, 'build-tools'));

  if (banner) {
    // The exposed ./Routes keeps its contract (a default component) and gains a visible label.
    const routes = path.join(appDir, 'src/app/routes.tsx');
    renameSync(routes, path.join(appDir, 'src/app/routes-original.tsx'));
    writeFileSync(
      routes,
      [
        "import OriginalRoutes from './routes-original';",
        'export default function RoutesWithLabel() {',
        '  return (',
        '    <>',
        `      <p data-release-label="">${banner}</p>`,
        '      <OriginalRoutes />',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  }
  if (broken) {
    // ./Routes loads as before and throws as soon as React renders it.
    writeFileSync(
      path.join(appDir, 'src/app/routes.tsx'),
      [
        'export default function BrokenRoutes(): never {',
        "  throw new Error('this release is broken on purpose');",
        '}',
        '',
      ].join('\n'),
    );
  }
  if (dependencies) {
    const manifestFile = path.join(appDir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    Object.assign(manifest.dependencies, dependencies);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  }

  const rspack = path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  await run(process.execPath, [rspack, 'build', '--mode', 'production'], appDir);
  return {
    dist: path.join(appDir, 'dist'),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
