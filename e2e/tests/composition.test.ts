// The composed site in a real browser: the shell around each remote, lazy loading of remotes,
// 'Page not found', and a remote that cannot be reached failing alone with a working Retry.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, launchBrowser, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;

describe('composed site', { skip }, () => {
  let site: RunningSite;
  let browser: Browser;

  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  async function open(hash: string) {
    const page = await browser.newPage();
    const watched = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/${hash}`);
    return { page, ...watched };
  }

  async function expectShell(page: Page) {
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
  }

  it('renders home inside the shell with no console error', async () => {
    const { page, consoleErrors, foreignRequests } = await open('#/');
    await expectShell(page);
    await page.locator('main h1').first().waitFor();
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(foreignRequests, []);
    await page.close();
  });

  const oneRoutePerRemote: [string, string, RegExp][] = [
    ['catalogue', '#/about', /about/i],
    ['realestate', '#/real-estate', /find your next home|propert/i],
    ['account', '#/login', /login|sign in|welcome back/i],
  ];
  for (const [remote, hash, heading] of oneRoutePerRemote) {
    it(`renders ${hash} from the ${remote} remote`, async () => {
      const { page, consoleErrors, foreignRequests } = await open(hash);
      await expectShell(page);
      const title = page.locator('main h1').first();
      await title.waitFor();
      assert.match((await title.textContent()) ?? '', heading);
      assert.deepEqual(consoleErrors, []);
      assert.deepEqual(foreignRequests, []);
      await page.close();
    });
  }

  it('renders #/admin from the admin remote: a visitor is sent to log in and back', async () => {
    const { page, consoleErrors, foreignRequests } = await open('#/admin');
    await expectShell(page);
    // Only the admin remote's access gate sends a visitor to /login with the way back.
    await page.waitForURL(/#\/login\?redirect=%2Fadmin/);
    await page.getByRole('heading', { name: /login/i }).first().waitFor();
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(foreignRequests, []);
    await page.close();
  });

  it('shows Page not found for an unknown path', async () => {
    const { page, consoleErrors } = await open('#/no-such-page');
    await expectShell(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });

  it('fetches only the remote that owns the route', async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.baseUrl}/#/real-estate`);
    await page.locator('main h1').first().waitFor();
    assert.ok(
      requested.some((p) => p.startsWith('/remotes/realestate/')),
      'realestate requested',
    );
    assert.ok(!requested.some((p) => p.startsWith('/remotes/admin/')), 'admin not requested');
    assert.ok(!requested.some((p) => p.startsWith('/remotes/account/')), 'account not requested');
    await page.close();
  });

  it('keeps the site working when a remote is unreachable, and Retry really retries', async () => {
    const page = await browser.newPage();
    let blocked = true;
    let realestateRequests = 0;
    await page.route('**/remotes/realestate/**', (route) => {
      realestateRequests += 1;
      return blocked ? route.abort('connectionrefused') : route.continue();
    });
    await page.goto(`${site.baseUrl}/#/real-estate`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 15_000 });
    await expectShell(page);
    assert.ok(await page.getByRole('alert').isVisible());

    // The rest of the site still works.
    await page.goto(`${site.baseUrl}/#/`);
    await page.locator('main h1').first().waitFor();
    await page.goto(`${site.baseUrl}/#/real-estate`);
    await retry.waitFor({ timeout: 15_000 });

    // The files come back: Retry loads the remote for real.
    blocked = false;
    const before = realestateRequests;
    await retry.click();
    await page.locator('main h1').first().waitFor();
    assert.ok(realestateRequests > before, 'Retry requested the remote again');
    assert.equal(await retry.count(), 0);
    await page.close();
  });
});
