// Logging out from a page for logged-in visitors only goes home, as the header's logout does
// everywhere (docs/product/accounts.md "Session"): never to the login page with that page as the
// place to come back to, which would send the next person to log in on this browser there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, watchPage } from '../support/browser';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;
const ADMIN = { username: 'owner', email: 'owner@example.test', password: 'Owner2024Pass' };

test.describe('logout from a logged-in-only page', () => {
  test.skip(Boolean(skip), skip || undefined);
  let site: RunningSite;
  let browser: Browser;
  let outbox: string;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    outbox = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-outbox-'));
    site = await startSite({
      OUTBOX_DIR: outbox,
      SMTP_URL: '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
    await site?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  async function logInAt(hash: string, username: string, password: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.baseUrl}/#/login?redirect=${encodeURIComponent(hash)}`);
    await page.getByLabel('Username or email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForHash(page, `#${hash}`);
    return page;
  }

  async function logOutAndStayHome(page: Page, name: string) {
    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully!').waitFor();
    await waitForHash(page, '#/');
    // Nothing sends the visitor on afterwards (a guard reacting late would).
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.location.hash)).toBe('#/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
  }

  test('from the Bookings tab of /admin', async () => {
    const page = await logInAt('/admin/bookings', ADMIN.username, ADMIN.password);
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.getByRole('heading', { name: 'Bookings', level: 2 }).waitFor();
    await logOutAndStayHome(page, ADMIN.username);
    expect(consoleErrors).toStrictEqual([]);
  });

  test('from My bookings', async () => {
    const user = await createVerifiedUser(site.baseUrl, outbox, `nisha${Date.now().toString(36)}`);
    const page = await logInAt('/bookings', user.username, user.password);
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.getByRole('heading', { name: 'My bookings' }).waitFor();
    await logOutAndStayHome(page, user.username);
    expect(consoleErrors).toStrictEqual([]);
  });
});
