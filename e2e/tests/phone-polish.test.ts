// Issue 16 in the browser at phone width: no emoji stands in for an icon, a toast never covers
// the header, and the contact details come from the server's SITE_* settings at run time.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, launchBrowser, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;

const PHONE = { width: 390, height: 844 };
const FLOATING_DOCK_HEIGHT = 16 + 56 + 8 + 56;

/** Route, and text that proves the real page rendered. */
const PAGES: [string, RegExp][] = [
  ['/', /build your dream home/i],
  ['/homecare', /need custom homecare\?/i],
  ['/maintenance', /housekeeping/i],
  ['/constructions', /platinum/i],
  ['/interior', /showing \d+ premium design/i],
  ['/contact', /business hours/i],
];

/**
 * Pictographs in the rendered text and in accessible names. ©, ® and ™ are Extended_Pictographic
 * too, but they are typography (the copyright line), not icons.
 */
async function pictographsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [alt]'))) {
      for (const name of ['aria-label', 'title', 'alt']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
    const found = texts.join('\n').match(/\p{Extended_Pictographic}/gu) ?? [];
    return [...new Set(found)].filter((char) => !['©', '®', '™'].includes(char));
  });
}

describe('phone polish (390 px)', { skip }, () => {
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

  for (const [route, proof] of PAGES) {
    it(`draws icons, not emoji, on ${route}`, async () => {
      const page = await browser.newPage({ viewport: PHONE });
      const { consoleErrors } = watchPage(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/#${route}`);
      await page.locator('main').getByText(proof).first().waitFor({ timeout: 15_000 });
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await pictographsOn(page), [], `emoji on ${route}`);
      // The icons are there instead: SVG drawings, hidden from screen readers.
      const icons = page.locator('main svg[data-icon]');
      assert.ok((await icons.count()) > 0, `no icons on ${route}`);
      assert.equal(await page.locator('main svg[data-icon]:not([aria-hidden="true"])').count(), 0);
      assert.deepEqual(consoleErrors, [], `console errors on ${route}`);
      await page.close();
    });
  }

  /** The welcome toast on / and the header's box, once the toast has finished sliding in. */
  async function welcomeToastAndHeader(viewport: { width: number; height: number }) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${site.baseUrl}/#/`);
    const toast = page.getByRole('alert').filter({ hasText: 'Welcome to Samjhe Aapko!' });
    await toast.waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    assert.ok(header && box, 'header and toast are both on screen');
    const overlaps =
      box.x < header.x + header.width &&
      header.x < box.x + box.width &&
      box.y < header.y + header.height &&
      header.y < box.y + box.height;
    assert.equal(overlaps, false, `toast ${JSON.stringify(box)} covers the header`);
    return { page, toast, box };
  }

  it('shows the welcome toast at the bottom, clear of the header, and announces it', async () => {
    const { page, toast, box } = await welcomeToastAndHeader(PHONE);
    assert.ok(box.y > PHONE.height / 2, 'the toast sits in the lower half of the screen');
    // Above where the floating call and WhatsApp buttons sit on the pages that have them (two
    // 56 px buttons, an 8 px gap, 16 px from the bottom edge).
    assert.ok(
      box.y + box.height <= PHONE.height - FLOATING_DOCK_HEIGHT,
      `the toast ends at ${box.y + box.height}, on the floating buttons`,
    );
    const liveRegion = page.locator('[aria-live]').filter({ has: toast });
    assert.equal(await liveRegion.getAttribute('aria-live'), 'polite');
    await page.close();
  });

  it('keeps the toast below the header on a wide screen too', async () => {
    const { page, box } = await welcomeToastAndHeader({ width: 1280, height: 900 });
    assert.ok(box.x > 640, 'the toast stays at the top right');
    await page.close();
  });
});

describe('contact details from the server settings', { skip }, () => {
  const EMAIL = 'care@samjhe-e2e.example';
  const PHONE_NUMBER = '+91 98765 43210';
  let site: RunningSite;
  let browser: Browser;

  before(async () => {
    site = await startSite({ SITE_EMAIL: EMAIL, SITE_PHONE: PHONE_NUMBER });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('serves them as /site-config.json, never cached', async () => {
    const response = await fetch(`${site.baseUrl}/site-config.json`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const body = (await response.json()) as { email: string; phone: string };
    assert.equal(body.email, EMAIL);
    assert.equal(body.phone, PHONE_NUMBER);
  });

  it('shows them on the contact page, in the footer and in every tel: link', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/#/contact`);
    const cards = page.getByRole('list', { name: 'How to reach us' });
    await cards.getByRole('link', { name: PHONE_NUMBER }).waitFor({ timeout: 15_000 });
    assert.equal(
      await cards.getByRole('link', { name: PHONE_NUMBER }).getAttribute('href'),
      'tel:+919876543210',
    );
    assert.equal(
      await cards.getByRole('link', { name: EMAIL }).getAttribute('href'),
      `mailto:${EMAIL}`,
    );
    const footer = page.getByRole('contentinfo');
    assert.equal(
      await footer.getByRole('link', { name: PHONE_NUMBER }).getAttribute('href'),
      'tel:+919876543210',
    );
    assert.equal(await footer.getByRole('link', { name: EMAIL }).count(), 1);
    // The main line everywhere: the floating call button too. No placeholder number is left.
    const telLinks = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(telLinks.includes('tel:+919876543210'));
    assert.ok(telLinks.length >= 3, `tel: links ${telLinks.join(', ')}`);
    assert.ok(!telLinks.includes('tel:+919000000000'), 'a placeholder phone number is shown');
    assert.equal(await page.getByText('hello@example.in').count(), 0);
    assert.deepEqual(consoleErrors, []);
    await page.close();
  });
});
