// Production source maps are for reading stack traces, not for the public. The build
// emits them "hidden" (no sourceMappingURL comment in any bundle) and this plugin moves them out of
// dist/ into dist-sourcemaps/ beside it, so no server and no publish step ever has them to serve.
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The folder beside an app's dist/ that keeps its production source maps. */
export const SOURCE_MAPS_DIR = 'dist-sourcemaps';

export class MoveSourceMapsOutOfDist implements RspackPluginInstance {
  constructor(private readonly target: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('MoveSourceMapsOutOfDist', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      if (!outputDir) return;
      // Only this build's maps: dist/ is cleaned on every build, so is this folder.
      await rm(this.target, { recursive: true, force: true });
      const maps = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => name.endsWith('.map'));
      for (const name of maps) {
        const destination = path.join(this.target, name);
        await mkdir(path.dirname(destination), { recursive: true });
        await rename(path.join(outputDir, name), destination);
      }
    });
  }
}
