// The business edits its catalogue against the real api and database: an admin reprices a service,
// hides another and adds a construction package with a picture, then publishes; a visitor on a
// phone sees all three, a customer with the old price in the cart is told before checkout, and
// restoring the previous version undoes it. A monthly service asks for a start date and becomes a
// subscription request, never a slot booking. (The Catalogue tab's own screens have component tests.)
import { NEW_PACKAGE } from '../../api/test/support/new-package';
import { ADMIN, expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import { createVerifiedUser, logIn, waitForHash } from '../support/outbox-user';

runOnOwnSite();

const PHONE = { width: 390, height: 844 };
// A 1 x 1 PNG: the api re-encodes whatever picture it accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Item {
  id: number;
  key: string;
  revision: number;
  visible: boolean;
  body: Record<string, unknown> & { price: Record<string, unknown> };
}

function apiOf(baseUrl: string) {
  return async (path: string, token: string | null, init: RequestInit = {}) => {
    const json = typeof init.body === 'string';
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      ...init,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    const text = await response.text();
    expect(response.ok, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(true);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

test.describe(
  'the business edits its catalogue',
  { tag: ['@catalogue', '@account', '@api'] },
  () => {
    test.describe.configure({ timeout: 120_000 });

    test('a publish shows on a phone, the cart tells the new price, a restore undoes it', async ({
      browser,
      site,
    }) => {
      const api = apiOf(site.baseUrl);
      const tokenOf = async (username: string, password: string) =>
        (await api('/simple-login', null, {
          method: 'POST',
          body: JSON.stringify({ username, password }),
        })) as { token: string };
      const customer = await createVerifiedUser(site.baseUrl, site.outbox, 'kiran');
      const { token: customerToken } = await tokenOf(customer.username, customer.password);
      await api('/cart/addToCart', customerToken, {
        method: 'POST',
        body: JSON.stringify({ item_type: 'service', item_id: 'service:plumbing' }),
      });

      const { token: admin } = await tokenOf(ADMIN.username, ADMIN.password);
      const { items } = (await api('/admin/catalogue/items?kind=service', admin)) as {
        items: Item[];
      };
      const plumbing = items.find((item) => item.key === 'service:plumbing');
      const electrician = items.find((item) => item.key === 'service:electrician');
      expectTruthy(plumbing && electrician, 'the seeded plumbing and electrician services');
      expect(plumbing.body.price.amount).toBe(299);
      await api(`/admin/catalogue/items/${plumbing.id}`, admin, {
        method: 'PUT',
        body: JSON.stringify({
          revision: plumbing.revision,
          visible: true,
          body: { ...plumbing.body, price: { ...plumbing.body.price, amount: 349 } },
        }),
      });
      await api(`/admin/catalogue/items/${electrician.id}`, admin, {
        method: 'PUT',
        body: JSON.stringify({
          revision: electrician.revision,
          visible: false,
          body: electrician.body,
        }),
      });
      const form = new FormData();
      form.append('imageFile', new Blob([PNG], { type: 'image/png' }), 'diamond.png');
      const { pictures } = (await api('/admin/catalogue/pictures', admin, {
        method: 'POST',
        body: form,
      })) as { pictures: string[] };
      const picture = pictures[0];
      expectTruthy(picture, 'the stored picture');
      await api('/admin/catalogue/items', admin, {
        method: 'POST',
        body: JSON.stringify(NEW_PACKAGE(picture)),
      });
      const { versions: before } = (await api('/admin/catalogue/versions', admin)) as {
        versions: { id: number }[];
      };
      await api('/admin/catalogue/publish', admin, { method: 'POST' });

      // A visitor on a phone.
      const visitorContext = await browser.newContext({ viewport: PHONE });
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${site.baseUrl}/#/services/plumbing`);
      await expect(visitor.locator('main')).toContainText('₹349');
      await visitor.goto(`${site.baseUrl}/#/constructions`);
      const diamond = visitor.getByRole('heading', { name: 'Diamond Package' });
      await expect(diamond).toBeVisible();
      await expect(
        visitor.locator(`main img[src*="${picture.replace(/-\d+\.webp$/, '')}"]`),
      ).not.toHaveCount(0);
      await visitor.goto(`${site.baseUrl}/#/services/electrician`);
      await expect(visitor.locator('main h1').first()).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'Electrician', exact: true })).toHaveCount(
        0,
      );

      // The customer sees the change before checkout.
      const shopperContext = await browser.newContext({ viewport: PHONE });
      const shopper = await shopperContext.newPage();
      await shopper.goto(`${site.baseUrl}/#/login`);
      await logIn(shopper, customer.username, customer.password);
      await waitForHash(shopper, '#/');
      await shopper.goto(`${site.baseUrl}/#/cart`);
      await expect(shopper.getByText('Price changed from ₹299 to ₹349')).toBeVisible();

      // Restoring the version shown before brings back the old price, the hidden service, no package.
      const previous = before[0];
      expectTruthy(previous, 'a version published before');
      await api(`/admin/catalogue/versions/${previous.id}/restore`, admin, { method: 'POST' });
      await visitor.goto(`${site.baseUrl}/#/services/plumbing`);
      await visitor.reload();
      await expect(visitor.locator('main')).toContainText('₹299');
      await visitor.goto(`${site.baseUrl}/#/services/electrician`);
      await expect(
        visitor.getByRole('heading', { name: 'Electrician', exact: true }),
      ).toBeVisible();
      await visitor.goto(`${site.baseUrl}/#/constructions`);
      await expect(visitor.getByRole('heading', { name: 'Gold Package' }).first()).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'Diamond Package' })).toHaveCount(0);
      await visitorContext.close();
      await shopperContext.close();
    });

    test('a monthly service asks for a start date and sends a subscription request', async ({
      browser,
      site,
    }) => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/#/maintenance/security-service`);
      await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Subscribe' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Subscribe to Security Service' });
      await expect(dialog).toBeVisible();
      const start = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10);
      await dialog.getByLabel('Your name').fill('Meera Joshi');
      await dialog.getByLabel('Phone').fill('9123456780');
      await dialog.getByLabel('Start date').fill(start);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(
        page.getByText("Subscription request received. We'll call you to confirm the start."),
      ).toBeVisible();
      await context.close();

      const api = apiOf(site.baseUrl);
      const { token } = (await api('/simple-login', null, {
        method: 'POST',
        body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
      })) as { token: string };
      const { data } = (await api('/enquiries', token)) as {
        data: { type: string; payload: Record<string, unknown> }[];
      };
      const request = data.find((enquiry) => enquiry.payload.name === 'Meera Joshi');
      expect(request?.type).toBe('subscription');
      expect(request?.payload).toMatchObject({
        item_key: 'maintenance:security-service',
        price: '₹15,000 per month',
        start_date: start,
      });
    });
  },
);
