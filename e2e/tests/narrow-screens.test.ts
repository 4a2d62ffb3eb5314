// Layouts only a browser can measure, at a phone's 390 px and a desktop's 1280 px: the admin's
// property form stays inside its dialog (no sideways scroll, every picture preview whole), every
// admin tab and the Enquiries count are on screen, and a property's long unbroken name, builder
// and agent stay inside the detail page's side panel.
import { ADMIN, expect, expectTruthy, runOnOwnSite, test } from '../support/fixtures';
import type { Browser, Locator, Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { logIn, waitForHash } from '../support/outbox-user';
import { noisePng } from '../support/png';
import type { RunningSite } from '../support/server';

runOnOwnSite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Sub-pixel rounding of layout boxes. */
const EPSILON = 0.5;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expectTruthy(found, 'the element is rendered');
  return {
    left: found.x,
    right: found.x + found.width,
    top: found.y,
    bottom: found.y + found.height,
  };
}

// The tests on the administration's pages add @admin.
test.describe('narrow screens', { tag: ['@realestate', '@account'] }, () => {
  let token: string;

  test.beforeAll(async ({ site }) => {
    const login = await fetch(`${site.baseUrl}/api/v1/simple-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  });

  async function adminPage(
    browser: Browser,
    site: RunningSite,
    viewport: { width: number; height: number },
    hash = '/admin',
  ) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${site.baseUrl}/#/login?redirect=${encodeURIComponent(hash)}`);
    await logIn(page, ADMIN.username, ADMIN.password);
    await waitForHash(page, `#${hash}`);
    await page.getByRole('heading', { name: 'Property administration' }).waitFor();
    return page;
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(
      `the property form stays inside its dialog at ${viewport.width} px`,
      { tag: '@admin' },
      async ({ browser, site }) => {
        const page = await adminPage(browser, site, viewport);
        const { consoleErrors } = watchPage(page, site.baseUrl);
        await page.getByRole('button', { name: 'Add Property' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add Property' });
        await dialog.getByLabel('Choose images').setInputFiles(
          [1, 2, 3].map((seed) => ({
            name: `room-${seed}.png`,
            mimeType: 'image/png',
            buffer: noisePng(240, 180, seed),
          })),
        );
        const third = dialog.getByRole('img', { name: 'New image 3: room-3.png' });
        await third.waitFor();

        const frame = await box(dialog);
        const controls = dialog.locator('input:not([type="file"]), select, textarea');
        expect(await controls.count()).toBeGreaterThan(10);
        for (const control of await controls.all()) {
          const edges = await box(control);
          const name = await control.evaluate(
            (element) => element.getAttribute('id') + ' ' + (element as HTMLInputElement).type,
          );
          expect(edges.right, `right edge of ${name}`).toBeLessThanOrEqual(frame.right + EPSILON);
          expect(edges.left, `left edge of ${name}`).toBeGreaterThanOrEqual(frame.left - EPSILON);
        }
        const sideways = await dialog.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(sideways, 'the dialog scrolls sideways').toBeLessThanOrEqual(0);
        await third.scrollIntoViewIfNeeded();
        const preview = await box(third);
        const shown = await box(dialog);
        expect(preview.left).toBeGreaterThanOrEqual(shown.left - EPSILON);
        expect(preview.right).toBeLessThanOrEqual(shown.right + EPSILON);
        await page.screenshot({
          path: test.info().outputPath(`admin-form-${viewport.width}.png`),
        });
        expect(consoleErrors).toStrictEqual([]);
      },
    );
  }

  test(
    'every admin tab and the Enquiries count are on screen at 390 px',
    { tag: '@admin' },
    async ({ browser, site }) => {
      const enquiry = await fetch(`${site.baseUrl}/api/v1/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'contact',
          name: 'Meera Joshi',
          email: 'meera@example.in',
          message: 'Please call me about a 2 BHK.',
        }),
      });
      expect(enquiry.status).toBe(201);
      const page = await adminPage(browser, site, PHONE);
      const tabs = page.getByRole('navigation', { name: 'Administration sections' });
      const count = tabs.getByLabel(/\d+ unhandled/);
      await count.waitFor();
      const links = tabs.getByRole('link');
      expect(await links.allTextContents()).toStrictEqual([
        'Properties',
        'Catalogue',
        'Users',
        'Bookings',
        expect.stringMatching(/^Enquiries\d+$/),
        expect.stringMatching(/^Listing reviews\d*$/),
        'Site health',
      ]);
      for (const target of [...(await links.all()), count]) {
        const edges = await box(target);
        const name = (await target.textContent()) ?? '';
        expect(edges.left, name).toBeGreaterThanOrEqual(-EPSILON);
        expect(edges.right, name).toBeLessThanOrEqual(PHONE.width + EPSILON);
      }
      const sideways = await tabs.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(sideways, 'the tab row scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath('admin-tabs-390.png') });
    },
  );

  test("a long unbroken name, builder and agent stay inside the detail page's panel", async ({
    browser,
    site,
  }) => {
    const long = (word: string) => word.repeat(12);
    const form = new FormData();
    form.set('name', long('Skyline'));
    form.set('location', 'Vijay Nagar, Jabalpur');
    for (const [field, value] of Object.entries({
      purpose: 'sale',
      propertyType: 'apartment',
      price: '85 L',
      possession: 'ready',
      furnishing: 'unfurnished',
      postedBy: 'agent',
    })) {
      form.set(field, value);
    }
    form.set('bedrooms', '2 BHK');
    form.set('area', '1250');
    form.set('builder', long('Builders'));
    form.set('contactAgent', long('Agent'));
    const added = await fetch(`${site.baseUrl}/api/v1/addProperty`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const listed = (await (
      await fetch(`${site.baseUrl}/api/v1/getAllProperties?q=${long('Skyline')}`)
    ).json()) as { data: { id: number }[] };
    const id = listed.data[0]?.id;
    expectTruthy(id);

    for (const viewport of [PHONE, DESKTOP]) {
      const page: Page = await browser.newPage({ viewport });
      await page.goto(`${site.baseUrl}/#/property-details/${id}`);
      const panel = page.getByRole('complementary', { name: 'Property details' });
      await panel.getByRole('heading', { name: long('Skyline') }).waitFor();
      const frame = await box(panel);
      for (const text of [long('Skyline'), long('Builders'), long('Agent')]) {
        const edges = await box(panel.getByText(text, { exact: true }));
        expect(edges.right, `${text} at ${viewport.width} px`).toBeLessThanOrEqual(
          frame.right + EPSILON,
        );
      }
      expect(frame.right).toBeLessThanOrEqual(viewport.width + EPSILON);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `the page scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`detail-long-text-${viewport.width}.png`),
        fullPage: true,
      });
      await page.close();
    }
  });
});
