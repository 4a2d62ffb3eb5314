// Text files are compressed once, at build time, at the strongest settings: each
// servable text file of dist/ gets a brotli (.br) and a gzip (.gz) sibling. The embedded server
// (@fastify/static preCompressed) and nginx (brotli_static, gzip_static) send a sibling as it is
// when the browser accepts that encoding, so no request pays for compression and every client
// gets the smallest form. Images other than SVG are compressed already; tiny files gain nothing.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing: text. Source maps never stay in dist/ (source-maps.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;
/** Below this a compressed copy saves less than a packet (nginx's gzip_min_length is alike). */
const MIN_BYTES = 1024;

/** Writes <file>.br and <file>.gz beside `file`; returns the three sizes. */
async function precompressFile(file: string) {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: data.length, br: br.length, gzip: gz.length };
}

/** Precompresses each of `names` (paths relative to `dir`) that is text and not tiny. */
async function precompressFiles(dir: string, names: readonly string[]) {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const name of names) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const sizes = await precompressFile(file);
    totals.files += 1;
    totals.raw += sizes.raw;
    totals.br += sizes.br;
    totals.gzip += sizes.gzip;
  }
  return totals;
}

/** Production builds: after the files are written, add the .br and .gz of each text asset. */
export class PrecompressAssets implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressAssets', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      if (!outputDir) return;
      const names = compilation.getAssets().map((asset) => asset.name);
      const totals = await precompressFiles(outputDir, names);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      compilation
        .getLogger('PrecompressAssets')
        .info(
          `${totals.files} files: ${kb(totals.raw)} raw, ${kb(totals.gzip)} gzip, ${kb(totals.br)} brotli`,
        );
    });
  }
}
