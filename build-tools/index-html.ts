// The shell's plugins that write index.html or a report beside it: each runs once the content
// hashes are final (PROCESS_ASSETS_STAGE_REPORT), so the file names it writes are the files' own.
import type { Compilation, Compiler } from '@rspack/core';

export const PAGE = 'index.html';

/** Runs `work` in each compilation once its files' names (and content hashes) are final. */
export function whenFileNamesAreFinal(
  compiler: Compiler,
  plugin: string,
  work: (compilation: Compilation) => void,
): void {
  compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: plugin, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => work(compilation),
    );
  });
}

/** Replaces index.html by what `rewrite` makes of it; a build without the page is left alone. */
export function rewriteIndexHtml(
  compiler: Compiler,
  plugin: string,
  rewrite: (html: string, compilation: Compilation) => string,
): void {
  const { RawSource } = compiler.webpack.sources;
  whenFileNamesAreFinal(compiler, plugin, (compilation) => {
    const page = compilation.getAsset(PAGE);
    if (!page) return;
    const html = rewrite(page.source.source().toString(), compilation);
    compilation.updateAsset(PAGE, new RawSource(html));
  });
}
