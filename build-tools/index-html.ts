// The shell's plugins that write into index.html: each gets the page's HTML once the content
// hashes are final (PROCESS_ASSETS_STAGE_REPORT), so the file names it writes are the files' own.
import type { Compilation, Compiler } from '@rspack/core';

export const PAGE = 'index.html';

/** Replaces index.html by what `rewrite` makes of it; a build without the page is left alone. */
export function rewriteIndexHtml(
  compiler: Compiler,
  plugin: string,
  rewrite: (html: string, compilation: Compilation) => string,
): void {
  const { RawSource } = compiler.webpack.sources;
  compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: plugin, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        const page = compilation.getAsset(PAGE);
        if (!page) return;
        const html = rewrite(page.source.source().toString(), compilation);
        compilation.updateAsset(PAGE, new RawSource(html));
      },
    );
  });
}
