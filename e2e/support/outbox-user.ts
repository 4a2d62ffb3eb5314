// Accounts in the browser tests: a verified account created through the api, as the register page
// would create it, with the code read from the outbox folder the api writes mail to when no
// SMTP_URL is set; logging in through the page's form.
import { expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const PASSWORD = 'Secret123';

/** The code of the newest outbox mail to `email` (the embedded default writes .eml files). */
export async function codeFromOutbox(
  outbox: string,
  email: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(outbox, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.eml'))
      .map((f) => readFileSync(path.join(outbox, f.name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => text.toLowerCase().includes(email.toLowerCase()));
    const code = files.map((text) => /code\D{0,60}?\b(\d{6})\b/i.exec(text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
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
