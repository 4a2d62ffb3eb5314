import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Password (and OTP) hashing with scrypt from node:crypto (argon2 is not installed). The stored
 * text carries its own parameters and salt, PHC style:
 *   $scrypt$ln=17,r=8,p=1$<salt, base64>$<key, base64>
 * so the cost can be raised later: old hashes still verify, and `needsRehash` tells the login to
 * store a new hash at the current cost.
 */

export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  log2N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = { log2N: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Bounds on parameters read back from storage: a damaged or tampered row must not make one
// verification allocate gigabytes.
const MAX_LOG2N = 20;
const MAX_R = 16;
const MAX_P = 4;

const FORMAT =
  /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function scryptAsync(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // Node's default maxmem (32 MiB) is below what N=2^17, r=8 needs (128 * N * r bytes).
    maxmem: 128 * N * params.r * params.p + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashSecret(secret: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(secret, salt, params);
  return `$scrypt$ln=${params.log2N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match = FORMAT.exec(stored);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const params = { log2N: Number(ln), r: Number(r), p: Number(p) };
  if (
    params.log2N < 1 ||
    params.log2N > MAX_LOG2N ||
    params.r < 1 ||
    params.r > MAX_R ||
    params.p < 1 ||
    params.p > MAX_P
  ) {
    return null;
  }
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

/** Whether `secret` matches `stored`; false (never a throw) for a malformed stored value. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await scryptAsync(secret, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than `params` (or cannot be read). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return (
    parsed.params.log2N !== params.log2N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p
  );
}

/**
 * Spends the time of one verification when there is nothing to verify (unknown user), so the
 * answer time does not tell whether an account exists.
 */
export async function spendVerificationTime(secret: string, params: ScryptParams): Promise<void> {
  await scryptAsync(secret, randomBytes(SALT_BYTES), params);
}
