/** What a hidden value is logged as (pino's own word for it, which the log readers know). */
export const REDACTED = '[Redacted]';

/** Keys whose values never reach a log line: passwords, bearer tokens, session cookies. */
const SECRET_KEYS = new Set(['password', 'authorization', 'cookie']);

/** How deep into a logged object secrets are looked for: `{ req: { headers: { cookie } } }`. */
const DEPTH = 3;

/** Objects looked into: plain ones, and errors (their own fields reach the log through pino). */
function isLookedInto(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (value instanceof Error) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A copy to change: an error stays an error, with its message, stack and cause. */
function copyOf(object: Record<string, unknown>): Record<string, unknown> {
  if (!(object instanceof Error)) return { ...object };
  const copy = Object.create(Object.getPrototypeOf(object) as object) as Record<string, unknown>;
  return Object.defineProperties(copy, Object.getOwnPropertyDescriptors(object));
}

function hide(object: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    const value = object[key];
    let shown = value;
    if (SECRET_KEYS.has(key.toLowerCase())) shown = REDACTED;
    else if (depth > 1 && isLookedInto(value)) shown = hide(value, depth - 1);
    if (shown !== value) (copy ??= copyOf(object))[key] = shown;
  }
  return copy ?? object;
}

/**
 * pino's `formatters.log`: the logged object with its secrets replaced, copied only where one was
 * found (the caller's object is never changed). It looks into plain objects and errors only: a
 * request or a reply is logged through Fastify's serializers, which keep the method, url and status
 * and never the headers or the body. pino's own `redact` did this for every line by path, cloning and
 * walking each logged value: about two thirds of what a request's log line cost
 * (docs/decisions/api-reads.md).
 */
export function hideSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return hide(object, DEPTH);
}
