import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers';
import { setupPostgres } from './postgres';
import type { Mailbox } from './mailbox';

/*
 * What the accounts tests share: both engines, an app that mails through the test's SMTP server
 * with a light password hash, and the steps to reach a verified, logged-in account.
 */

export type Engine = { dialect: 'sqlite' | 'postgres'; env: () => Promise<Record<string, string>> };

/** SQLite always; PostgreSQL when the machine has one (see support/postgres.ts). */
export function testEngines(): Engine[] {
  const postgres = setupPostgres();
  const engines: Engine[] = [{ dialect: 'sqlite', env: async () => ({}) }];
  if (postgres) {
    engines.push({
      dialect: 'postgres',
      env: async () => ({ DATABASE_URL: await postgres.freshDatabaseUrl() }),
    });
  }
  return engines;
}

/** scrypt at N=2^10 keeps a test's dozens of hashes fast; the real cost is tested in auth-lib. */
export const FAST_HASH = { PASSWORD_HASH_COST: '10' };

export function buildAccountsApp(
  engine: Engine,
  mailbox: Mailbox,
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
): Promise<App> {
  return engine.env().then((engineEnv) =>
    buildTestApp({
      env: { ...engineEnv, ...FAST_HASH, SMTP_URL: mailbox.url, ...env },
      logStream,
    }),
  );
}

/**
 * For a describe: a fresh accounts app before each test, then `prepare` (e.g. creating its
 * accounts); after each test the app is closed and the real clock is back. Returns the app of
 * the running test.
 */
export function useAccountsApp(
  engine: Engine,
  mailbox: Mailbox,
  prepare?: (app: App) => Promise<void>,
): () => App {
  let current: App | undefined;
  beforeEach(async () => {
    current = await buildAccountsApp(engine, mailbox);
    await prepare?.(current);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('the app is built in beforeEach; use it inside a test or hook');
    return current;
  };
}

export const PASSWORD = 'Sunrise2024';

let counter = 0;
/** A fresh client address, so one test's per-address counts never reach another's. */
export function nextAddress(): string {
  counter += 1;
  return `10.${Math.floor(counter / 65536) % 256}.${Math.floor(counter / 256) % 256}.${counter % 256}`;
}

export interface Client {
  post(url: string, payload?: object, token?: string): Promise<LightMyRequestResponse>;
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
}

/** Requests from one client address. */
export function client(app: App, remoteAddress = nextAddress()): Client {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    post: (url, payload, token) =>
      app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        remoteAddress,
        headers: headers(token),
        ...(payload ? { payload } : {}),
      }),
    get: (url, token) =>
      app.inject({ method: 'GET', url: `/api/v1${url}`, remoteAddress, headers: headers(token) }),
  };
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

export function newAccount(username: string): Account {
  return { username, email: `${username}@example.in`, password: PASSWORD };
}

/** Registers (role `user` unless given) and enters the e-mailed code. */
export async function registerVerified(
  app: App,
  mailbox: Mailbox,
  account: Account,
  role = 'user',
): Promise<void> {
  const api = client(app);
  const before = mailbox.received.length;
  const registered = await api.post('/simple-register', { ...account, role });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const otp = await mailbox.codeFor(account.email, before);
  const verified = await api.post('/verify-otp', { email: account.email, otp });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
}

/** The status a login with these credentials gets (from `address`, or a fresh one). */
export async function loginStatusOf(app: App, account: Account, address?: string) {
  const response = await client(app, address).post('/simple-login', {
    username: account.username,
    password: account.password,
  });
  return response.statusCode;
}

/** Logs in and returns the bearer token. */
export async function login(app: App, account: Account, rememberMe = false): Promise<string> {
  const response = await client(app).post('/simple-login', {
    username: account.username,
    password: account.password,
    rememberMe,
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** Fakes Date only (timers, I/O and the database keep running) so a test can move the clock. */
export function fakeDateOnly(): void {
  jest.useFakeTimers({
    now: new Date(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

export function moveClock(ms: number): void {
  jest.setSystemTime(Date.now() + ms);
}
