// A remote's build records which shared libraries each exposed module needs before it can run
// (`mf-start.json`: expose name -> share keys). Module Federation's manifest lists every library
// a remote can provide, not which ones an expose uses at once, so the embedded server could not
// tell the contracts `/real-estate` needs at once from the ones `/` never loads. With this file
// it preloads, for the page's remote, its own copies of exactly the libraries the shell does not
// bring (api/src/plugins/remote-start-files.ts, docs/decisions/inline-boot-data.md), their
// scripts read from `mf-provided.json` (below).
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { whenFileNamesAreFinal } from './index-html';

const START_LIBRARIES_FILE = 'mf-start.json';
const PROVIDED_FILES_FILE = 'mf-provided.json';

/** The share key in a consume module's identifier: 'consume shared module (default) swr@^2 ...'. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@/;

const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

type ChunkGroup = Compilation['chunkGroups'][number];

/** The share keys the chunks of these groups consume (the libraries they need before running). */
export function consumedShareKeys(
  compilation: Compilation,
  groups: Iterable<ChunkGroup>,
): string[] {
  const keys = new Set<string>();
  for (const group of groups) {
    for (const member of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModules(member)) {
        const key = CONSUMED_KEY.exec(module.identifier())?.[1];
        if (key) keys.add(key);
      }
    }
  }
  return [...keys].sort();
}

/** Share keys consumed by the chunk group of each exposed module, by expose name. */
function startLibraries(compilation: Compilation): Record<string, string[]> {
  const byExpose: Record<string, string[]> = {};
  for (const chunk of compilation.chunks) {
    if (!chunk.name?.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
    byExpose[chunk.name.slice(EXPOSE_CHUNK_PREFIX.length)] = consumedShareKeys(
      compilation,
      chunk.groupsIterable,
    );
  }
  return byExpose;
}

/** Emits `file`, the JSON `make` reads from the compilation once its file names are final. */
export function emitJsonReport(
  compiler: Compiler,
  plugin: string,
  file: string,
  make: (compilation: Compilation) => unknown,
): void {
  const { RawSource } = compiler.webpack.sources;
  whenFileNamesAreFinal(compiler, plugin, (compilation) => {
    const json = `${JSON.stringify(make(compilation), null, 2)}\n`;
    compilation.emitAsset(file, new RawSource(json));
  });
}

/** The share key a provide module offers: 'provide shared module (default) swr@2.3.6 = ...'. */
const PROVIDED_KEY = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * The scripts of this remote's own copy of each library it provides, by share key: what the
 * runtime loads when that copy is the one used. The manifest lists them together with the
 * chunks of the copy a consumer falls back to when no app provides the library, which the
 * runtime never loads here since the remote provides it: preloading those wastes a download.
 */
function providedLibraryFiles(compilation: Compilation): Record<string, string[]> {
  const byKey: Record<string, string[]> = {};
  for (const module of compilation.modules) {
    const key = PROVIDED_KEY.exec(module.identifier())?.[1];
    if (!key) continue;
    const files = new Set<string>();
    for (const block of module.blocks) {
      for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
    }
    byKey[key] = [...files].sort();
  }
  return byKey;
}

/** Emits mf-start.json and mf-provided.json beside mf-manifest.json. */
export class RecordStartLibraries implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    emitJsonReport(compiler, 'RecordStartLibraries', START_LIBRARIES_FILE, startLibraries);
    emitJsonReport(compiler, 'RecordProvidedLibraries', PROVIDED_FILES_FILE, providedLibraryFiles);
  }
}
