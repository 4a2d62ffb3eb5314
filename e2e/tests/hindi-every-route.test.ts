// Every route of the site in Hindi, on a phone: no English that is neither a catalogue's text nor
// data (support/untranslated-text.ts: Hindi is the texts' pseudo-locale), nothing wider than the
// screen (Hindi runs longer than English), and no serious or critical axe violation. With
// HINDI_SCREENSHOTS=<folder> it also leaves a picture of each route at 390 and 1280 px there, to be
// looked at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN, expect, runOnOwnSite, test } from '../support/fixtures';
import { audit, newTally, settled } from '../support/axe';
import { createVerifiedUser, sessionThroughApi } from '../support/outbox-user';
import { aPropertyId, sampleUrls } from '../support/route-samples';
import { collectData, untranslatedTexts } from '../support/untranslated-text';
import APPS from '../../shared/src/config/apps.json';
import type { RemoteName } from '../../shared/src/config/apps';

runOnOwnSite();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOTS = process.env.HINDI_SCREENSHOTS;
const ADMIN_TABS = ['users', 'catalogue', 'enquiries', 'bookings', 'reviews', 'health'];
/** Account pages that show their logged-in content; the others are for visitors. */
const ACCOUNT_PAGES = ['/dashboard', '/cart', '/checkout', '/bookings', '/bookings/1'];
type Session = BrowserContextOptions['storageState'];

/** Visits each address in Hindi and returns what is wrong on each. */
async function visitInHindi(browser: Browser, baseUrl: string, urls: string[], session?: Session) {
  const context = await browser.newContext({ viewport: PHONE, storageState: session });
  const page = await context.newPage();
  const data = collectData(page);
  const problems: string[] = [];
  const tally = newTally();
  for (const [index, url] of urls.entries()) {
    // The first visit carries the language; the browser remembers it for the others.
    await page.goto(`${baseUrl}/${index === 0 ? '?lang=hi' : ''}#${url}`);
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    for (const text of await untranslatedTexts(page, data)) problems.push(`${url}: ${text}`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) problems.push(`${url}: ${overflow} px wider than a 390 px screen`);
    await audit(page, `Hindi ${url}`, tally, index > 0);
    if (SCREENSHOTS) await screenshots(page, url);
  }
  await context.close();
  // The whole list: a failed expectation's diff shows only its start.
  if (problems.length) console.log(`English on Hindi pages:\n${problems.join('\n')}`);
  return { problems, violations: tally.violations };
}

async function screenshots(page: Page, url: string) {
  mkdirSync(SCREENSHOTS!, { recursive: true });
  const name = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: path.join(SCREENSHOTS!, `${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(PHONE);
}

const loginFirst = (remote: RemoteName) =>
  ((APPS.remotes[remote] as { loginFirst?: string[] }).loginFirst ?? []).concat(
    remote === 'account' ? ACCOUNT_PAGES : [],
  );

test.describe('every route in Hindi', () => {
  let propertyId: number;
  let user: Session;

  test.beforeAll(async ({ browser, site }) => {
    propertyId = await aPropertyId(site.baseUrl);
    const account = await createVerifiedUser(
      site.baseUrl,
      site.outbox,
      `hindi${Date.now().toString(36)}`,
    );
    user = await sessionThroughApi(browser, site.baseUrl, account.username, account.password);
  });

  for (const remote of ['catalogue', 'realestate', 'account'] as const) {
    test(
      `the routes of ${remote}`,
      // A visitor starts on the home page's language link: the catalogue's.
      { tag: remote === 'catalogue' ? '@catalogue' : [`@${remote}`, '@catalogue'] },
      async ({ browser, site }) => {
        test.setTimeout(600_000);
        const urls = sampleUrls(propertyId, [remote]);
        const needsLogin = urls.filter((url) => loginFirst(remote).includes(url));
        const open = urls.filter((url) => !needsLogin.includes(url));
        const results = [
          await visitInHindi(browser, site.baseUrl, [...new Set(['/', ...open])]),
          ...(needsLogin.length
            ? [await visitInHindi(browser, site.baseUrl, ['/', ...needsLogin], user)]
            : []),
        ];
        expect(results.flatMap((result) => result.problems)).toEqual([]);
        expect(results.flatMap((result) => result.violations)).toEqual([]);
      },
    );
  }

  test('the admin area', { tag: ['@admin', '@catalogue'] }, async ({ browser, site }) => {
    test.setTimeout(600_000);
    const admin = await sessionThroughApi(browser, site.baseUrl, ADMIN.username, ADMIN.password);
    const urls = ['/', '/admin', ...ADMIN_TABS.map((tab) => `/admin/${tab}`)];
    const { problems, violations } = await visitInHindi(browser, site.baseUrl, urls, admin);
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
  });
});
