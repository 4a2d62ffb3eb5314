import { normalizeLoginName } from '@marketplace/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRateLimitLive, restartRateLimit } from '../../db/repositories/rate-limits';
import type { User } from '../../db/schema';
import { enforceAttemptLimit } from '../../plugins/rate-limit-store';
import { AUTH_LIMITS, KNOWN_ADDRESS_MS, accountKey } from './limits';

/*
 * Limits on guessing one account's password (docs/decisions/login-guessing-limits.md):
 * - from one address: 5 tries a minute and 20 an hour at one account;
 * - from all the addresses the account never logged in from, together: 20 tries in 15 minutes;
 * - an address the account logged in from in the last 30 days is its owner's: tries from there
 *   count only against that address, so strangers' wrong guesses never lock the owner out.
 */

/** Who the counters are about: the account once found (whatever name was typed), else the name. */
export function loginIdentity(user: User | undefined, login: string): string {
  return user ? `user:${user.id}` : `name:${normalizeLoginName(login).toLowerCase()}`;
}

const knownAddressKey = (identity: string, address: string) =>
  `login-known:${identity}|ip:${address}`;

/** Counts this try; 429 (with Retry-After) past either limit that applies to this address. */
export async function enforceLoginLimits(
  request: FastifyRequest,
  reply: FastifyReply,
  identity: string,
): Promise<void> {
  const app = reply.server;
  const fromAddress = `${accountKey('login', identity)}|ip:${request.ip}`;
  await enforceAttemptLimit(reply, fromAddress, AUTH_LIMITS.loginPerAddressAndAccount);
  await enforceAttemptLimit(
    reply,
    `${fromAddress}|hour`,
    AUTH_LIMITS.loginPerAddressAndAccountHourly,
  );
  const known = await isRateLimitLive(app.db, knownAddressKey(identity, request.ip), new Date());
  if (!known) {
    await enforceAttemptLimit(
      reply,
      `${accountKey('login', identity)}|new-addresses`,
      AUTH_LIMITS.loginPerAccountFromNewAddresses,
    );
  }
}

/** Remembers the address of a successful login as the owner's for 30 days. */
export function rememberOwnerAddress(
  request: FastifyRequest,
  identity: string,
  now: Date,
): Promise<void> {
  return restartRateLimit(
    request.server.db,
    knownAddressKey(identity, request.ip),
    KNOWN_ADDRESS_MS,
    now,
  );
}
