import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_SITE_CONFIG,
  REMOTE_NAMES,
  type RemoteName,
  type SiteConfig,
} from '@marketplace/shared/config';
import {
  emailSchema,
  passwordSchema,
  phoneNumberSchema,
  siteConfigSchema,
  usernameSchema,
} from '@marketplace/shared/contracts';
import { z } from 'zod';

/**
 * The repository root. This file sits one level below `api/` both as `api/src/config.ts`
 * (tests, tsx) and as `api/dist/config.js` (built), so the root is two levels up in both cases.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

// The remotes come from the apps manifest (shared/src/config/apps.json).
export { REMOTE_NAMES, type RemoteName };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export type DatabaseConfig =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  uploadDir: string;
  /** Load the demo listings at start when the properties table is empty. */
  seedDemoData: boolean;
  logLevel: LogLevel;
  trustProxy: boolean | number | string[];
  serveWeb: boolean;
  webRoot: string;
  remotesDir: string | undefined;
  remoteUrls: Record<RemoteName, string>;
  mail: MailConfig;
  admin: AdminConfig;
  sessions: SessionConfig;
  /** scrypt cost of password hashes as log2(N); 17 is OWASP's recommendation. */
  passwordHashCost: number;
  timeouts: TimeoutConfig;
  /** The business's contact details, served as /site-config.json. */
  site: SiteConfig;
  bookings: BookingConfig;
  /** Processes sharing the port (docs/decisions/api-workers.md). */
  workers: number;
}

/** Checkout (docs/decisions/booking-slot-capacity.md). */
interface BookingConfig {
  /** Bookings (not cancelled) one 2-hour slot takes. */
  slotCapacity: number;
}

/** How long a client may keep a connection busy without progress (docs/decisions/request-timeouts.md). */
interface TimeoutConfig {
  /** No byte received or sent for this long, while a request is open: the connection is cut. */
  idleMs: number;
  /** The request line and headers must arrive within this long, however steadily they trickle. */
  headersMs: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server; unset: messages go to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  /** Where each message is written as a .eml file when there is no SMTP server. */
  outboxDir: string;
}

/** The first admin account, created at start when no account has this e-mail. */
interface AdminConfig {
  email: string;
  username: string;
  /** Unset: a strong password is generated and logged once, at the first start. */
  password: string | undefined;
}

interface SessionConfig {
  /** Lifetime of a login session. */
  ttlHours: number;
  /** Lifetime of a session started with "Remember me". */
  rememberMeTtlDays: number;
}

/** A configuration that cannot start the server; the message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: ReadonlyArray<{ variable: string; message: string }>) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Relative paths are taken from the repository root, however the process was started. */
function resolvePath(value: string): string {
  return path.resolve(REPO_ROOT, value);
}

function parseBoolean(value: string): boolean | undefined {
  const normalized = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'no'].includes(normalized)) return false;
  return undefined;
}

const booleanVar = (fallback: boolean) =>
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

const integerVar = (fallback: number, min: number, max: number) =>
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
const ruleVar = <T>(rule: z.ZodType<T, string>, fallback: T) =>
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

const pathVar = (fallback: string) =>
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
const remoteUrlsSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), remoteUrlVar(name)])),
);

function remoteUrlsFrom(vars: Record<string, string>): Record<RemoteName, string> {
  const urls = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) urls[name] = vars[remoteUrlVariable(name)] ?? '';
  return urls;
}

const envSchema = z.object({
  // TCP port the server listens on (0 picks a free port).
  PORT: z
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
    }),
  // Interface to bind: 127.0.0.1 keeps the server private; 0.0.0.0 exposes it (behind nginx).
  HOST: z.string().default('127.0.0.1'),
  // Unset or a file path: SQLite (default <repo>/data/marketplace.sqlite);
  // postgres:// or postgresql://: PostgreSQL.
  DATABASE_URL: z
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
    }),
  // Folder for uploaded images (kept outside every code folder).
  UPLOAD_DIR: pathVar('data/uploads'),
  // true: at start, an empty properties table gets the demo listings and their pictures
  // (docs/decisions/demo-properties.md). Set false in production.
  SEED_DEMO_DATA: booleanVar(true),
  // Log level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z
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
    }),
  // Which proxies to trust for X-Forwarded-*: true/false, a number of hops, or a comma list
  // of addresses/CIDRs (Fastify's trustProxy).
  TRUST_PROXY: z
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
    }),
  // true: this process also serves the built web apps (the embedded default); false behind nginx.
  SERVE_WEB: booleanVar(true),
  // Folder holding shell/dist and mfe-*/dist.
  WEB_ROOT: pathVar('.'),
  // When set, each remote is served from <REMOTES_DIR>/<name>/current/ (deploy tooling).
  REMOTES_DIR: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : resolvePath(value))),
  // Mail server for the e-mailed codes, e.g. smtp://user:pass@mail.internal:587 or smtps://...
  // Unset: every message is written to OUTBOX_DIR and its code logged (local use).
  SMTP_URL: z
    .string()
    .optional()
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      // The URL may hold a password: never echo it.
      { message: 'must be an smtp:// or smtps:// URL' },
    ),
  // Sender of the e-mailed codes.
  MAIL_FROM: z.string().default('Marketplace <no-reply@marketplace.local>'),
  // Folder for the messages when SMTP_URL is unset.
  OUTBOX_DIR: pathVar('data/outbox'),
  // The first admin account (created at start when no account has this e-mail).
  ADMIN_EMAIL: ruleVar(emailSchema, 'admin@example.in').transform((value) => value.toLowerCase()),
  ADMIN_USERNAME: ruleVar(usernameSchema, 'admin'),
  // Unset: a strong password is generated and logged once at the first start.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const result = passwordSchema.safeParse(value);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'is invalid' });
        return z.NEVER;
      }
      return result.data;
    }),
  // Lifetime of a login session, and of one started with "Remember me".
  SESSION_TTL_HOURS: integerVar(12, 1, 24 * 30),
  REMEMBER_ME_TTL_DAYS: integerVar(30, 1, 365),
  // scrypt cost of password hashes as log2(N). 17 (OWASP, 128 MiB per hash) unless you know why;
  // the tests lower it to stay fast. Stored hashes keep their own cost and are upgraded at login.
  PASSWORD_HASH_COST: integerVar(17, 10, 20),
  // A request that stalls (headers or body) for this long is cut off; progress resets the clock,
  // so a slow upload that keeps sending passes. Tests lower both to stay fast.
  REQUEST_IDLE_TIMEOUT_MS: integerVar(20_000, 100, 600_000),
  // The whole request line and headers must arrive within this long (a trickle of header bytes).
  REQUEST_HEADERS_TIMEOUT_MS: integerVar(15_000, 100, 600_000),
  // How many bookings one 2-hour slot takes (the team's capacity); a full slot is not offered.
  BOOKING_SLOT_CAPACITY: integerVar(3, 1, 1000),
  // Processes answering requests on the one port (docs/decisions/api-workers.md): 1 is a single
  // process; more use more cores of one machine, sharing the database and its files.
  API_WORKERS: integerVar(1, 1, 64),
  // The business's contact details shown on every page (served as /site-config.json). The
  // defaults are clearly fake placeholders for local runs; production must set every one.
  SITE_EMAIL: ruleVar(siteConfigSchema.shape.email, DEFAULT_SITE_CONFIG.email),
  SITE_PHONE: ruleVar(phoneNumberSchema, DEFAULT_SITE_CONFIG.phone),
  SITE_EMERGENCY_PHONE: ruleVar(phoneNumberSchema, DEFAULT_SITE_CONFIG.emergencyPhone),
  SITE_WHATSAPP_MAINTENANCE: ruleVar(
    phoneNumberSchema,
    DEFAULT_SITE_CONFIG.whatsapp.maintenanceInterior,
  ),
  SITE_WHATSAPP_CONSTRUCTION: ruleVar(
    phoneNumberSchema,
    DEFAULT_SITE_CONFIG.whatsapp.constructionInterior,
  ),
  SITE_ADDRESS: ruleVar(siteConfigSchema.shape.address, DEFAULT_SITE_CONFIG.address),
  SITE_MAPS_QUERY: ruleVar(siteConfigSchema.shape.mapsQuery, DEFAULT_SITE_CONFIG.mapsQuery),
});

/** Each SITE_* setting and the contact detail it sets. */
const SITE_SETTINGS: ReadonlyArray<[variable: string, read: (site: SiteConfig) => string]> = [
  ['SITE_EMAIL', (site) => site.email],
  ['SITE_PHONE', (site) => site.phone],
  ['SITE_EMERGENCY_PHONE', (site) => site.emergencyPhone],
  ['SITE_WHATSAPP_MAINTENANCE', (site) => site.whatsapp.maintenanceInterior],
  ['SITE_WHATSAPP_CONSTRUCTION', (site) => site.whatsapp.constructionInterior],
  ['SITE_ADDRESS', (site) => site.address],
  ['SITE_MAPS_QUERY', (site) => site.mapsQuery],
];

/** The SITE_* settings still at their fake defaults: customers would see made-up numbers. */
export function placeholderSiteSettings(site: SiteConfig): string[] {
  return SITE_SETTINGS.filter(([, read]) => read(site) === read(DEFAULT_SITE_CONFIG)).map(
    ([variable]) => variable,
  );
}

/** The loud start-up warning of a production run with placeholder contact details, or null. */
export function placeholderWarning(
  site: SiteConfig,
  nodeEnv = process.env.NODE_ENV,
): string | null {
  const placeholders = placeholderSiteSettings(site);
  if (nodeEnv !== 'production' || placeholders.length === 0) return null;
  return `!!! PLACEHOLDER CONTACT DETAILS IN PRODUCTION: ${placeholders.join(', ')} still hold the fake defaults; customers will see made-up phone numbers and addresses. Set them in the api's environment (README, Configuration). !!!`;
}

/** Exactly the variables this module reads, with an empty value treated as unset. */
function pickVariables(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const picked: Record<string, string | undefined> = {};
  for (const key of [...Object.keys(envSchema.shape), ...Object.keys(remoteUrlsSchema.shape)]) {
    const value = env[key];
    picked[key] = value === undefined || value.trim() === '' ? undefined : value;
  }
  return picked;
}

/**
 * For command-line tools: the configuration, or null after printing what is wrong with it (the
 * tool then exits non-zero). Errors other than a bad configuration are thrown.
 */
export function loadConfigOrReport(env: NodeJS.ProcessEnv = process.env): AppConfig | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

/** Validates every variable at once; throws a ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const variables = pickVariables(env);
  const result = envSchema.safeParse(variables);
  const remoteUrls = remoteUrlsSchema.safeParse(variables);
  if (!result.success || !remoteUrls.success) {
    const issues = [...(result.error?.issues ?? []), ...(remoteUrls.error?.issues ?? [])];
    const problems = issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'environment'),
      message: issue.message,
    }));
    throw new ConfigError(problems);
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL,
    uploadDir: vars.UPLOAD_DIR,
    seedDemoData: vars.SEED_DEMO_DATA,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    serveWeb: vars.SERVE_WEB,
    webRoot: vars.WEB_ROOT,
    remotesDir: vars.REMOTES_DIR,
    remoteUrls: remoteUrlsFrom(remoteUrls.data),
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM, outboxDir: vars.OUTBOX_DIR },
    admin: {
      email: vars.ADMIN_EMAIL,
      username: vars.ADMIN_USERNAME,
      password: vars.ADMIN_PASSWORD,
    },
    sessions: {
      ttlHours: vars.SESSION_TTL_HOURS,
      rememberMeTtlDays: vars.REMEMBER_ME_TTL_DAYS,
    },
    passwordHashCost: vars.PASSWORD_HASH_COST,
    timeouts: {
      idleMs: vars.REQUEST_IDLE_TIMEOUT_MS,
      headersMs: vars.REQUEST_HEADERS_TIMEOUT_MS,
    },
    site: {
      email: vars.SITE_EMAIL,
      phone: vars.SITE_PHONE,
      emergencyPhone: vars.SITE_EMERGENCY_PHONE,
      whatsapp: {
        maintenanceInterior: vars.SITE_WHATSAPP_MAINTENANCE,
        constructionInterior: vars.SITE_WHATSAPP_CONSTRUCTION,
      },
      address: vars.SITE_ADDRESS,
      mapsQuery: vars.SITE_MAPS_QUERY,
    },
    bookings: { slotCapacity: vars.BOOKING_SLOT_CAPACITY },
    workers: vars.API_WORKERS,
  };
}
