// Defects found by probing the site, pinned in a real browser, on the embedded server and (through
// e2e/run-through-nginx.mjs) through nginx: path URLs land on their page, no source map is
// published, and quick + clicks on a slow network leave the cart as the server has it, with one
// toast per change.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import { startSite, type RunningSite } from '../support/server';

// The cart's describe needs a mail outbox, so it runs on an embedded site of this file's own; the
// path URLs are checked on whichever site E2E_BASE_URL names.
runOnOwnSite();
const REPO_ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-realestate', 'mfe-account', 'mfe-admin'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test.describe('path URLs and source maps', () => {
  let site: RunningSite;
  let browser: Browser;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    site = await startSite();
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('opens http://host/homecare on the homecare page, keeping the query', async () => {
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
  });

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

  test('publishes no source map: no map file is served and no bundle points at one', async () => {
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
  });

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

test.describe('cart on a slow network', () => {
  async function serverQuantity(page: Page, baseUrl: string): Promise<number> {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const reply = await fetch(`${baseUrl}/api/v1/cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await reply.json()) as { cart: { quantity: number }[] };
    return body.cart[0]?.quantity ?? 0;
  }

  test('two quick + clicks while a change is in flight end where the server is, with one toast each', async ({
    browser,
    site,
  }) => {
    const account = await createVerifiedUser(
      site.baseUrl,
      site.outbox,
      `ravi${Date.now().toString(36)}`,
    );
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const { consoleErrors } = watchPage(page, site.baseUrl);
    const main = page.locator('main');

    await page.goto(`${site.baseUrl}/#/login`);
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for/ })
      .waitFor();
    await page.goto(`${site.baseUrl}/#/services/house-cleaning`);
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();

    // A slow network: every quantity change takes 1.5 s to reach the server.
    const puts: string[] = [];
    await page.route('**/api/v1/cart/*', async (route) => {
      if (route.request().method() === 'PUT') {
        puts.push(route.request().postData() ?? '');
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.continue();
    });
    await page.goto(`${site.baseUrl}/#/cart`);
    await main.getByText('1 item in your cart').waitFor();
    const plus = main.getByRole('button', { name: 'Increase quantity of House cleaning' });
    const shown = main.getByLabel('Quantity of House cleaning', { exact: true });

    // Two real mouse clicks 100 ms apart, as an impatient customer makes them.
    await plus.scrollIntoViewIfNeeded();
    const box = await plus.boundingBox();
    expectTruthy(box);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(100);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await plus.isDisabled(), 'the stepper waits for the server').toBe(true);

    await page.getByText('Quantity updated!').first().waitFor();
    await main.getByText('2 items in your cart').waitFor();
    await page.waitForTimeout(2_000); // time for a second change to show up, if one was sent
    expect(await page.getByText('Quantity updated!').count(), 'one toast').toBe(1);
    expect(puts.length, `one PUT: ${puts.join(', ')}`).toBe(1);
    expect(await shown.textContent()).toBe(String(await serverQuantity(page, site.baseUrl)));

    // The next click counts from the server's quantity.
    await plus.click();
    await main.getByText('3 items in your cart').waitFor();
    expect(await shown.textContent()).toBe('3');
    expect(await serverQuantity(page, site.baseUrl)).toBe(3);
    expect(puts.map((body) => JSON.parse(body) as unknown)).toStrictEqual([
      { quantity: 2 },
      { quantity: 3 },
    ]);
    expect(consoleErrors).toStrictEqual([]);
    await page.close();
  });
});
