// The composed page (page-with-inline-data.ts) is the one text the embedded server cannot take
// precompressed from the build: it carries the inline start-up data, some 5 KB with each route's
// page files. It is compressed here, per request, as nginx gzips the page it serves; at these
// sizes a fast brotli level costs well under a millisecond.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedPage {
  body: Buffer | string;
  /** The Content-Encoding to send, if any. */
  encoding?: 'br' | 'gzip';
}

/** Brotli level 5: most of level 11's gain on a small page, at a fraction of its time. */
const BROTLI_LEVEL = 5;

/** Whether `accept` (an Accept-Encoding header) accepts `coding`, and not with q=0. */
function accepts(accept: string, coding: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return name === coding && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** The page as the client accepts it: brotli first, then gzip, else as it is. */
export function compressPage(page: string, acceptEncoding: string | undefined): CompressedPage {
  const accept = acceptEncoding ?? '';
  if (accepts(accept, 'br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL };
    return { body: brotliCompressSync(page, { params }), encoding: 'br' };
  }
  if (accepts(accept, 'gzip')) return { body: gzipSync(page), encoding: 'gzip' };
  return { body: page };
}
