// Each route's compressed JavaScript, held to its budget in bench/route-budgets.json (the budgets
// of docs/performance.md; bench/route-bytes.mjs reads the same file). Bytes are deterministic, so
// this is a test: a change that makes a route heavier than its budget fails here, in its area's
// check, not in a bench someone may not run.
// - `/`: everything a first visit downloads, the files that wait for the visitor's first input
//   (the toasts') included: <= firstVisitKB.
// - Any other route: what it adds to what `/` downloaded, as a visitor going there from `/`
//   fetches it: the scripts of a cold visit of the route that `/` did not fetch (files are named by
//   their content, so the same file is the same bytes on both ways there) <= its own budget, and
//   never more than fromHomeKB.
// A route of the apps manifest with no budget fails, with its figure to start from.
// Routes for logged-in visitors are measured logged in, from `/` logged in as the same person.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { ADMIN, expect, runOnOwnSite, test } from '../support/fixtures';
import { areasOf } from '../support/areas';
import { createVerifiedUser, logIn, waitForHash } from '../support/outbox-user';
import { trackInFlight } from '../support/network-quiet';
import { ROUTES_BY_REMOTE } from '../../shared/src/config/apps';

runOnOwnSite();

type Visitor = 'guest' | 'user' | 'admin';

interface Budgets {
  firstVisitKB: number;
  fromHomeKB: number;
  routes: Record<string, { path: string; as?: Visitor; fromHomeKB?: number }>;
}

const BUDGETS = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../bench/route-budgets.json'), 'utf8'),
) as Budgets;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const TOASTS_STYLE = /ReactToastify\.[0-9a-f]+\.css$/;
/** The Hindi texts' files: `hi.<hash>.js`, or `hi-<feature>.<hash>.js` (docs/i18n.md). */
const HINDI_TEXTS = /\/hi(-[a-z-]+)?\.[0-9a-f]{8}\.js$/;

/**
 * The compressed size of each script a cold visit of `route` downloads, by path; with
 * `firstInput`, those that wait for the visitor's first input too (the toasts' files).
 */
async function scriptsOf(
  context: BrowserContext,
  baseUrl: string,
  route: string,
  { firstInput = false, language = 'en' }: { firstInput?: boolean; language?: 'en' | 'hi' } = {},
) {
  const page = await context.newPage();
  const scripts: Request[] = [];
  let toastsAskedFor = false;
  page.on('request', (request) => {
    if (TOASTS_STYLE.test(request.url())) toastsAskedFor = true;
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  const quiet = trackInFlight(page);
  await page.goto(`${baseUrl}/?lang=${language}#${route}`);
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
  await quiet();
  if (firstInput && !toastsAskedFor) {
    // What waits for the first input or for the first screen to settle comes now rather than
    // seconds later.
    const asked = page.waitForRequest(TOASTS_STYLE, { timeout: 15_000 });
    await page.keyboard.press('Shift');
    await asked;
    await quiet();
  }
  const sizes = new Map<string, number>();
  for (const request of scripts) {
    sizes.set(new URL(request.url()).pathname, (await request.sizes()).responseBodySize);
  }
  await page.close();
  return sizes;
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

test.describe('route budgets: compressed JavaScript', () => {
  test.describe.configure({ timeout: 300_000 });
  const sessions = new Map<Visitor, Awaited<ReturnType<BrowserContext['storageState']>>>();
  /** What `/` downloads for each visitor, in each language. */
  const homes = new Map<string, Map<string, number>>();

  async function contextAs(browser: Browser, visitor: Visitor) {
    return browser.newContext({ storageState: sessions.get(visitor) });
  }

  // The sessions and what `/` downloads for each visitor, before the tests: a test's visits are
  // then its route's only (the area tags it must carry, support/areas.ts).
  test.beforeAll(async ({ browser, site }) => {
    const user = await createVerifiedUser(site.baseUrl, site.outbox, `budget${Date.now() % 1e6}`);
    for (const [visitor, account] of [
      ['user', user],
      ['admin', ADMIN],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/#/login`);
      await logIn(page, account.username, account.password);
      await waitForHash(page, '#/');
      sessions.set(visitor, await context.storageState());
      await context.close();
    }
    for (const visitor of ['guest', 'user', 'admin'] as const) {
      for (const language of ['en', 'hi'] as const) {
        const context = await contextAs(browser, visitor);
        const home = await scriptsOf(context, site.baseUrl, '/', { firstInput: true, language });
        homes.set(`${visitor} ${language}`, home);
        await context.close();
      }
    }
  });

  test('every route of the apps manifest has a budget', { tag: ['@shell'] }, () => {
    const routes = Object.values(ROUTES_BY_REMOTE).flat();
    expect(routes.filter((route) => !BUDGETS.routes[route])).toEqual([]);
    expect(Object.keys(BUDGETS.routes).filter((route) => !routes.includes(route as never))).toEqual(
      [],
    );
  });

  test(
    `a first visit of / downloads at most ${BUDGETS.firstVisitKB} KB`,
    { tag: ['@shell', ...areasOf('/').tag] },
    () => {
      for (const language of ['en', 'hi']) {
        // In Hindi: the Hindi texts of what `/` shows come too.
        const home = homes.get(`guest ${language}`)!;
        console.log(
          `/ first visit in ${language}: ${kb(total(home))} KB of JavaScript in ${home.size} files`,
        );
        expect(kb(total(home)), language).toBeLessThanOrEqual(BUDGETS.firstVisitKB);
      }
    },
  );

  for (const [route, { path: visited, as = 'guest', fromHomeKB }] of Object.entries(
    BUDGETS.routes,
  )) {
    if (route === '/') continue;
    test(
      `${route} adds at most its budget to what / downloaded`,
      areasOf(route),
      async ({ browser, site }) => {
        const visit = async (language: 'en' | 'hi') => {
          const context = await contextAs(browser, as);
          try {
            return await scriptsOf(context, site.baseUrl, visited, { language });
          } finally {
            await context.close();
          }
        };
        const [english, hindi] = await Promise.all([visit('en'), visit('hi')]);
        const home = homes.get(`${as} en`)!;
        const added = new Map([...english].filter(([file]) => !home.has(file)));
        const figure = kb(total(added));
        const hindiOnly = [...hindi.keys()].filter((file) => !english.has(file));
        console.log(
          `${route} (${visited} as ${as}): +${figure} KB in ${added.size} files; in Hindi also ` +
            `${hindiOnly.join(', ')}`,
        );
        expect(
          fromHomeKB,
          `no budget for ${route} in bench/route-budgets.json: it adds ${figure} KB`,
        ).toBeDefined();
        expect(figure).toBeLessThanOrEqual(Math.min(fromHomeKB!, BUDGETS.fromHomeKB));
        // In Hindi a page downloads its Hindi texts and nothing more: a text file that imports
        // code (a shared module, and zod with it) would show up here.
        expect(hindiOnly.filter((file) => !HINDI_TEXTS.test(file))).toEqual([]);
      },
    );
  }
});
