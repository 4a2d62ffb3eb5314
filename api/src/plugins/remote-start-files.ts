// The files each remote's pages start with, read from the builds' Module Federation manifests,
// for the page's inline data (InlineData.remoteFiles in @marketplace/shared/config): the shell
// preloads the current page's ones before anything else runs, so the remote's scripts download
// beside the shell's instead of one round trip after another (docs/decisions/inline-boot-data.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../config';

interface ManifestAssets {
  js?: { sync?: unknown };
}

/** The parts of mf-manifest.json read here; anything else in it is ignored. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: ManifestAssets }[];
}

/** A file name as the build writes it: no folders, nothing to escape. */
const PLAIN_FILE = /^[\w.-]+$/;

async function readManifest(file: string): Promise<FederationManifest | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
  } catch {
    return undefined;
  }
}

function syncScripts(assets: ManifestAssets | undefined): string[] {
  const sync = assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * A remote's start files: remoteEntry.js and its ./Routes module. Left out: its pages' lazy
 * chunks and its own copies of shared libraries the shell does not bring (the contracts, swr).
 * The manifest says neither which page needs which chunk nor which libraries ./Routes uses at
 * once, and guessing cost a first visit: every catalogue page chunk is 56 KB, the contracts
 * 43 KB that `/` never uses. The runtime requests those as soon as remoteEntry.js has run.
 */
export function startFilesOf(remote: FederationManifest): string[] {
  const entry = remote.metaData?.remoteEntry;
  const entryFile = `${typeof entry?.path === 'string' ? entry.path : ''}${
    typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js'
  }`;
  const routes = remote.exposes?.find((expose) => expose.name === 'Routes');
  const files = [entryFile, ...syncScripts(routes?.assets)];
  return [...new Set(files)].filter((file) => PLAIN_FILE.test(file));
}

/**
 * The start files of every remote this server serves at its default address
 * (/remotes/<name>/mf-manifest.json) and has built, as URLs. A remote served from elsewhere, or
 * not built, is left out: the shell then finds its files through the manifest as before.
 */
export async function remoteStartFiles(
  remoteRoots: Record<RemoteName, string>,
  remoteUrls: Record<RemoteName, string>,
): Promise<Partial<Record<RemoteName, string[]>>> {
  const byRemote: Partial<Record<RemoteName, string[]>> = {};
  for (const name of REMOTE_NAMES) {
    const base = `/remotes/${name}/`;
    if (remoteUrls[name] !== `${base}mf-manifest.json`) continue;
    const manifest = await readManifest(path.join(remoteRoots[name], 'mf-manifest.json'));
    if (manifest) byRemote[name] = startFilesOf(manifest).map((file) => base + file);
  }
  return byRemote;
}
