// The property marketplace in Hindi, in a real browser against the embedded server and its seeded
// listings: a `?lang=hi` link opens the listing in Hindi, the Rent tab and a filter narrow it, the
// budget box complains in Hindi, a property's page shows its labels and its price in lakh and
// crore, and the api's answer to an enquiry on a listing removed meanwhile comes in Hindi.
import { expect, expectTruthy, runOnOwnSite, test } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { ADMIN, type RunningSite } from '../support/server';
import { formatListingPrice } from '../../shared/src/contracts-properties';
import CARDS from '../../mfe-realestate/src/components/messages.hi';
import LISTING from '../../mfe-realestate/src/features/listing/messages.hi';
import DETAIL from '../../mfe-realestate/src/features/property-detail/messages.hi';

runOnOwnSite();

interface ApiProperty {
  id: number;
  name: string;
  purpose: 'sale' | 'rent';
  price_value: number | null;
  contact_agent: string | null;
  property_type: string | null;
}

async function api<T>(site: RunningSite, url: string): Promise<T> {
  const response = await fetch(`${site.baseUrl}/api/v1${url}`);
  expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function adminToken(site: RunningSite): Promise<string> {
  const answer = await fetch(`${site.baseUrl}/api/v1/simple-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await answer.json()) as { token?: string };
  expectTruthy(token, 'the administrator logs in');
  return token;
}

test.describe('real estate in Hindi', { tag: ['@realestate', '@api'] }, () => {
  test('searches, filters, reads a property and an api answer in Hindi', async ({
    browser,
    site,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/?lang=hi#/real-estate`);
    const { listing } = LISTING;
    await page.getByRole('heading', { level: 1, name: listing.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const everything = await api<{ total: number }>(site, '/getAllProperties?page=1&limit=24');
    await page.getByText(listing.count(24, everything.total), { exact: true }).waitFor();

    // The Rent tab, then a filter: the list follows, counted in Hindi.
    const tabs = page.getByRole('group', { name: listing.purposeLabel });
    await tabs.getByRole('button', { name: listing.purposes.rent }).click();
    await page.waitForFunction(() => location.hash.includes('purpose=rent'));
    const filters = page.getByRole('complementary', { name: listing.filters });
    const types = filters.getByRole('group', { name: listing.propertyType });
    await types
      .getByRole('button', { name: new RegExp(`^${CARDS.facts.labels.type.apartment}`) })
      .click();
    await page.waitForFunction(() => location.hash.includes('type=apartment'));
    const rentals = await api<{ data: ApiProperty[]; total: number }>(
      site,
      '/getAllProperties?purpose=rent&type=apartment&page=1&limit=24',
    );
    expect(rentals.total, 'some apartments to rent').toBeGreaterThan(0);
    await page
      .getByText(listing.count(rentals.data.length, rentals.total), { exact: true })
      .waitFor();
    const [firstRental] = rentals.data;
    expectTruthy(firstRental?.price_value, 'a rental with a rent');
    await expect(
      page.getByText(formatListingPrice(firstRental.price_value, 'rent', 'hi')).first(),
    ).toBeVisible();

    // The budget box says in Hindi what it cannot read.
    await filters.getByRole('textbox', { name: listing.budgetMin }).fill('30-50L');
    await expect(filters.getByRole('alert')).toHaveText(listing.budgetUnreadable);

    // A property for sale whose agent is a name (the contact form), priced in lakh or crore.
    const sales = await api<{ data: ApiProperty[] }>(site, '/getAllProperties?page=1&limit=100');
    const sale = sales.data.find(
      (p) =>
        p.purpose === 'sale' &&
        p.price_value !== null &&
        p.price_value >= 1_00_000 &&
        p.property_type !== null &&
        /[a-z]/i.test(p.contact_agent ?? ''),
    );
    expectTruthy(sale?.price_value, 'a sale listing whose agent is a name');
    await page.goto(`${site.baseUrl}/#/property-details/${sale.id}`);
    const panel = page.getByRole('complementary', { name: DETAIL.details });
    await panel.getByRole('heading', { level: 1, name: sale.name }).waitFor();
    const price = formatListingPrice(sale.price_value, 'sale', 'hi');
    expect(price).toMatch(/ (लाख|करोड़)$/);
    // The price, with its price per sq ft under it.
    await expect(panel.getByText(price).first()).toBeVisible();
    await expect(panel.getByText(CARDS.facts.type, { exact: true })).toBeVisible();
    const typeName =
      CARDS.facts.labels.type[sale.property_type as keyof typeof CARDS.facts.labels.type];
    await expect(panel.getByText(typeName, { exact: true })).toBeVisible();
    await expect(panel.getByText(DETAIL.listed, { exact: true })).toBeVisible();

    // The agent's form; the listing is removed before it is sent: the api's 404, in Hindi.
    await panel.getByRole('button', { name: DETAIL.contactAgent }).click();
    const form = page.getByRole('dialog', { name: DETAIL.form.contactTitle(sale.name) });
    await form.getByRole('textbox', { name: DETAIL.form.name }).fill('रवि शर्मा');
    await form.getByRole('textbox', { name: DETAIL.form.phone }).fill('98765 43210');
    await form.getByRole('textbox', { name: DETAIL.form.email }).fill('ravi@example.test');
    const removed = await fetch(`${site.baseUrl}/api/v1/deleteProperty/${sale.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${await adminToken(site)}` },
    });
    expect(removed.status, await removed.text()).toBe(200);
    await form.getByRole('button', { name: DETAIL.form.send }).click();
    await expect(page.getByText('प्रॉपर्टी नहीं मिली', { exact: true })).toBeVisible();
    // The form keeps what was typed.
    await expect(form.getByRole('textbox', { name: DETAIL.form.name })).toHaveValue('रवि शर्मा');
    expect(consoleErrors.filter((text) => !/404/.test(text))).toEqual([]);
    await page.close();
  });
});
