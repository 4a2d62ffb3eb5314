// Compression of the texts the servers build per request, where nothing could be precompressed at
// build time: the composed page (page-with-inline-data.ts, some 5 KB of inline start-up data,
// compressed per request as nginx gzips the page it serves) and the listing's kept answers (a
// listing page is about 23 KB of JSON; compressed once per kept answer, answer-cache.ts). At
// these sizes a fast brotli level costs well under a millisecond.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip';

export interface CompressedText {
  body: Buffer | string;
  /** The Content-Encoding to send, if any. */
  encoding?: TextEncoding;
}

/** Brotli level 5: most of level 11's gain on a small text, at a fraction of its time. */
const BROTLI_LEVEL = 5;

/** Whether `accept` (an Accept-Encoding header) accepts `coding`, and not with q=0. */
function accepts(accept: string, coding: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return name === coding && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * Accept-Encoding headers already read, and their answer. Browsers send a handful of distinct
 * values, and the api reads one on every kept answer; once full, new values are read each time
 * (a client cannot grow it).
 */
const encodingOf = new Map<string, TextEncoding | undefined>();
const ENCODINGS_KEPT = 64;

/** The encoding to send to a client with this Accept-Encoding: brotli first, then gzip. */
export function acceptedEncoding(acceptEncoding: string | undefined): TextEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (encodingOf.has(acceptEncoding)) return encodingOf.get(acceptEncoding);
  let encoding: TextEncoding | undefined;
  if (accepts(acceptEncoding, 'br')) encoding = 'br';
  else if (accepts(acceptEncoding, 'gzip')) encoding = 'gzip';
  if (encodingOf.size < ENCODINGS_KEPT) encodingOf.set(acceptEncoding, encoding);
  return encoding;
}

export function compressText(text: string | Buffer, encoding: TextEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(text);
  return brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL } });
}

/** The page as the client accepts it: brotli first, then gzip, else as it is. */
export function compressPage(page: string, acceptEncoding: string | undefined): CompressedText {
  const encoding = acceptedEncoding(acceptEncoding);
  return encoding ? { body: compressText(page, encoding), encoding } : { body: page };
}
