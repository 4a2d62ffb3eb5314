// The composed site in a real browser: the shell around each remote, lazy loading of remotes,
// 'Page not found', a new page opening at its top, and a remote that cannot be reached failing
// alone with a working Retry.
import { expect, test } from '../support/fixtures';
import { areasOf } from '../support/areas';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;

test.describe('composed site', { tag: ['@shell'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  let site: RunningSite;
  let browser: Browser;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    site = await startSite();
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
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

  test('renders home inside the shell with no console error', areasOf('/'), async () => {
    const { page, consoleErrors, foreignRequests } = await open('#/');
    await expectShell(page);
    await page.locator('main h1').first().waitFor();
    expect(consoleErrors).toStrictEqual([]);
    expect(foreignRequests).toStrictEqual([]);
    await page.close();
  });

  const oneRoutePerRemote: [string, string, RegExp][] = [
    ['catalogue', '#/about', /about/i],
    ['realestate', '#/real-estate', /find your next home|propert/i],
    ['account', '#/login', /login|sign in|welcome back/i],
  ];
  for (const [remote, hash, heading] of oneRoutePerRemote) {
    test(`renders ${hash} from the ${remote} remote`, areasOf(hash), async () => {
      const { page, consoleErrors, foreignRequests } = await open(hash);
      await expectShell(page);
      const title = page.locator('main h1').first();
      await title.waitFor();
      expect((await title.textContent()) ?? '').toMatch(heading);
      expect(consoleErrors).toStrictEqual([]);
      expect(foreignRequests).toStrictEqual([]);
      await page.close();
    });
  }

  test(
    'sends a visitor from #/admin to log in and back, without downloading the admin remote',
    areasOf('/admin', '/login'),
    async () => {
      const page = await browser.newPage();
      const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${site.baseUrl}/#/admin`);
      await expectShell(page);
      // The shell sends a visitor without a session to /login with the way back (apps.json
      // loginFirst); the admin remote's own gate does the same for a session that has expired.
      await page.waitForURL(/#\/login\?redirect=%2Fadmin/);
      await page.getByRole('heading', { name: /login/i }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(requested.filter((p) => p.startsWith('/remotes/admin/'))).toStrictEqual([]);
      expect(consoleErrors).toStrictEqual([]);
      expect(foreignRequests).toStrictEqual([]);
      await page.close();
    },
  );

  test('shows Page not found for an unknown path', async () => {
    const { page, consoleErrors } = await open('#/no-such-page');
    await expectShell(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(consoleErrors).toStrictEqual([]);
    await page.close();
  });

  test(
    "opens a footer link's page at its top, and Back returns to where the visitor was",
    areasOf('/', '/about'),
    async () => {
      const { page, consoleErrors } = await open('#/');
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).first().click();
      await page.waitForFunction(() => window.location.hash === '#/about');
      await page.locator('main h1').first().waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.goBack();
      await page.waitForFunction(() => window.location.hash === '#/' && window.scrollY > 300);
      expect(consoleErrors).toStrictEqual([]);
      await page.close();
    },
  );

  test('fetches only the remote that owns the route', areasOf('/real-estate'), async () => {
    const page = await browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.baseUrl}/#/real-estate`);
    await page.locator('main h1').first().waitFor();
    expect(
      requested.some((p) => p.startsWith('/remotes/realestate/')),
      'realestate requested',
    ).toBeTruthy();
    expect(
      !requested.some((p) => p.startsWith('/remotes/admin/')),
      'admin not requested',
    ).toBeTruthy();
    expect(
      !requested.some((p) => p.startsWith('/remotes/account/')),
      'account not requested',
    ).toBeTruthy();
    await page.close();
  });

  test(
    'keeps the site working when a remote is unreachable, and Retry really retries',
    areasOf('/real-estate', '/'),
    async () => {
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
      expect(await page.getByRole('alert').isVisible()).toBeTruthy();

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
      expect(realestateRequests > before, 'Retry requested the remote again').toBeTruthy();
      expect(await retry.count()).toBe(0);
      await page.close();
    },
  );
});
