// The account's language in a real browser: Hindi chosen on /, a registration whose code comes by
// e-mail in Hindi, the api's error messages in Hindi, a service booked through the Hindi cart and
// checkout with its confirmation e-mail in Hindi, a reload that stays Hindi, and a login from a
// fresh browser that brings the account's Hindi back.
import { expect, runOnOwnSite, test } from '../support/fixtures';
import type { Page } from 'playwright-core';
import { codeFromOutbox, logIn, mailFromOutbox, waitForHash } from '../support/outbox-user';
import AUTH_HI from '../../mfe-account/src/features/auth/messages.hi';
import BOOKINGS_HI from '../../mfe-account/src/features/bookings/messages.hi';
import CART_HI from '../../mfe-account/src/features/cart/messages.hi';
import CHECKOUT_HI from '../../mfe-account/src/features/checkout/messages.hi';
import PRICE_ACTION_HI from '../../mfe-catalogue/src/components/price-action/messages.hi';

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

    // The register form, in Hindi, sends the page's language.
    const { register, otp, login, roles } = AUTH_HI;
    await page.goto(`${site.baseUrl}/#/register`);
    await page.getByLabel(register.usernameLabel, { exact: true }).fill(username);
    await page.getByLabel(register.emailLabel, { exact: true }).fill(email);
    await page.getByLabel(register.passwordLabel, { exact: true }).fill(password);
    await page.getByLabel(register.confirmPasswordLabel, { exact: true }).fill(password);
    await page.getByRole('button', { name: register.next }).click();
    await page.getByRole('radio', { name: new RegExp(roles[0].title) }).check();
    await page.getByRole('checkbox', { name: new RegExp(register.termsPrefix) }).check();
    await page.getByRole('button', { name: register.submit }).click();
    await page.getByLabel(otp.codeLabel).waitFor();

    const mail = await mailFromOutbox(site.outbox, email);
    expect(mail.text).toContain('आपका वेरिफ़िकेशन कोड है:');
    expect(mail.html).toContain('<html lang="hi">');
    const code = await codeFromOutbox(site.outbox, email);

    // A wrong code: the api's message, in Hindi.
    await page.getByLabel(otp.codeLabel).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: otp.submit }).click();
    await page.getByRole('alert').filter({ hasText: 'ओटीपी गलत है' }).waitFor();
    await page.getByLabel(otp.codeLabel).fill(code);
    await page.getByRole('button', { name: otp.submit }).click();
    await waitForHash(page, '#/login');

    // A wrong password: the api's message, in Hindi; then the right one.
    const logInHindi = async (secret: string) => {
      await page.getByLabel(login.usernameLabel).fill(username);
      await page.getByLabel(login.passwordLabel, { exact: true }).fill(secret);
      await page.getByRole('button', { name: login.submit, exact: true }).click();
    };
    await logInHindi('Wrong1234');
    await page.getByRole('alert').filter({ hasText: 'यूज़रनेम या पासवर्ड गलत है' }).waitFor();
    await logInHindi(password);
    await waitForHash(page, '#/');
    await hindiNav(page).waitFor();

    // A service booked in Hindi: the cart, the checkout, the booking page and its e-mail.
    const main = page.locator('main');
    await page.goto(`${site.baseUrl}/#/services/plumbing`);
    await main.getByRole('button', { name: PRICE_ACTION_HI.cart.add }).click();
    await page.getByText(PRICE_ACTION_HI.cart.added, { exact: true }).first().waitFor();
    await page.goto(`${site.baseUrl}/#/cart`);
    await main.getByText(CART_HI.text.count(1)).waitFor();
    await main.getByRole('button', { name: CART_HI.text.checkout }).click();
    await waitForHash(page, '#/checkout');
    const checkout = CHECKOUT_HI.text;
    await main.getByLabel(checkout.house).fill('फ़्लैट 4B, लोटस रेज़िडेंसी');
    await main.getByLabel(checkout.street).fill('12वीं मेन रोड');
    await main.getByLabel(checkout.area).fill('अरेरा कॉलोनी');
    await main.getByLabel(checkout.city).fill('भोपाल');
    await main.getByLabel(checkout.pincode).fill('462016');
    await main.getByRole('radiogroup', { name: checkout.date }).getByRole('radio').nth(1).check();
    const slots = main.getByRole('radiogroup', { name: checkout.slot });
    await slots.locator('input:not([disabled])').first().check();
    await main.getByLabel(checkout.phone).fill('98765 43210');
    await main.getByRole('button', { name: checkout.confirm }).click();
    await page.waitForFunction(() => /^#\/bookings\/\d+$/.test(window.location.hash));
    const heading = main.getByRole('heading', { level: 1, name: /^बुकिंग BK-\d{6}$/ });
    const number = (await heading.textContent())?.replace('बुकिंग ', '') ?? '';
    await main.getByText(BOOKINGS_HI.text.confirmation(number)).waitFor();
    await main.getByText(BOOKINGS_HI.text.statusLabels.requested).first().waitFor();
    const confirmation = await mailFromOutbox(site.outbox, email, (m) => m.text.includes(number));
    expect(confirmation.text).toContain('बुकिंग के लिए धन्यवाद।');
    expect(confirmation.text).toContain('फ़्लैट 4B, लोटस रेज़िडेंसी');
    expect(confirmation.text).toMatch(
      /(सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि), \d+ \S+ 20\d\d, [\d:]+ - [\d:]+ IST/,
    );
    expect(confirmation.html).toContain('<html lang="hi">');

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
