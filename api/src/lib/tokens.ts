import { hash, randomBytes } from 'node:crypto';

/** 256 random bits: far above the 128 the security model asks for. */
const TOKEN_BYTES = 32;

/**
 * SHA-256 of a bearer token, hex: what the sessions table stores instead of the token. Every
 * logged-in request hashes its token: the one-shot `hash` costs a third of a Hash object's.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A new opaque bearer token and the hash to store for it. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The secret of a saved search's unsubscribe link: stored as it is, since every e-mail must carry
 * it again, and all it can do is stop that search's e-mails. Hex: a link survives any case folding.
 */
export function newUnsubscribeToken(): string {
  return randomBytes(TOKEN_BYTES).toString('hex');
}
