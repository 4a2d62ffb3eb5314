// A visitor's bucket for canary releases (docs/decisions/canary-routing.md): a random id in a
// cookie, set on the first visit to /, hashed to one of 100 buckets ('00'..'99'). A canary at 10 %
// owns 10 buckets (<REMOTES_ROOT>/lanes/<bucket>). The hash is nginx's own: `split_clients` on the
// same id with 100 parts of 1 % (nginx.conf) gives the same bucket, so a visitor is in the same
// bucket behind nginx and on the embedded server, and tests can pick a cookie for a bucket.
import { randomBytes } from 'node:crypto';

export const VISITOR_COOKIE = 'mkt_visitor';
const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/;
/** A year: the same visitor keeps the same bucket across visits. */
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const BUCKET_COUNT = 100;

/** nginx's ngx_murmur_hash2 (MurmurHash2, seed 0) of the string's bytes, as an unsigned 32-bit. */
export function murmurHash2(text: string): number {
  const data = Buffer.from(text, 'utf8');
  const m = 0x5bd1e995;
  let length = data.length;
  let h = length >>> 0;
  let i = 0;
  while (length >= 4) {
    let k =
      (data[i] ?? 0) |
      ((data[i + 1] ?? 0) << 8) |
      ((data[i + 2] ?? 0) << 16) |
      ((data[i + 3] ?? 0) << 24);
    k = Math.imul(k, m);
    k ^= k >>> 24;
    k = Math.imul(k, m);
    h = Math.imul(h, m) ^ k;
    i += 4;
    length -= 4;
  }
  // The last one to three bytes, as the C switch's fall-through mixes them in.
  if (length >= 3) h ^= (data[i + 2] ?? 0) << 16;
  if (length >= 2) h ^= (data[i + 1] ?? 0) << 8;
  if (length >= 1) h = Math.imul(h ^ (data[i] ?? 0), m);
  h ^= h >>> 13;
  h = Math.imul(h, m);
  h ^= h >>> 15;
  return h >>> 0;
}

/**
 * The bucket of a visitor id, as `split_clients` with parts of 1 % each picks it: part k takes
 * the hashes below (k + 1) * 100 * 0xffffffff / 10000.
 */
export function visitorBucket(visitorId: string): string {
  const hash = murmurHash2(visitorId);
  for (let k = 0; k < BUCKET_COUNT; k += 1) {
    if (hash < Math.floor(((k + 1) * 100 * 0xffffffff) / 10_000)) {
      return String(k).padStart(2, '0');
    }
  }
  // 0xffffffff itself: nginx leaves the variable empty, so the visitor is in no bucket.
  return '';
}

export function newVisitorId(): string {
  return randomBytes(16).toString('hex');
}

/** The visitor id of a Cookie header, or undefined when absent or not one we made. */
export function visitorIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VISITOR_COOKIE && value !== undefined && VISITOR_ID_PATTERN.test(value)) {
      return value;
    }
  }
  return undefined;
}

/** The Set-Cookie value for a new visitor: only for routing, never read by the page. */
export function visitorCookie(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
