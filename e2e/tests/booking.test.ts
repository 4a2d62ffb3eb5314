// Checkout and bookings in a real browser against the composed site: a customer adds two
// services, checks out with a new address and a slot, sees the confirmation and the e-mail in
// the outbox, finds the booking in My bookings and cancels it; the admin confirms another
// booking on the Bookings tab and the customer sees it confirmed.
// E2E_SCREENSHOT_DIR set: each page is also saved at 390 and 1280 px wide for a person to look at.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import type { Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { createVerifiedUser, logIn, waitForHash } from '../support/outbox-user';

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** Saves the page at a phone's and a laptop's width (only when E2E_SCREENSHOT_DIR is set). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The subject lines of the outbox's messages to `email`, waiting for `expected`. */
async function outboxSubject(outbox: string, email: string, expected: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      .find((text) => text.includes(`Subject: ${expected}`) && text.includes(email));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${expected}" to ${email}`);
}

/** A booking made through the api, as the checkout page makes it. */
async function bookThroughApi(baseUrl: string, username: string, password: string) {
  const call = (url: string, init: RequestInit = {}, token?: string) =>
    fetch(`${baseUrl}/api/v1${url}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const login = await call('/simple-login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await login.json()) as { token: string };
  await call(
    '/cart/addToCart',
    {
      method: 'POST',
      body: JSON.stringify({ item_type: 'service', item_id: 'service:plumbing' }),
    },
    token,
  );
  // The checkout sends the lines it showed, at the prices it showed.
  const { cart } = (await (await call('/cart', {}, token)).json()) as {
    cart: { id: number; item_price: string; quantity: number }[];
  };
  const shownLines = cart.map((line) => ({
    cart_id: line.id,
    unit_price: Number(line.item_price),
    quantity: line.quantity,
  }));
  const slots = (await (await call('/bookings/slots', {}, token)).json()) as {
    days: { date: string; slots: { time: string; available: boolean }[] }[];
  };
  const day = slots.days.find((d) => d.slots.some((s) => s.available));
  const slot = day?.slots.find((s) => s.available);
  expectTruthy(day && slot, 'an open slot');
  const booked = await call(
    '/bookings',
    {
      method: 'POST',
      headers: { 'idempotency-key': `e2e-${Date.now().toString(36)}` },
      body: JSON.stringify({
        address: {
          house: '7',
          street: 'Park Street',
          area: 'Salt Lake',
          city: 'Kolkata',
          pincode: '700091',
        },
        date: day.date,
        slot: slot.time,
        phone: '9123456780',
        payment: 'pay_after_service',
        shown_lines: shownLines,
      }),
    },
    token,
  );
  expect(booked.status, await booked.clone().text()).toBe(201);
  return ((await booked.json()) as { booking: { id: number; number: string } }).booking;
}

runOnOwnSite();

test.describe('checkout and bookings', { tag: ['@account', '@catalogue'] }, () => {
  test('checks out, shows the booking and its e-mail, lists it and cancels it', async ({
    browser,
    site,
  }) => {
    const account = await createVerifiedUser(
      site.baseUrl,
      site.outbox,
      `nisha${Date.now().toString(36)}`,
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
    const main = page.locator('main');

    await page.goto(`${site.baseUrl}/#/login`);
    await logIn(page, account.username, account.password);
    await waitForHash(page, '#/');
    for (const service of ['plumbing', 'electrician']) {
      await page.goto(`${site.baseUrl}/#/services/${service}`);
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Added to cart', { exact: true }).first().waitFor();
    }

    // The cart's Proceed to Checkout leads to /checkout.
    await page.goto(`${site.baseUrl}/#/cart`);
    await main.getByText('2 items in your cart').waitFor();
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await waitForHash(page, '#/checkout');
    const summary = main.getByRole('complementary', { name: 'Your booking' });
    // ₹299 + ₹249 = ₹548; tax 8 % = 43.84 -> ₹44; + ₹25 = ₹617.
    await summary.getByText('₹617').waitFor();

    await main.getByLabel('House/flat').fill('Flat 4B, Lotus Residency');
    await main.getByLabel('Street').fill('12th Main Road');
    await main.getByLabel('Area').fill('Indiranagar');
    await main.getByLabel('City').fill('Bengaluru');
    await main.getByLabel('PIN code').fill('560038');
    await main.getByRole('radiogroup', { name: 'Date' }).getByRole('radio').nth(1).check();
    const slots = main.getByRole('radiogroup', { name: 'Time slot (India Standard Time)' });
    await slots.locator('input:not([disabled])').first().check();
    await main.getByLabel('Contact phone').fill('98765 43210');
    await main.getByLabel('Note for the professional (optional)').fill('Gate code 1234');
    await shoot(page, 'checkout');
    await main.getByRole('button', { name: 'Confirm booking' }).click();

    // The booking page with its confirmation.
    await page.waitForFunction(() => /^#\/bookings\/\d+$/.test(window.location.hash));
    const heading = main.getByRole('heading', { level: 1, name: /^Booking BK-\d{6}$/ });
    const number = (await heading.textContent())?.replace('Booking ', '') ?? '';
    await main.getByText(`Thank you! Booking ${number} is received.`, { exact: false }).waitFor();
    await main.getByText('Requested').waitFor();
    await shoot(page, 'booking');
    const mail = await outboxSubject(site.outbox, account.email, `Booking ${number} received`);
    expect(mail).toMatch(/Flat 4B, Lotus Residency/);

    // The cart is empty now, and My bookings in the header lists the booking.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Account menu for/ }).click();
    await banner.getByRole('link', { name: 'My bookings' }).click();
    await waitForHash(page, '#/bookings');
    await main.getByRole('heading', { name: new RegExp(`^${number}`) }).waitFor();
    await shoot(page, 'bookings');
    await main.getByRole('link', { name: `View booking ${number}` }).click();

    // Cancel, with the second step.
    await main.getByRole('button', { name: 'Cancel booking' }).click();
    await main.getByRole('button', { name: 'Yes, cancel it' }).click();
    await main.getByText('Cancelled', { exact: true }).waitFor();
    await outboxSubject(site.outbox, account.email, `Booking ${number} is cancelled`);

    expect(consoleErrors).toStrictEqual([]);
    expect(foreignRequests).toStrictEqual([]);
    await page.close();
  });

  test(
    'lets the admin confirm a booking, and the customer sees it confirmed',
    { tag: '@admin' },
    async ({ browser, site }) => {
      const account = await createVerifiedUser(
        site.baseUrl,
        site.outbox,
        `arjun${Date.now().toString(36)}`,
      );
      const booking = await bookThroughApi(site.baseUrl, account.username, account.password);

      const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const adminWatch = watchPage(admin, site.baseUrl);
      await admin.goto(`${site.baseUrl}/#/login?redirect=%2Fadmin%2Fbookings`);
      await logIn(admin, ADMIN.username, ADMIN.password);
      await waitForHash(admin, '#/admin/bookings');
      const item = admin.getByRole('listitem', { name: new RegExp(`^${booking.number} for`) });
      await item.waitFor();
      await shoot(admin, 'admin-bookings');
      await item.getByRole('button', { name: `Confirm ${booking.number}` }).click();
      await admin.getByText(`${booking.number}: Booking marked confirmed`).waitFor();
      await item.getByText('Confirmed', { exact: true }).waitFor();
      await outboxSubject(site.outbox, account.email, `Booking ${booking.number} is confirmed`);

      const customer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const customerWatch = watchPage(customer, site.baseUrl);
      await customer.goto(`${site.baseUrl}/#/login?redirect=%2Fbookings%2F${booking.id}`);
      await logIn(customer, account.username, account.password);
      await waitForHash(customer, `#/bookings/${booking.id}`);
      await customer.locator('main').getByText('Confirmed', { exact: true }).waitFor();

      expect(adminWatch.consoleErrors).toStrictEqual([]);
      expect(customerWatch.consoleErrors).toStrictEqual([]);
      await admin.close();
      await customer.close();
    },
  );
});
