// Accounts in the browser tests: a verified account created through the api, as the register page
// would create it, with the code read from the outbox folder the api writes mail to when no
// SMTP_URL is set; logging in through the page's form.
import { expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const PASSWORD = 'Secret123';

export interface OutboxMail {
  /** The headers as written (the subject stays RFC 2047 encoded). */
  head: string;
  text: string;
  html: string;
}

/** A MIME part's body decoded by its Content-Transfer-Encoding, as UTF-8. */
function decodedBody(part: string): { head: string; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = split < 0 ? part : part.slice(0, split);
  const body = split < 0 ? '' : part.slice(split).trimStart();
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') {
    return { head, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  }
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { head, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  return { head, body };
}

/** The outbox mails to `email`, oldest first, with their text and HTML parts decoded. */
function outboxMailsTo(outbox: string, email: string): OutboxMail[] {
  return readdirSync(outbox, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.eml'))
    .map((f) => f.name)
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .map((raw) => {
      const { head, body } = decodedBody(raw);
      const boundary = /boundary="?([^";\s]+)"?/i.exec(head)?.[1];
      if (!boundary) return { head, text: body, html: '' };
      const parts = body.split(`--${boundary}`).map(decodedBody);
      const ofType = (type: string) =>
        parts.find((part) => part.head.toLowerCase().includes(`content-type: ${type}`))?.body ?? '';
      return { head, text: ofType('text/plain'), html: ofType('text/html') };
    });
}

/** The newest outbox mail to `email` that `matches`, waiting for it. */
export async function mailFromOutbox(
  outbox: string,
  email: string,
  matches: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = outboxMailsTo(outbox, email).filter(matches).pop();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such mail to ${email} within ${timeoutMs} ms`);
}

const CODE = /(?:code|कोड)\D{0,60}?\b(\d{6})\b/i;

/** The code of the newest outbox mail to `email` (the embedded default writes .eml files). */
export async function codeFromOutbox(outbox: string, email: string): Promise<string> {
  const mail = await mailFromOutbox(outbox, email, (m) => CODE.test(m.text));
  return CODE.exec(mail.text)?.[1] ?? '';
}

/** Registers and verifies an account through the api, as the register page would. */
export async function createVerifiedUser(baseUrl: string, outbox: string, username: string) {
  const email = `${username}@example.test`;
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/simple-register', {
    username,
    email,
    password: PASSWORD,
    role: 'user',
  });
  expect(registered.status, await registered.text()).toBe(201);
  const otp = await codeFromOutbox(outbox, email);
  const verified = await post('/verify-otp', { email, otp });
  expect(verified.status, await verified.text()).toBe(200);
  return { username, email, password: PASSWORD };
}

/** Fills in the login form the page shows and sends it. */
export async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function waitForHash(page: Page, hash: string) {
  await page.waitForFunction((expected) => window.location.hash === expected, hash, {
    timeout: 15_000,
  });
}

/**
 * A logged-in browser state for `username`, made through the api and kept under the keys the
 * session is kept in, so that a test starts on the page it checks instead of the login form.
 */
export async function sessionThroughApi(
  browser: Browser,
  baseUrl: string,
  username: string,
  password: string,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const response = await fetch(`${baseUrl}/api/v1/simple-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/api/v1/health`);
  await page.evaluate(
    (session) => {
      localStorage.setItem('auth', JSON.stringify({ ...session, otpVerified: false }));
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    { token, user },
  );
  const state = await context.storageState();
  await context.close();
  return state;
}
