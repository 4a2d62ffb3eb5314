// Defects found by probing the site, pinned in a real browser, on the embedded server and (through
// e2e/run-through-nginx.mjs) through nginx: path URLs land on their page and no source map is
// published. (Quick + clicks on a slow network are the cart's: cart.test.ts.)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { areasOf } from '../support/areas';
import type { Browser } from 'playwright-core';
import { watchPage } from '../support/browser';
import { waitForHash } from '../support/outbox-user';
import { startSite, type RunningSite } from '../support/server';

const REPO_ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-realestate', 'mfe-account', 'mfe-admin'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('path URLs and source maps', { tag: ['@shell'] }, () => {
  let site: RunningSite;
  let browser: Browser;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    site = await startSite();
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test(
    'opens http://host/homecare on the homecare page, keeping the query',
    areasOf('/homecare'),
    async () => {
      const page = await browser.newPage();
      const { consoleErrors } = watchPage(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/homecare?ref=whatsapp`);
      await waitForHash(page, '#/homecare?ref=whatsapp');
      await page
        .locator('main')
        .getByText(/need custom homecare\?/i)
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(consoleErrors).toStrictEqual([]);
      await page.close();
    },
  );

  test("sends an unknown path URL to the site's own 'Page not found'", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.baseUrl}/no/such/page`);
    await waitForHash(page, '#/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  test('keeps the plain 404 for a missing path that is not a page load', async () => {
    const missing = await fetch(`${site.baseUrl}/homecare`, { redirect: 'manual' });
    expect(missing.status).toBe(404);
    // The embedded server says 'Not Found', nginx 'Not Found' and a newline.
    expect(await missing.text()).toMatch(/^Not Found\n?$/);
  });

  test(
    'publishes no source map: no map file is served and no bundle points at one',
    areasOf('/cart'),
    async () => {
      const page = await browser.newPage();
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.push(response.url());
      });
      await page.goto(`${site.baseUrl}/#/cart`);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      await page.close();
      expect(scripts.length > 3, `scripts loaded: ${scripts.join(', ')}`).toBeTruthy();
      for (const url of scripts) {
        const script = await (await fetch(url)).text();
        expect(script, url).not.toMatch(/sourceMappingURL/);
        const map = await fetch(`${url}.map`);
        expect(map.status, `${url}.map`).toBe(404);
      }
    },
  );

  test('starts every built script with the compile hint, its source map one line down', () => {
    // docs/decisions/compile-hints.md: Chromium compiles the file off the main thread.
    for (const app of APPS) {
      const dist = path.join(REPO_ROOT, app, 'dist');
      const scripts = filesUnder(dist).filter((file) => file.endsWith('.js'));
      expect(scripts.length, `${app} scripts`).toBeGreaterThan(1);
      for (const file of scripts) {
        const firstLine = readFileSync(file, 'utf8').split('\n', 1)[0];
        expect(firstLine, file).toBe('//# allFunctionsCalledOnLoad');
        const map = path.join(REPO_ROOT, app, 'dist-sourcemaps', `${path.basename(file)}.map`);
        if (!existsSync(map)) continue;
        const { mappings } = JSON.parse(readFileSync(map, 'utf8')) as { mappings: string };
        expect(mappings.startsWith(';'), `${map}: the hint's line maps to nothing`).toBeTruthy();
      }
    }
  });

  test("keeps each production build's maps beside dist/, none inside it", () => {
    for (const app of APPS) {
      const dist = path.join(REPO_ROOT, app, 'dist');
      const maps = path.join(REPO_ROOT, app, 'dist-sourcemaps');
      expect(
        filesUnder(dist).filter((file) => file.endsWith('.map')),
        `${app}/dist`,
      ).toStrictEqual([]);
      expect(existsSync(maps), `${app}/dist-sourcemaps exists`).toBeTruthy();
      expect(
        filesUnder(maps).some((file) => file.endsWith('.js.map')),
        `${app} maps kept`,
      ).toBeTruthy();
    }
  });
});
