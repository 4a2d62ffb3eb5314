// The cart in a real browser against the composed site: a user created through the api (register,
// code from the outbox, verify), Add to cart while logged out goes to /login and back, the item
// lands in the cart, the header's count follows, and /cart changes quantities, totals, removes
// and clears.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserSkipReason, launchBrowser, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;
const PASSWORD = 'Secret123';

/** The code of the newest outbox mail to `email` (the embedded default writes .eml files). */
async function codeFromOutbox(outbox: string, email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(outbox, { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.eml'))
      .map((f) => readFileSync(path.join(outbox, f.name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((text) => text.toLowerCase().includes(email.toLowerCase()));
    const code = files.map((text) => /code\D{0,60}?\b(\d{6})\b/i.exec(text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
}

/** Registers and verifies an account through the api, as the register page would. */
async function createVerifiedUser(baseUrl: string, outbox: string, username: string) {
  const email = `${username}@example.test`;
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/simple-register', {
    username,
    email,
    password: PASSWORD,
    role: 'user',
  });
  assert.equal(registered.status, 201, await registered.text());
  const otp = await codeFromOutbox(outbox, email);
  const verified = await post('/verify-otp', { email, otp });
  assert.equal(verified.status, 200, await verified.text());
  return { username, email, password: PASSWORD };
}

async function waitForHash(page: Page, hash: string) {
  await page.waitForFunction((expected) => window.location.hash === expected, hash, {
    timeout: 15_000,
  });
}

describe('cart', { skip }, () => {
  let site: RunningSite;
  let browser: Browser;
  let outbox: string;

  before(async () => {
    outbox = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-outbox-'));
    // No SMTP_URL: the api writes each mail to the outbox folder.
    site = await startSite({ OUTBOX_DIR: outbox, SMTP_URL: '' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('adds a service from its page, shows the count, and works the cart', async () => {
    const account = await createVerifiedUser(
      site.baseUrl,
      outbox,
      `meera${Date.now().toString(36)}`,
    );
    const page = await browser.newPage();
    const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
    const main = page.locator('main');
    const banner = page.getByRole('banner');

    // Logged out: Add to cart goes to the login page, which comes back to the service.
    await page.goto(`${site.baseUrl}/#/services/house-cleaning`);
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await waitForHash(page, '#/login');
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForHash(page, '#/services/house-cleaning');

    // Logged in: added, twice, and the header's My Cart count follows.
    const add = main.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    await add.click();
    const accountMenu = banner.getByRole('button', { name: /Account menu for/ });
    await accountMenu.click();
    await banner.getByRole('link', { name: 'My Cart (2 items)' }).waitFor();

    // The cart page: the line, its total and the order summary in rupees.
    await banner.getByRole('link', { name: 'My Cart (2 items)' }).click();
    await waitForHash(page, '#/cart');
    await main.getByRole('heading', { level: 1, name: 'SHOPPING CART' }).waitFor();
    await main.getByText('2 items in your cart').waitFor();
    await main.getByRole('heading', { name: 'House cleaning' }).waitFor();
    const summary = main.getByRole('complementary', { name: 'Order Summary' });
    const amount = (term: string) =>
      summary
        .locator('dt')
        .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
        .locator('xpath=following-sibling::dd[1]');
    // 2 x ₹1,499 = ₹2,998; tax 8 % = 239.84 -> ₹240; + ₹25 fee = ₹3,263.
    assert.equal(await amount('Subtotal').textContent(), '₹2,998');
    assert.equal(await amount('Tax (8%)').textContent(), '₹240');
    assert.equal(await amount('Total').textContent(), '₹3,263');

    // A quantity change updates the totals and the header.
    await main.getByRole('button', { name: 'Increase quantity of House cleaning' }).click();
    await page.getByText('Quantity updated!').waitFor();
    await main.getByText('3 items in your cart').waitFor();
    assert.equal(await amount('Subtotal').textContent(), '₹4,497');
    assert.equal(await amount('Total').textContent(), '₹4,882');

    // The cart is kept by the server: a reload shows the same.
    await page.reload();
    await main.getByText('3 items in your cart').waitFor();

    // Remove the line, add another from its page, then clear the cart.
    await main.getByRole('button', { name: 'Remove House cleaning' }).click();
    await page.getByText('Item removed from cart!').waitFor();
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    await page.goto(`${site.baseUrl}/#/maintenance/security-service`);
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    await page.goto(`${site.baseUrl}/#/cart`);
    await main.getByText('1 item in your cart').waitFor();
    await summary.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByText('Cart cleared!').waitFor();
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    assert.equal(await amount('Total').textContent(), '₹25');

    // The server agrees.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const cart = await fetch(`${site.baseUrl}/api/v1/cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(await cart.json(), {
      success: true,
      cart: [],
      totalItems: 0,
      totalPrice: 0,
    });

    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(foreignRequests, []);
    await page.close();
  });
});
