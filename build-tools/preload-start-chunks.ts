// The shell's index.html names one script, main.js; main.js then asks for the async boundary
// (`bootstrap`) and the libraries file, which every page needs before it draws anything. On a
// slow network that is a whole round trip plus main.js's download and evaluation before the
// largest file of the first load even starts. `<link rel=preload>` for those chunks lets the
// browser fetch them beside main.js (the figures: docs/decisions/preload-start-chunks.md).
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { PAGE, rewriteIndexHtml } from './index-html';

const PLUGIN = 'PreloadStartChunks';

/** The page's first script tag, before which the preloads go. */
const FIRST_SCRIPT = /<script\b/;

/** `<link rel=preload>` tags for the named chunks' scripts, in the page HTML. */
function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="preload" href="${file}" as="script">`).join('');
  if (!links) return html;
  if (!FIRST_SCRIPT.test(html))
    throw new Error(`${PLUGIN}: ${PAGE} has no <script> to preload before`);
  return html.replace(FIRST_SCRIPT, `${links}<script`);
}

/** Adds preloads of `chunkNames`' scripts to index.html; a name no chunk has fails the build. */
export class PreloadStartChunks implements RspackPluginInstance {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    rewriteIndexHtml(compiler, PLUGIN, (html, compilation) => {
      const files = this.chunkNames.flatMap((name) => {
        const chunk = compilation.namedChunks.get(name);
        if (!chunk) throw new Error(`${PLUGIN}: no chunk is named "${name}"`);
        return [...chunk.files].filter((file) => file.endsWith('.js'));
      });
      return withPreloads(html, files);
    });
  }
}
