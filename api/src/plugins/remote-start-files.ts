// The files each remote's pages start with, read from the builds, for the page's inline data
// (InlineData.remoteFiles in @marketplace/shared/config): the shell preloads the current page's
// ones before anything else runs, so the remote's scripts download beside the shell's instead of
// one round trip after another (docs/decisions/inline-boot-data.md).
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
  shared?: { name?: unknown; assets?: ManifestAssets }[];
}

/** mf-start.json (build-tools/start-libraries.ts): the libraries each expose needs at once. */
type StartLibraries = Record<string, unknown>;

/** A file name as the build writes it: no folders, nothing to escape. */
const PLAIN_FILE = /^[\w.-]+$/;

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function syncScripts(assets: ManifestAssets | undefined): string[] {
  const sync = assets?.js?.sync;
  return Array.isArray(sync) ? sync.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * A remote's start files: remoteEntry.js, its ./Routes module, and its own copies of the
 * libraries ./Routes needs at once that the shell does not bring (`shellLibraries`: the shell's
 * manifest). Its pages' lazy chunks are left out: nothing says which page needs which, and all
 * of the catalogue's are 56 KB that `/` does not use.
 */
function startFilesOf(
  remote: FederationManifest,
  startLibraries: StartLibraries | undefined,
  shellLibraries: ReadonlySet<unknown>,
): string[] {
  const entry = remote.metaData?.remoteEntry;
  const entryFile = `${typeof entry?.path === 'string' ? entry.path : ''}${
    typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js'
  }`;
  const routes = remote.exposes?.find((expose) => expose.name === 'Routes');
  const needed = startLibraries?.Routes;
  const own = new Set(
    (Array.isArray(needed) ? needed : []).filter((key) => !shellLibraries.has(key)),
  );
  const libraries = (remote.shared ?? [])
    .filter((library) => own.has(library.name))
    .flatMap((library) => syncScripts(library.assets));
  const files = [entryFile, ...syncScripts(routes?.assets), ...libraries];
  return [...new Set(files)].filter((file) => PLAIN_FILE.test(file));
}

/**
 * The start files of every remote this server serves at its default address
 * (/remotes/<name>/mf-manifest.json) and has built, as URLs. A remote served from elsewhere, or
 * not built, is left out: the shell then finds its files through the manifest as before.
 */
export async function remoteStartFiles(
  shellDist: string,
  remoteRoots: Record<RemoteName, string>,
  remoteUrls: Record<RemoteName, string>,
): Promise<Partial<Record<RemoteName, string[]>>> {
  const shell = await readJson<FederationManifest>(path.join(shellDist, 'mf-manifest.json'));
  const shellLibraries = new Set((shell?.shared ?? []).map((library) => library.name));
  const byRemote: Partial<Record<RemoteName, string[]>> = {};
  for (const name of REMOTE_NAMES) {
    const base = `/remotes/${name}/`;
    if (remoteUrls[name] !== `${base}mf-manifest.json`) continue;
    const root = remoteRoots[name];
    const manifest = await readJson<FederationManifest>(path.join(root, 'mf-manifest.json'));
    if (!manifest) continue;
    const start = await readJson<StartLibraries>(path.join(root, 'mf-start.json'));
    byRemote[name] = startFilesOf(manifest, start, shellLibraries).map((file) => base + file);
  }
  return byRemote;
}
