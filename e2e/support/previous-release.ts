// The previous release of the shell and the remotes (e2e/skew/previous-release.json names its
// commit), built from git for the version-skew tests (docs/decisions/version-skew.md): the commit's
// files taken with `git archive`, its front-end apps built with rspack, and only their dist/ kept,
// under .cache/previous-release/<commit>/ (gitignored), so a rerun builds nothing. The commit's
// build uses the installed node_modules when its lockfile asks for the same versions of every
// package it lists, and installs its own (`npm ci`) otherwise. CI clones with full history, so
// the commit is there; a shallow clone gets an error that says so.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import previous from '../skew/previous-release.json';
import { REPO_ROOT } from './nginx-stack';
import { run } from './remote-variant';

const CACHE = path.join(REPO_ROOT, '.cache/previous-release');

interface AppsManifest {
  shell: { workspace: string };
  remotes: Record<string, { workspace: string; routes: Record<string, string> }>;
}

interface Lockfile {
  packages: Record<string, { version?: string }>;
}

export interface PreviousRelease {
  commit: string;
  /** Holds shell/dist and mfe-<name>/dist of the commit, as WEB_ROOT wants them. */
  webRoot: string;
  /** The commit's apps manifest: the routes each remote had then. */
  manifest: AppsManifest;
  /** Seconds its build took (0 when it came from the cache). */
  buildSeconds: number;
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

const lockfileOf = (text: string) => JSON.parse(text) as Lockfile;

/** True when every package the commit's lockfile lists is installed here at the same version. */
function sameDependencies(commit: string): boolean {
  const then = lockfileOf(git('show', `${commit}:package-lock.json`));
  const now = lockfileOf(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
  return Object.entries(then.packages)
    .filter(([key]) => key.includes('node_modules/'))
    .every(([key, { version }]) => now.packages[key]?.version === version);
}

/**
 * node_modules for the commit's files: links to the installed packages, except the workspaces'
 * own links, which point at the commit's folders (its shared code, not today's).
 */
function linkInstalledModules(source: string) {
  const linkEach = (from: string, to: string) => {
    mkdirSync(to);
    for (const name of readdirSync(from)) {
      const entry = path.join(from, name);
      const stat = lstatSync(entry);
      if (stat.isSymbolicLink() && !path.isAbsolute(readlinkSync(entry))) {
        // A workspace (../shell, ../../shared): the same relative link, into the commit's tree.
        symlinkSync(readlinkSync(entry), path.join(to, name));
      } else if (name.startsWith('@') && stat.isDirectory()) {
        linkEach(entry, path.join(to, name));
      } else {
        symlinkSync(entry, path.join(to, name));
      }
    }
  };
  linkEach(path.join(REPO_ROOT, 'node_modules'), path.join(source, 'node_modules'));
}

async function build(commit: string, target: string) {
  const source = mkdtempSync(path.join(CACHE, 'source-'));
  try {
    await run(
      'sh',
      ['-c', `git archive --format=tar ${commit} | tar -x -C "${source}"`],
      REPO_ROOT,
    );
    if (sameDependencies(commit)) linkInstalledModules(source);
    else await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], source);
    const manifest = JSON.parse(
      readFileSync(path.join(source, 'shared/src/config/apps.json'), 'utf8'),
    ) as AppsManifest;
    const apps = [
      manifest.shell.workspace,
      ...Object.values(manifest.remotes).map((r) => r.workspace),
    ];
    // Two at a time, as scripts/build.mjs does on these 2-core machines.
    for (let i = 0; i < apps.length; i += 2) {
      await Promise.all(
        apps
          .slice(i, i + 2)
          .map((app) => run('npm', ['run', 'build', '--silent', '-w', app], source)),
      );
    }
    const making = mkdtempSync(path.join(CACHE, 'making-'));
    for (const app of apps) {
      cpSync(path.join(source, app, 'dist'), path.join(making, app, 'dist'), { recursive: true });
    }
    cpSync(path.join(source, 'shared/src/config/apps.json'), path.join(making, 'apps.json'));
    writeFileSync(path.join(making, 'complete'), `${commit}\n`);
    try {
      renameSync(making, target);
    } catch {
      rmSync(making, { recursive: true, force: true }); // another run was first
    }
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

export async function previousRelease(): Promise<PreviousRelease> {
  const { commit } = previous;
  if (spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: REPO_ROOT }).status !== 0) {
    throw new Error(
      `the previous release ${commit} (e2e/skew/previous-release.json) is not in this clone: ` +
        'the version-skew tests build it from git, so clone with full history (not --depth 1)',
    );
  }
  const webRoot = path.join(CACHE, commit);
  let buildSeconds = 0;
  if (!existsSync(path.join(webRoot, 'complete'))) {
    mkdirSync(CACHE, { recursive: true });
    const started = Date.now();
    await build(commit, webRoot);
    buildSeconds = Math.round((Date.now() - started) / 100) / 10;
  }
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, 'apps.json'), 'utf8'),
  ) as AppsManifest;
  return { commit, webRoot, manifest, buildSeconds };
}
