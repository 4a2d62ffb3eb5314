// Nothing moves while a route loads. The main region reserves the viewport below the header, so
// the footer is not in view to be pushed down when the remote's page arrives. Measured with the
// browser's own layout-shift entries, on a phone and a desktop width, on a cold cache.
import { expect, expectTruthy, test } from '../support/fixtures';
import { areasOf } from '../support/areas';
import type { Browser } from 'playwright-core';
import { browserSkipReason } from '../support/browser';
import { layoutShiftOf, recordLayoutShifts } from '../support/layout-shift';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;
/** The layout-shift budget (docs/performance.md). */
const MAX_CLS = 0.02;

test.describe('layout shift while a route loads', { tag: ['@shell'] }, () => {
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

  // 'late toast styles': the toasts' stylesheet file (linked when the library has come) arrives
  // 2 s late, after the home page's welcome toast was asked for; the toast is drawn once it is in.
  const cases = [
    ...['#/', '#/login', '#/real-estate'].flatMap((route) =>
      [390, 1280].map((width) => ({ route, width, lateToastStyles: false })),
    ),
    ...[390, 1280].map((width) => ({ route: '#/', width, lateToastStyles: true })),
  ];
  for (const { route, width, lateToastStyles } of cases) {
    const name = `${route} at ${width} px${lateToastStyles ? ', toast styles late,' : ''}`;
    test(`${name} shifts at most ${MAX_CLS}`, areasOf(route), async () => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      try {
        if (lateToastStyles) {
          await context.route(/ReactToastify\.[0-9a-f]+\.css$/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 2000));
            await route.continue();
          });
        }
        const page = await context.newPage();
        await page.addInitScript(recordLayoutShifts);
        await page.goto(`${site.baseUrl}/${route}`);
        // The remote's page has arrived: its heading is in the main region.
        await page.locator('main h1').first().waitFor();
        await page.getByRole('contentinfo').waitFor({ state: 'attached' });
        if (lateToastStyles) {
          // The welcome toast waits for its styles, then is drawn.
          await page.getByRole('alert').first().waitFor();
          await page.waitForFunction(() =>
            Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('ReactToastify')),
          );
        }
        await page.waitForTimeout(1000);
        const shift = await layoutShiftOf(page);
        expectTruthy(shift, 'the observer ran');
        expectTruthy(
          shift.total <= MAX_CLS,
          `CLS ${shift.total.toFixed(3)} (moved: ${shift.moved.join(', ')})`,
        );
      } finally {
        await context.close();
      }
    });
  }

  // The listing's cards off screen are skipped by the browser's layout until they come near the
  // screen (content-visibility in PropertyGrid); each then takes its real height, which must
  // move nothing the visitor sees while scrolling down through the list.
  for (const width of [390, 1280]) {
    test(
      `scrolling through the listing at ${width} px lays cards out late and shifts at most ${MAX_CLS}`,
      areasOf('/real-estate'),
      async () => {
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        try {
          const page = await context.newPage();
          await page.addInitScript(recordLayoutShifts);
          await page.goto(`${site.baseUrl}/#/real-estate`);
          const cards = page.locator('main ul > li:has(> article)');
          await cards.nth(23).waitFor({ state: 'attached' });
          // The grid's item is laid out; what content-visibility skips is the card inside it.
          const lastCardRendered = () =>
            cards
              .nth(23)
              .locator('article')
              .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
          expectTruthy(!(await lastCardRendered()), 'the last card is not laid out on arrival');
          const before = await layoutShiftOf(page);
          // Down a screen's third at a time, as a visitor reads, until the last card is on screen:
          // in the page, each step drawn (two frames) before the next, without the page's smooth
          // scrolling (a wheel's or a finger's scroll is not animated either).
          const lastCardTop = await cards.nth(23).evaluate(async (card) => {
            const drawn = () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const top = () => card.getBoundingClientRect().top - window.innerHeight;
            for (let step = 0; step < 120 && top() > 0; step++) {
              window.scrollBy({ top: 300, behavior: 'instant' });
              await drawn();
            }
            return top();
          });
          expectTruthy(lastCardTop <= 0, 'scrolled down to the last card');
          await expect
            .poll(lastCardRendered, { message: 'the last card is laid out once scrolled to' })
            .toBe(true);
          const after = await layoutShiftOf(page);
          const scrollShift = after.total - before.total;
          expectTruthy(
            scrollShift <= MAX_CLS,
            `scrolling shifted ${scrollShift.toFixed(3)} (moved: ${after.moved.join(', ')})`,
          );
        } finally {
          await context.close();
        }
      },
    );
  }
});
