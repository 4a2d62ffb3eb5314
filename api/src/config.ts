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
import {
  missingStorageVariables,
  s3ConfigFrom,
  storageVariables,
  type S3Config,
} from './config-storage';
import {
  booleanVar,
  databaseUrlVar,
  integerVar,
  logLevelVar,
  pathVar,
  shareVar,
  portVar,
  remoteUrlsFrom,
  remoteUrlsSchema,
  resolvePath,
  ruleVar,
  trustProxyVar,
  type DatabaseConfig,
  type LogLevel,
} from './config-variables';

export { REPO_ROOT, type DatabaseConfig } from './config-variables';

// The remotes come from the apps manifest (shared/src/config/apps.json).
export { REMOTE_NAMES, type RemoteName };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Staging of uploads always; the stored files too unless `s3` is set. */
  uploadDir: string;
  /** The bucket the stored files go to (S3_* settings); undefined: UPLOAD_DIR. */
  s3: S3Config | undefined;
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
  /** Listings posted by their listers (docs/decisions/listing-limits.md). */
  listings: { activeLimit: number };
  /** Processes sharing the port (docs/decisions/api-workers.md). */
  workers: number;
  /** The share of page loads that report their web vitals (docs/decisions/client-events.md). */
  vitalsSampleRate: number;
  /** Where people reach the site, without a trailing slash: the links of e-mails start here. */
  publicUrl: string;
  /** Whether PUBLIC_URL was given (production must give it: e-mails link to it). */
  publicUrlGiven: boolean;
  digests: DigestConfig;
}

/** Saved searches' daily e-mails (docs/decisions/saved-search-alerts.md). */
interface DigestConfig {
  /** HH:MM, India Standard Time: no e-mail of a day goes before it. */
  time: string;
  /** How often this instance looks for e-mails to send; 0: never (another instance sends them). */
  checkEveryMs: number;
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

const envSchema = z.object({
  // TCP port the server listens on (0 picks a free port).
  PORT: portVar,
  // Interface to bind: 127.0.0.1 keeps the server private; 0.0.0.0 exposes it (behind nginx).
  HOST: z.string().default('127.0.0.1'),
  // Unset or a file path: SQLite (default <repo>/data/marketplace.sqlite);
  // postgres:// or postgresql://: PostgreSQL.
  DATABASE_URL: databaseUrlVar,
  // Folder for uploaded images (kept outside every code folder), and their staging.
  UPLOAD_DIR: pathVar('data/uploads'),
  // An S3-compatible bucket for the uploaded and generated files instead (config-storage.ts).
  ...storageVariables,
  // true: at start, an empty properties table gets the demo listings and their pictures
  // (docs/decisions/demo-properties.md). Set false in production.
  SEED_DEMO_DATA: booleanVar(true),
  // Log level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: logLevelVar,
  // Which proxies to trust for X-Forwarded-*: true/false, a number of hops, or a comma list
  // of addresses/CIDRs (Fastify's trustProxy).
  TRUST_PROXY: trustProxyVar,
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
  // Listings one account may have waiting for review or live at once (docs/decisions/listing-limits.md).
  LISTING_ACTIVE_LIMIT: integerVar(5, 1, 10_000),
  // Processes answering requests on the one port (docs/decisions/api-workers.md): 1 is a single
  // process; more use more cores of one machine, sharing the database and its files.
  API_WORKERS: integerVar(1, 1, 64),
  // The share of page loads, from 0 to 1, that also report their web vitals; page views and errors
  // are always reported (docs/decisions/client-events.md).
  CLIENT_VITALS_SAMPLE_RATE: shareVar(0.5),
  // The address people reach the site at (https://www.example.in): links in e-mails start here.
  // Unset: http://<HOST>:<PORT>, right for a local run only.
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || isHttpUrl(value), {
      message: 'must be an http:// or https:// URL',
    })
    .transform((value) => value?.replace(/\/+$/, '')),
  // Saved searches' e-mails: none of a day goes before this time (HH:MM, India Standard Time).
  DIGEST_TIME: z
    .string()
    .optional()
    .refine((value) => value === undefined || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      message: 'must be a time HH:MM from 00:00 to 23:59 (India Standard Time)',
    })
    .transform((value) => value ?? '08:00'),
  // How often each api instance looks for saved-search e-mails to send (seconds); 0: never.
  DIGEST_CHECK_SECONDS: integerVar(300, 0, 86_400),
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

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A local run's own address: what a browser on the same machine opens. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
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
  const missing = missingStorageVariables(variables);
  if (!result.success || !remoteUrls.success || missing.length > 0) {
    const issues = [...(result.error?.issues ?? []), ...(remoteUrls.error?.issues ?? [])];
    const problems = issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'environment'),
      message: issue.message,
    }));
    throw new ConfigError([...problems, ...missing]);
  }
  const vars = result.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL,
    uploadDir: vars.UPLOAD_DIR,
    s3: s3ConfigFrom(variables, vars),
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
    listings: { activeLimit: vars.LISTING_ACTIVE_LIMIT },
    workers: vars.API_WORKERS,
    vitalsSampleRate: vars.CLIENT_VITALS_SAMPLE_RATE,
    publicUrl: vars.PUBLIC_URL ?? defaultPublicUrl(vars.HOST, vars.PORT),
    publicUrlGiven: vars.PUBLIC_URL !== undefined,
    digests: { time: vars.DIGEST_TIME, checkEveryMs: vars.DIGEST_CHECK_SECONDS * 1000 },
  };
}
