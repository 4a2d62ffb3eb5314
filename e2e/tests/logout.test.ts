// Logging out from a page for logged-in visitors only goes home, as the header's logout does
// everywhere (docs/product/accounts.md "Session"): never to the login page with that page as the
// place to come back to, which would send the next person to log in on this browser there.
import { ADMIN, expect, runOnOwnSite, test } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { createVerifiedUser, logIn, waitForHash } from '../support/outbox-user';
import type { RunningSite } from '../support/server';

runOnOwnSite();

/** A new page logged in through the login form, which brings it back to `hash`. */
async function logInAt(
  browser: Browser,
  site: RunningSite,
  hash: string,
  { username, password }: { username: string; password: string },
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site.baseUrl}/#/login?redirect=${encodeURIComponent(hash)}`);
  await logIn(page, username, password);
  await waitForHash(page, `#${hash}`);
  return page;
}

/** What it checks, for `npm run check` (e2e/support/areas.ts): logging out ends on `/`. */
const AREAS = { tag: ['@shell', '@account', '@catalogue'] };

test.describe('logout from a logged-in-only page', AREAS, () => {
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

  test('from the Bookings tab of /admin', { tag: '@admin' }, async ({ browser, site }) => {
    const page = await logInAt(browser, site, '/admin/bookings', ADMIN);
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.getByRole('heading', { name: 'Bookings', level: 2 }).waitFor();
    await logOutAndStayHome(page, ADMIN.username);
    expect(consoleErrors).toStrictEqual([]);
  });

  test('from My bookings', async ({ browser, site }) => {
    const user = await createVerifiedUser(
      site.baseUrl,
      site.outbox,
      `nisha${Date.now().toString(36)}`,
    );
    const page = await logInAt(browser, site, '/bookings', user);
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.getByRole('heading', { name: 'My bookings' }).waitFor();
    await logOutAndStayHome(page, user.username);
    expect(consoleErrors).toStrictEqual([]);
  });
});
