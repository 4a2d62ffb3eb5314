// The cart in a real browser against the composed site: a user created through the api (register,
// code from the outbox, verify), Add to cart while logged out goes to /login and back, the item
// lands in the cart, the header's count follows, and /cart changes quantities (a toast, refreshed
// rather than copied by the next change), totals, removes and clears; quick + clicks on a slow
// network end where the server is, with one toast per change.
import type { Page } from 'playwright-core';
import { expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';

runOnOwnSite();

test.describe('cart', { tag: ['@account', '@catalogue'] }, () => {
  test('adds a service from its page, shows the count, and works the cart', async ({
    browser,
    site,
  }) => {
    const account = await createVerifiedUser(
      site.baseUrl,
      site.outbox,
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
    expect(await amount('Subtotal').textContent()).toBe('₹2,998');
    expect(await amount('Tax (8%)').textContent()).toBe('₹240');
    expect(await amount('Total').textContent()).toBe('₹3,263');
    // One line beside the taller summary keeps its own height: stretched to the summary's, its
    // content would float in the middle of an empty box.
    const line = await main
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: 'House cleaning' }) })
      .boundingBox();
    const summaryBox = await summary.boundingBox();
    expect(line?.height).toBeLessThan((summaryBox?.height ?? 0) * 0.6);

    // A quantity change updates the totals and the header.
    await main.getByRole('button', { name: 'Increase quantity of House cleaning' }).click();
    await page.getByText('Quantity updated!').waitFor();
    await main.getByText('3 items in your cart').waitFor();
    expect(await amount('Subtotal').textContent()).toBe('₹4,497');
    expect(await amount('Total').textContent()).toBe('₹4,882');

    // Another change while that toast is up refreshes it instead of stacking a copy over the
    // cart: one toast, its time started again (the library draws it a new progress bar).
    const quantityToast = page.locator('.Toastify__toast', { hasText: 'Quantity updated!' });
    const firstBar = await quantityToast.locator('.Toastify__progress-bar--wrp').elementHandle();
    await main.getByRole('button', { name: 'Decrease quantity of House cleaning' }).click();
    await main.getByText('2 items in your cart').waitFor();
    // A copy would be drawn as soon as the change is answered.
    const seen: number[] = [];
    for (let sample = 0; sample < 5; sample += 1) {
      seen.push(await quantityToast.count());
      await page.waitForTimeout(100);
    }
    expect(Math.max(...seen), `toasts seen: ${seen.join(', ')}`).toBe(1);
    expect(await firstBar?.evaluate((bar) => bar.isConnected)).toBe(false);
    await expect(quantityToast).toHaveCount(0);

    // The cart is kept by the server: a reload shows the same.
    await page.reload();
    await main.getByText('2 items in your cart').waitFor();

    // Remove the line, add another from its page, then clear the cart.
    await main.getByRole('button', { name: 'Remove House cleaning' }).click();
    await page.getByText('Item removed from cart!').waitFor();
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    await page.goto(`${site.baseUrl}/#/maintenance/housekeeping-service`);
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    await page.goto(`${site.baseUrl}/#/cart`);
    await main.getByText('1 item in your cart').waitFor();
    await summary.getByRole('button', { name: 'Clear Cart' }).click();
    await page.getByText('Cart cleared!').waitFor();
    await main.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await amount('Total').textContent()).toBe('₹25');

    // The server agrees.
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const cart = await fetch(`${site.baseUrl}/api/v1/cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await cart.json()).toStrictEqual({
      success: true,
      cart: [],
      totalItems: 0,
      totalPrice: 0,
    });

    expect(consoleErrors).toStrictEqual([]);
    expect(foreignRequests).toStrictEqual([]);
    await page.close();
  });
});

test.describe('cart on a slow network', { tag: ['@account', '@catalogue'] }, () => {
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
