// A remote's build records which shared libraries each exposed module needs before it can run
// (`mf-start.json`: expose name -> share keys). Module Federation's manifest lists every library
// a remote can provide, not which ones an expose uses at once, so the embedded server could not
// tell the contracts `/real-estate` needs at once from the ones `/` never loads. With this file
// it preloads, for the page's remote, its own copies of exactly the libraries the shell does not
// bring (api/src/plugins/remote-start-files.ts, docs/decisions/inline-boot-data.md).
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

const START_LIBRARIES_FILE = 'mf-start.json';

/** The share key in a consume module's identifier: 'consume shared module (default) swr@^2 ...'. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@/;

const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

/** Share keys consumed by the chunk group of each exposed module, by expose name. */
function startLibraries(compilation: Compilation): Record<string, string[]> {
  const byExpose: Record<string, string[]> = {};
  for (const chunk of compilation.chunks) {
    if (!chunk.name?.startsWith(EXPOSE_CHUNK_PREFIX)) continue;
    const keys = new Set<string>();
    for (const group of chunk.groupsIterable) {
      for (const member of group.chunks) {
        for (const module of compilation.chunkGraph.getChunkModules(member)) {
          const key = CONSUMED_KEY.exec(module.identifier())?.[1];
          if (key) keys.add(key);
        }
      }
    }
    byExpose[chunk.name.slice(EXPOSE_CHUNK_PREFIX.length)] = [...keys].sort();
  }
  return byExpose;
}

/** Emits mf-start.json beside mf-manifest.json. */
export class RecordStartLibraries implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RecordStartLibraries', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RecordStartLibraries',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const json = `${JSON.stringify(startLibraries(compilation), null, 2)}\n`;
          compilation.emitAsset(START_LIBRARIES_FILE, new RawSource(json));
        },
      );
    });
  }
}
