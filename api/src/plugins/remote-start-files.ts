// The files each remote's pages start with, read from the builds, for the page's inline data
// (InlineData.remoteFiles and pageFiles in @marketplace/shared/config): the shell preloads the
// current page's ones before anything else runs, so the remote's scripts and the page's own chunk
// download beside the shell's instead of one round trip after another
// (docs/decisions/inline-boot-data.md).
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

/**
 * mf-provided.json (build-tools/start-libraries.ts): the scripts of the remote's own copy of each
 * library, by share key. A build from before that file lists them only in its manifest, mixed with
 * its fallback copies' scripts.
 */
type ProvidedFiles = Record<string, unknown>;

/** mf-pages.json (build-tools/page-files.ts): the scripts and libraries of each route's page. */
type PageFilesRecord = Record<
  string,
  { files?: unknown; libraries?: unknown; languages?: unknown } | undefined
>;

/**
 * What the page's inline data gets: remoteFiles by remote, pageFiles by route pattern, and
 * pageLanguageFiles by route pattern and language (the page's texts in a language but English).
 */
export interface StartFiles {
  remoteFiles: Partial<Record<RemoteName, string[]>>;
  pageFiles: Record<string, string[]>;
  pageLanguageFiles: Record<string, Record<string, string[]>>;
}

/** A file name as the build writes it: no folders, nothing to escape. */
const PLAIN_FILE = /^[\w.-]+$/;

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function syncScripts(assets: ManifestAssets | undefined): string[] {
  return strings(assets?.js?.sync);
}

/** What the server knows of one remote's build. */
interface RemoteBuild {
  manifest: FederationManifest;
  provided: ProvidedFiles | undefined;
}

/** The scripts of the remote's own copies of `needed` libraries that the shell does not bring. */
function ownLibraryFiles(
  remote: RemoteBuild,
  needed: unknown,
  shellLibraries: ReadonlySet<unknown>,
): string[] {
  const own = new Set<unknown>(strings(needed).filter((key) => !shellLibraries.has(key)));
  return (remote.manifest.shared ?? [])
    .filter((library) => own.has(library.name))
    .flatMap((library) => {
      const provided =
        typeof library.name === 'string' ? remote.provided?.[library.name] : undefined;
      return provided === undefined ? syncScripts(library.assets) : strings(provided);
    });
}

/**
 * A remote's start files: remoteEntry.js, its ./Routes module, and its own copies of the
 * libraries ./Routes needs at once that the shell does not bring (`shellLibraries`: the shell's
 * manifest).
 */
function startFilesOf(
  remote: RemoteBuild,
  startLibraries: StartLibraries | undefined,
  shellLibraries: ReadonlySet<unknown>,
): string[] {
  const entry = remote.manifest.metaData?.remoteEntry;
  const entryFile = `${typeof entry?.path === 'string' ? entry.path : ''}${
    typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js'
  }`;
  const routes = remote.manifest.exposes?.find((expose) => expose.name === 'Routes');
  const libraries = ownLibraryFiles(remote, startLibraries?.Routes, shellLibraries);
  const files = [entryFile, ...syncScripts(routes?.assets), ...libraries];
  return [...new Set(files)].filter((file) => PLAIN_FILE.test(file));
}

/**
 * Each route's page files beyond the remote's start files: the page's chunks and its own copies
 * of the libraries they need that the shell does not bring. Only routes whose page the build
 * recorded (a lazy page); a page inside ./Routes comes with the start files.
 */
function pageFilesOf(
  remote: RemoteBuild,
  pages: PageFilesRecord | undefined,
  startFiles: readonly string[],
  shellLibraries: ReadonlySet<unknown>,
): Record<string, string[]> {
  const byRoute: Record<string, string[]> = {};
  for (const [route, page] of Object.entries(pages ?? {})) {
    const files = [
      ...strings(page?.files),
      ...ownLibraryFiles(remote, page?.libraries, shellLibraries),
    ].filter((file) => PLAIN_FILE.test(file) && !startFiles.includes(file));
    if (files.length > 0) byRoute[route] = [...new Set(files)];
  }
  return byRoute;
}

/** Each route's page texts by language, as URLs below `base`. */
function pageLanguageFilesOf(
  pages: PageFilesRecord | undefined,
  base: string,
): Record<string, Record<string, string[]>> {
  const byRoute: Record<string, Record<string, string[]>> = {};
  for (const [route, page] of Object.entries(pages ?? {})) {
    const languages = page?.languages;
    if (typeof languages !== 'object' || languages === null) continue;
    for (const [language, files] of Object.entries(languages)) {
      const scripts = strings(files).filter((file) => PLAIN_FILE.test(file));
      if (!/^[a-z]{2}$/.test(language) || scripts.length === 0) continue;
      byRoute[route] = { ...byRoute[route], [language]: scripts.map((file) => base + file) };
    }
  }
  return byRoute;
}

/**
 * The start files of every remote this server serves at its default address
 * (/remotes/<name>/mf-manifest.json) and has built, and of each of their routes' pages, as URLs.
 * A remote served from elsewhere, or not built, is left out: the shell then finds its files
 * through the manifest as before.
 */
export async function remoteStartFiles(
  shellDist: string,
  remoteRoots: Record<RemoteName, string>,
  remoteUrls: Record<RemoteName, string>,
): Promise<StartFiles> {
  const shell = await readJson<FederationManifest>(path.join(shellDist, 'mf-manifest.json'));
  const shellLibraries = new Set((shell?.shared ?? []).map((library) => library.name));
  const found: StartFiles = { remoteFiles: {}, pageFiles: {}, pageLanguageFiles: {} };
  for (const name of REMOTE_NAMES) {
    const base = `/remotes/${name}/`;
    if (remoteUrls[name] !== `${base}mf-manifest.json`) continue;
    const root = remoteRoots[name];
    const manifest = await readJson<FederationManifest>(path.join(root, 'mf-manifest.json'));
    if (!manifest) continue;
    const remote = {
      manifest,
      provided: await readJson<ProvidedFiles>(path.join(root, 'mf-provided.json')),
    };
    const start = await readJson<StartLibraries>(path.join(root, 'mf-start.json'));
    const startFiles = startFilesOf(remote, start, shellLibraries);
    found.remoteFiles[name] = startFiles.map((file) => base + file);
    const pages = await readJson<PageFilesRecord>(path.join(root, 'mf-pages.json'));
    for (const [route, files] of Object.entries(
      pageFilesOf(remote, pages, startFiles, shellLibraries),
    )) {
      found.pageFiles[route] = files.map((file) => base + file);
    }
    Object.assign(found.pageLanguageFiles, pageLanguageFilesOf(pages, base));
  }
  return found;
}
