// A remote that is slow (10 s) or serves a broken script. composition.test.ts covers a
// remote that is down; here only the faulty remote's area waits or shows the fallback, the header,
// the footer and the other remotes' pages never wait on it, and Retry works once it is back.
import { expect, test } from '../support/fixtures';
import { areasOf } from '../support/areas';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { recordFigure } from '@marketplace/test-support/figures';

const skip = browserSkipReason() ?? false;
const SLOW_MS = 10_000;

test.describe('a slow or broken remote', { tag: ['@shell'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 180_000 });
  let site: RunningSite;
  let browser: Browser;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    site = await startSite();
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  async function otherAreasWork(page: Page, deadlineMs: number) {
    const started = Date.now();
    await page.getByRole('banner').waitFor({ timeout: deadlineMs });
    await page.getByRole('contentinfo').waitFor({ timeout: deadlineMs });
    // As a visitor's link click does: a hash change. (page.goto would first wait for the page's
    // load event, which waits for the slow remote's preload.)
    await page.evaluate(() => (window.location.hash = '#/about'));
    await page.locator('main h1').first().waitFor({ timeout: deadlineMs });
    await page.evaluate(() => (window.location.hash = '#/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: deadlineMs });
    return Date.now() - started;
  }

  test(
    'waits for a 10 s remote in its own area only, then shows it',
    areasOf('/real-estate', '/about', '/login'),
    async () => {
      const page = await browser.newPage();
      await page.route('**/remotes/realestate/remoteEntry.js*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
        await route.continue().catch(() => undefined); // the page may be gone by then
      });
      const started = Date.now();
      // Not waiting for the load event: it waits for the page's preloads, the slow remote's
      // remoteEntry.js among them (docs/decisions/inline-boot-data.md). What a visitor uses, the
      // shell and the other areas, is what is timed.
      await page.goto(`${site.baseUrl}/#/real-estate`, { waitUntil: 'commit' });
      // The shell and the other remotes answer long before the slow remote does.
      const others = await otherAreasWork(page, SLOW_MS / 2);
      expect(Date.now() - started < SLOW_MS, `the other areas took ${others} ms`).toBeTruthy();
      // Back on the slow remote's page, it arrives once its script does, with no error panel.
      await page.goto(`${site.baseUrl}/#/real-estate`);
      await page
        .locator('main article')
        .first()
        .waitFor({ timeout: SLOW_MS * 3 });
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      console.log(
        `slow remote: other areas ready in ${others} ms; the slow one after ${Date.now() - started} ms`,
      );
      recordFigure('slowRemote', { othersReadyMs: others, slowReadyMs: Date.now() - started });
      await page.close();
    },
  );

  test(
    'shows the fallback for a broken script in its area only, and Retry loads the fixed one',
    { tag: ['@catalogue', '@realestate', '@account'] },
    async () => {
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      let broken = true;
      await page.route('**/remotes/realestate/remoteEntry.js*', (route) =>
        broken
          ? route.fulfill({
              status: 200,
              contentType: 'application/javascript',
              body: 'var realestate = ; /* a truncated deploy */',
            })
          : route.continue(),
      );
      await page.goto(`${site.baseUrl}/#/real-estate`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: 20_000 });
      expect(
        await page.getByRole('alert').isVisible(),
        'the fallback is in the main area',
      ).toBeTruthy();
      expect(await page.getByRole('banner').isVisible(), 'the header stays').toBeTruthy();
      expect(pageErrors.length > 0, 'the broken script did run and fail').toBeTruthy();

      await otherAreasWork(page, 15_000);

      broken = false;
      await page.goto(`${site.baseUrl}/#/real-estate`);
      await retry.waitFor({ timeout: 20_000 });
      await retry.click();
      await page.locator('main article').first().waitFor({ timeout: 20_000 });
      expect(await retry.count()).toBe(0);
      await page.close();
    },
  );
});
