import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@marketplace/shared/config';
import { z } from 'zod';

// How each kind of environment variable is read (config.ts lists the variables and what they
// set): unset takes the default, a value that cannot be read names the problem, and a value that
// may hold a password is never echoed.

/**
 * The repository root. This file sits one level below `api/` both as `api/src/config-variables.ts`
 * (tests, tsx) and as `api/dist/config-variables.js` (built), so the root is two levels up in both.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

/** Relative paths are taken from the repository root, however the process was started. */
export function resolvePath(value: string): string {
  return path.resolve(REPO_ROOT, value);
}

function parseBoolean(value: string): boolean | undefined {
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'no'].includes(normalized)) return false;
  return undefined;
}

export const booleanVar = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const parsed = parseBoolean(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: `must be true or false (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

export const integerVar = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const parsed = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an integer from ${min} to ${max} (got "${value}")`,
        });
        return z.NEVER;
      }
      return parsed;
    });

/** A value checked by one of the shared account rules; the first rule's message names the problem. */
export const ruleVar = <T>(rule: z.ZodType<T, string>, fallback: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const result = rule.safeParse(value);
      if (!result.success) {
        const reason = result.error.issues[0]?.message ?? 'is invalid';
        ctx.addIssue({ code: 'custom', message: `${reason} (got "${value}")` });
        return z.NEVER;
      }
      return result.data;
    });

/** A share from 0 to 1 ('0.25', '1'). */
export const shareVar = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const share = /^(0(\.\d+)?|1(\.0+)?)$/.test(value.trim()) ? Number(value) : NaN;
      if (Number.isNaN(share)) {
        ctx.addIssue({ code: 'custom', message: `must be a number from 0 to 1 (got "${value}")` });
        return z.NEVER;
      }
      return share;
    });

export const pathVar = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => resolvePath(value ?? fallback));

function isCidrOrAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A remote's manifest URL: a same-origin path or an absolute http(s) URL. */
function isManifestUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const remoteUrlVar = (name: RemoteName) =>
  z
    .string()
    .optional()
    .refine((value) => value === undefined || isManifestUrl(value), {
      message: 'must be a path starting with / or an http(s) URL',
    })
    .transform((value) => value ?? `/remotes/${name}/mf-manifest.json`);

/** REMOTE_<NAME>_URL overrides one entry of /remotes.json (default /remotes/<name>/mf-manifest.json). */
function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** One variable per remote of the manifest. */
export const remoteUrlsSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), remoteUrlVar(name)])),
);

export function remoteUrlsFrom(vars: Record<string, string>): Record<RemoteName, string> {
  const urls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) urls[name] = vars[remoteUrlVariable(name)] ?? '';
  return urls;
}

/** TCP port the server listens on (0 picks a free port). */
export const portVar = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return 8080;
    const port = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(port) || port > 65535) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an integer from 0 to 65535 (got "${value}")`,
      });
      return z.NEVER;
    }
    return port;
  });

/** A file path (SQLite, relative to the repository) or a postgres:// URL. */
export const databaseUrlVar = z
  .string()
  .optional()
  .transform((value, ctx): DatabaseConfig => {
    if (value === undefined) {
      return { dialect: 'sqlite', filename: resolvePath('data/marketplace.sqlite') };
    }
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
    if (scheme === 'postgres' || scheme === 'postgresql') {
      return { dialect: 'postgres', connectionString: value };
    }
    if (scheme === 'file') {
      return { dialect: 'sqlite', filename: fileURLToPath(value) };
    }
    if (scheme !== undefined) {
      // The value may hold a password: name the scheme only, never echo the URL.
      ctx.addIssue({
        code: 'custom',
        message: `unsupported scheme "${scheme}://"; use a file path (SQLite) or postgres://`,
      });
      return z.NEVER;
    }
    return { dialect: 'sqlite', filename: resolvePath(value) };
  });

/** One of pino's levels. */
export const logLevelVar = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const level = (value ?? 'info').trim().toLowerCase();
    if (!(LOG_LEVELS as readonly string[]).includes(level)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`,
      });
      return z.NEVER;
    }
    return level as LogLevel;
  });

/** Fastify's trustProxy: true/false, a number of hops, or a list of addresses/CIDRs. */
export const trustProxyVar = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === undefined) return false;
    const asBoolean = parseBoolean(value);
    if (asBoolean !== undefined && !/^\d+$/.test(value.trim())) return asBoolean;
    if (/^\d+$/.test(value.trim())) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isCidrOrAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a number of hops or a comma list of addresses/CIDRs (bad: "${bad.join(', ') || value}")`,
      });
      return z.NEVER;
    }
    return entries;
  });
