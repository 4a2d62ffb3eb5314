// The contact details come from the server's SITE_* settings at run time: served as
// /site-config.json and shown on the contact page, in the footer and in every tel: link. On an
// embedded site of its own, started with those settings.
import { expect, test } from '../support/fixtures';
import type { Browser } from 'playwright-core';
import { browserSkipReason, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;
const PHONE = { width: 390, height: 844 };

test.describe('contact details from the server settings', { tag: ['@catalogue', '@api'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  const EMAIL = 'care@samjhe-e2e.example';
  const PHONE_NUMBER = '+91 98765 43210';
  let site: RunningSite;
  let browser: Browser;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    site = await startSite({ SITE_EMAIL: EMAIL, SITE_PHONE: PHONE_NUMBER });
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('serves them as /site-config.json, never cached', async () => {
    const response = await fetch(`${site.baseUrl}/site-config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = (await response.json()) as { email: string; phone: string };
    expect(body.email).toBe(EMAIL);
    expect(body.phone).toBe(PHONE_NUMBER);
  });

  test('shows them on the contact page, in the footer and in every tel: link', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/#/contact`);
    const cards = page.getByRole('list', { name: 'How to reach us' });
    await cards.getByRole('link', { name: PHONE_NUMBER }).waitFor({ timeout: 15_000 });
    expect(await cards.getByRole('link', { name: PHONE_NUMBER }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(await cards.getByRole('link', { name: EMAIL }).getAttribute('href')).toBe(
      `mailto:${EMAIL}`,
    );
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: PHONE_NUMBER }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(await footer.getByRole('link', { name: EMAIL }).count()).toBe(1);
    // The main line everywhere: the floating call button too. No placeholder number is left.
    const telLinks = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(telLinks.includes('tel:+919876543210')).toBeTruthy();
    expect(telLinks.length >= 3, `tel: links ${telLinks.join(', ')}`).toBeTruthy();
    expect(
      !telLinks.includes('tel:+919000000000'),
      'a placeholder phone number is shown',
    ).toBeTruthy();
    expect(await page.getByText('hello@example.in').count()).toBe(0);
    expect(consoleErrors).toStrictEqual([]);
    await page.close();
  });
});
