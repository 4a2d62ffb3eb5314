// Listing answers kept in memory, as the JSON sent, under the properties' version they were read
// at (a number the database's triggers bump on every write to properties, whoever writes). A
// request reads the version (one indexed row) and gets the kept answer when it matches; otherwise
// it searches, and keeps that answer. So an edit is seen by the next request of every api
// instance and worker, and a popular page (the first page of a filter) costs one small read
// instead of the search, its count and serialising 24 rows: what keeps a filtered page within its
// budget, p99 <= 50 ms at 50 connections (docs/decisions/api-reads.md).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressText, type TextEncoding } from '../../lib/compress-text';

/** Distinct listing queries kept, least recently used dropped first: about 23 KB each at 24 rows. */
export const LISTING_CACHE_SIZE = 256;

/**
 * An answer as kept: its JSON as the UTF-8 bytes sent, and the compressed forms asked for so far.
 * Bytes, not the text: Fastify measures a text's length in bytes and Node encodes it again on
 * every send, a scan of the whole answer each (the prices' rupee sign makes every answer a
 * two-byte string); a Buffer is sent as it is.
 */
export interface KeptAnswer {
  readonly body: Buffer;
  /** Made at the first request that accepts each encoding, then reused for the answer's life. */
  readonly encoded: Partial<Record<TextEncoding, Buffer>>;
}

interface Kept extends KeptAnswer {
  readonly version: number;
}

export class AnswerCache {
  private readonly answers = new Map<string, Kept>();

  constructor(private readonly size: number) {}

  /** The answer kept for `key` at `version`, or undefined (never kept, or older). */
  get(key: string, version: number): KeptAnswer | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    this.answers.delete(key);
    if (kept.version !== version) return undefined;
    this.answers.set(key, kept); // most recently used last
    return kept;
  }

  set(key: string, version: number, json: string): KeptAnswer {
    const kept = { version, body: Buffer.from(json), encoded: {} };
    this.answers.delete(key);
    this.answers.set(key, kept);
    if (this.answers.size > this.size) {
      const oldest = this.answers.keys().next().value as string;
      this.answers.delete(oldest);
    }
    return kept;
  }
}

/** Below this, compressing saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * What a route returns to send a kept answer: its JSON bytes as they are (Fastify serialises only
 * objects; the route's types describe the object this text already is), or compressed as the
 * client accepts, with Vary either way. nginx sends an already encoded answer as it is.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer): never {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || kept.body.length < COMPRESS_MIN_BYTES) return kept.body as never;
  const encoded = (kept.encoded[encoding] ??= compressText(kept.body, encoding));
  reply.header('content-encoding', encoding);
  return encoded as never;
}

/** One key per distinct query: parameter order does not matter, values do. */
export function listingKey(query: Record<string, unknown>): string {
  const names = Object.keys(query).sort();
  return JSON.stringify(names.map((name) => [name, query[name]]));
}
