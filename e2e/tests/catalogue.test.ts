// Every public catalogue page renders in the composed site, in Chromium, with no console error
// and no request leaving the site's origin (no third-party images, fonts or maps).
import { expect, test } from '../support/fixtures';
import type { Browser } from 'playwright-core';
import { browserSkipReason, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;

/** Route, and a heading (or text) that proves the real page rendered. */
const CATALOGUE_PAGES: [string, RegExp][] = [
  ['/', /build your dream home/i],
  ['/homecare', /need custom homecare\?/i],
  ['/maintenance', /housekeeping/i],
  ['/maintenance/housekeeping-service', /housekeeping/i],
  ['/maintenance/Patient-Care-Services', /patient care/i],
  ['/maintenance/no-such-service', /service not found/i],
  ['/services/plumbing', /plumbing/i],
  ['/constructions', /platinum/i],
  ['/construction/platinum-package', /construction process/i],
  ['/constructions/gold-package', /construction process/i],
  ['/construction/unknown-package', /package not found/i],
  ['/interior', /showing \d+ premium design/i],
  ['/interior-design/urban-contemporary-living', /urban contemporary living/i],
  ['/careers', /apply/i],
  ['/about', /2021/],
  ['/contact', /business hours/i],
  ['/privacy-policy', /january 1, 2025/i],
  ['/Terms-and-condition', /january 1, 2025/i],
  ['/reviews', /reviews page/i],
];

test.describe('catalogue pages', { tag: ['@catalogue'] }, () => {
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

  for (const [route, proof] of CATALOGUE_PAGES) {
    test(`renders ${route}`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/#${route}`);
      await page.locator('main').getByText(proof).first().waitFor({ timeout: 15_000 });
      // Let lazy images below the fold and late requests show up before judging.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      expect(consoleErrors, `console errors on ${route}`).toStrictEqual([]);
      expect(foreignRequests, `requests leaving the site on ${route}`).toStrictEqual([]);
      await page.close();
    });
  }

  test('sends a contact message to the api and shows the success toast', async () => {
    const page = await browser.newPage();
    const posted: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/enquiries')) posted.push(response.status());
    });
    await page.goto(`${site.baseUrl}/#/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Message').fill('Please call me about waterproofing my terrace.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you! Your message has been sent successfully.').waitFor();
    expect(posted).toStrictEqual([201]);
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    await page.close();
  });
});
