// The account's language in a real browser: Hindi chosen on /, a registration whose code comes by
// e-mail in Hindi, the api's error messages in Hindi, a reload that stays Hindi, and a login from
// a fresh browser that brings the account's Hindi back.
import { expect, runOnOwnSite, test } from '../support/fixtures';
import type { Page } from 'playwright-core';
import { codeFromOutbox, logIn, mailFromOutbox, waitForHash } from '../support/outbox-user';

runOnOwnSite();

/** The shell's header and switch, the catalogue's home, the account's pages, the api's mail. */
const AREAS = { tag: ['@shell', '@catalogue', '@account', '@api'] };

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const hindiNav = (page: Page) =>
  page
    .getByRole('navigation', { name: 'मुख्य', exact: true })
    .getByRole('link', { name: 'होम', exact: true });

test.describe("the account's language", AREAS, () => {
  test('registers in Hindi, gets Hindi mail and messages, and finds Hindi again in a fresh browser', async ({
    browser,
    site,
  }) => {
    const username = `meera${Date.now().toString(36)}`;
    const email = `${username}@example.test`;
    const password = 'Secret123';
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(site.baseUrl);
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await hindiNav(page).waitFor();

    // The register form (its own texts are not in Hindi yet) sends the page's language.
    await page.goto(`${site.baseUrl}/#/register`);
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Normal User/ }).check();
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Verification code').waitFor();

    const mail = await mailFromOutbox(site.outbox, email);
    expect(mail.text).toContain('आपका वेरिफ़िकेशन कोड है:');
    expect(mail.html).toContain('<html lang="hi">');
    const code = await codeFromOutbox(site.outbox, email);

    // A wrong code: the api's message, in Hindi.
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'ओटीपी गलत है' }).waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForHash(page, '#/login');

    // A wrong password: the api's message, in Hindi; then the right one.
    await logIn(page, username, 'Wrong1234');
    await page.getByRole('alert').filter({ hasText: 'यूज़रनेम या पासवर्ड गलत है' }).waitFor();
    await logIn(page, username, password);
    await waitForHash(page, '#/');
    await hindiNav(page).waitFor();

    await page.reload();
    expect(await htmlLang(page)).toBe('hi');
    await hindiNav(page).waitFor();
    await context.close();

    // Another browser, in English: logging in brings the account's Hindi.
    const fresh = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const other = await fresh.newPage();
    await other.goto(`${site.baseUrl}/#/login`);
    await other.getByLabel('Username or email').waitFor();
    expect(await htmlLang(other)).toBe('en');
    await logIn(other, username, password);
    await waitForHash(other, '#/');
    await other.waitForFunction(() => document.documentElement.lang === 'hi');
    await expect(other.getByRole('button', { name: 'मेनू', exact: true }).first()).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
    await fresh.close();
  });
});
