import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { API_ERROR_CODES, AUTH_MESSAGES } from '@marketplace/shared/contracts';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { deleteEndedRateLimits, hitRateLimit } from '../db/repositories/rate-limits';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http-error';

/*
 * @fastify/rate-limit, registered once for the whole app with its counters in the database
 * (table rate_limits), so every api instance counts the same requests. Nothing is limited unless
 * a route opts in with `config: { rateLimit: { max, timeWindow } }`. Routes can also count by
 * account (an e-mail, a username) with `app.countAttempt`.
 */

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

export interface AttemptCount {
  limited: boolean;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt under `key` in the shared store. */
    countAttempt(key: string, limit: AttemptLimit): Promise<AttemptCount>;
  }
}

/** Message when a route gives no errorResponseBuilder of its own. */
const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

/** How often ended counters are deleted. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** The 429 of the auth endpoints: 'Too many attempts. Please try again in N seconds.' */
function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    AUTH_MESSAGES.rateLimited(retryAfterSeconds),
    API_ERROR_CODES.rateLimited,
  );
}

/** Route rate-limit options answering with `tooManyAttempts` (Retry-After is set by the plugin). */
export function attemptsPerIp(limit: AttemptLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: (_request, context) =>
      tooManyAttempts(Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}

/** Counts an attempt and, over the limit, sets Retry-After and throws the 429. */
export async function enforceAttemptLimit(
  reply: FastifyReply,
  key: string,
  limit: AttemptLimit,
): Promise<void> {
  const { limited, retryAfterSeconds } = await reply.server.countAttempt(key, limit);
  if (limited) {
    reply.header('retry-after', retryAfterSeconds);
    throw tooManyAttempts(retryAfterSeconds);
  }
}

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** The route inside what `child` receives (typed as route options by the plugin, wrongly). */
function routeInfoOf(options: object): RouteInfo {
  const info: unknown = 'routeInfo' in options ? options.routeInfo : undefined;
  return typeof info === 'object' && info !== null ? info : {};
}

/** The key prefix of one route's counters, e.g. 'POST:/api/v1/simple-login|'. */
function routeNamespace(route: RouteInfo): string {
  const method = [route.method ?? ''].flat().join(',');
  return `${method}:${route.url ?? ''}|`;
}

/** A @fastify/rate-limit store class over the rate_limits table of `db`. */
function databaseStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly namespace = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const now = new Date();
      hitRateLimit(db, `${this.namespace}${key}`, timeWindow ?? 60_000, now).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /**
     * One counter space per route: the same address counts separately on each route.
     * @fastify/rate-limit 10.x hands over the route's merged limit options with the route itself
     * under `routeInfo` (empty for `app.rateLimit()` hooks), not the route options.
     */
    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore({}, routeNamespace(routeInfoOf(options)));
    }
  };
}

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      keyGenerator: (request) => `ip:${request.ip}`,
      errorResponseBuilder: () =>
        new HttpError(429, DEFAULT_RATE_LIMIT_MESSAGE, API_ERROR_CODES.rateLimited),
    });

    app.decorate('countAttempt', async (key: string, limit: AttemptLimit) => {
      const now = new Date();
      const { count, resetAt } = await hitRateLimit(app.db, key, limit.windowMs, now);
      return { limited: count > limit.max, retryAfterSeconds: secondsUntil(resetAt, now) };
    });

    const timer = setInterval(() => {
      deleteEndedRateLimits(app.db, new Date()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'rate limit housekeeping failed');
      });
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit-store', fastify: '5.x', dependencies: ['database'] },
);
