// The property marketplace in a real browser against the embedded server and its seeded demo
// listings: server-side filters compared with the api's own answer, filters surviving a reload,
// the gallery and full-screen viewer by keyboard, agent and visit enquiries stored (201), a
// logged-out heart found at /wishlist after login, and an unknown id.
import { areasOf } from '../support/areas';
import { expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import type { RunningSite } from '../support/server';

runOnOwnSite();

interface ApiProperty {
  id: number;
  name: string;
  images: string[];
  contact_agent: string | null;
  schedule_visit_enabled: boolean;
}

async function api<T>(site: RunningSite, url: string, token?: string): Promise<T> {
  const response = await fetch(`${site.baseUrl}/api/v1${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, `${url}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

async function openPage(browser: Browser, site: RunningSite, hash: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site.baseUrl}/#${hash}`);
  return page;
}

const cardNames = (page: Page) => page.locator('main article h3').allTextContents();

test.describe('real estate', { tag: ['@realestate'] }, () => {
  test('filters on the server, shows what the api answers, and keeps the filters on reload', async ({
    browser,
    site,
  }) => {
    const page = await openPage(browser, site, '/real-estate');
    const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
    const everything = await api<{ total: number }>(site, '/getAllProperties?page=1&limit=24');
    await page.getByText(`24 of ${everything.total} properties`).waitFor();

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: 'Premium (₹1Cr+)' }).click();
    await page.waitForFunction(() => location.hash.includes('price_range=premium'));
    // The bedrooms most premium listings have, by the counts the api shows beside the options.
    const premium = await api<{ facets: { bedrooms: Record<string, number> } }>(
      site,
      '/getAllProperties?price_range=premium&page=1&limit=24',
    );
    const [bhk = '3'] = Object.entries(premium.facets.bedrooms)
      .sort(([, a], [, b]) => b - a)
      .map(([n]) => n);
    await filters.getByRole('button', { name: `${bhk} BHK` }).click();
    const chosen = `price_range=premium&bedrooms=${bhk}`;
    await page.waitForFunction((query) => location.hash.includes(query), chosen);
    const expected = await api<{ data: ApiProperty[]; total: number }>(
      site,
      `/getAllProperties?${chosen}&page=1&limit=24`,
    );
    expect(
      expected.total > 0 && expected.total < everything.total,
      'the filter narrows the list',
    ).toBeTruthy();
    const count = `${expected.data.length} of ${expected.total} ${expected.total === 1 ? 'property' : 'properties'}`;
    await page.getByText(count, { exact: true }).waitFor();
    expect(await cardNames(page)).toStrictEqual(expected.data.map((p) => p.name));

    await page.reload();
    await page.getByText(count, { exact: true }).waitFor();
    expect(page.url()).toContain(chosen);
    expect(await cardNames(page)).toStrictEqual(expected.data.map((p) => p.name));
    expect(
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('button', { name: `${bhk} BHK` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(consoleErrors).toStrictEqual([]);
    expect(foreignRequests).toStrictEqual([]);
    await page.close();
  });

  test('walks the gallery and the viewer by keyboard and stores an agent enquiry and a visit request', async ({
    browser,
    site,
  }) => {
    const { data } = await api<{ data: ApiProperty[] }>(site, '/getAllProperties?page=1&limit=100');
    const property = data.find(
      (p) =>
        p.images.length >= 3 && p.schedule_visit_enabled && /[a-z]/i.test(p.contact_agent ?? ''),
    );
    expectTruthy(property, 'the demo data has a property with pictures, visits and a named agent');
    const n = property.images.length;
    const page = await openPage(browser, site, `/property-details/${property.id}`);
    const { consoleErrors } = watchPage(page, site.baseUrl);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: property.name }).waitFor();

    const frame = main.getByRole('group', { name: 'Picture; the left and right arrow keys move' });
    await frame.getByText(`1 / ${n}`).waitFor();
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await frame.getByText(`2 / ${n}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await frame.getByText(`${n} / ${n}`).waitFor();

    const fullScreen = main.getByRole('button', { name: 'View full screen' });
    await fullScreen.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `${property.name}: picture ${n} of ${n}` });
    await viewer.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${property.name}: picture 1 of ${n}` }).waitFor();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
        'focus stays in the viewer',
      ).toBeTruthy();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(
      await fullScreen.evaluate((el) => el === document.activeElement),
      'focus restored',
    ).toBeTruthy();

    await main.getByRole('button', { name: 'Contact Agent' }).click();
    const contact = page.getByRole('dialog', { name: `Contact the agent of ${property.name}` });
    await contact.getByLabel('Name').fill('Meera Joshi');
    await contact.getByLabel('Phone').fill('+91 98765 43210');
    await contact.getByLabel('Email').fill('meera@example.in');
    await contact.getByLabel('Message').fill('Is a site visit possible this week?');
    const agentSent = page.waitForResponse((r) => r.url().endsWith('/api/v1/enquiries'));
    await contact.getByRole('button', { name: 'Send Message' }).click();
    expect((await agentSent).status()).toBe(201);
    await page
      .getByText('Your message has been sent to the agent. They will contact you soon.')
      .waitFor();

    await main.getByRole('button', { name: 'Schedule Visit' }).click();
    const visit = page.getByRole('dialog', { name: `Schedule a visit to ${property.name}` });
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await visit.getByLabel('Date').fill(tomorrow);
    await visit.getByLabel('Time').fill('11:30');
    await visit.getByLabel('Name').fill('Meera Joshi');
    await visit.getByLabel('Phone').fill('9876543210');
    const visitSent = page.waitForResponse((r) => r.url().endsWith('/api/v1/enquiries'));
    await visit.getByRole('button', { name: 'Request Visit' }).click();
    expect((await visitSent).status()).toBe(201);
    await page.getByText(/Visit requested for .* at 11:30/).waitFor();
    expect(consoleErrors).toStrictEqual([]);
    await page.close();
  });

  test(
    'keeps a logged-out heart and shows it at /wishlist after logging in',
    areasOf('/login'),
    async ({ browser, site }) => {
      const account = await createVerifiedUser(
        site.baseUrl,
        site.outbox,
        `ravi${Date.now().toString(36)}`,
      );
      const page = await openPage(browser, site, '/real-estate');
      const first = page.locator('main article').first();
      const name = (await first.locator('h3').textContent()) ?? '';
      await first.getByRole('button', { name: `Save ${name} to wishlist` }).click();
      await page.getByText('Added to wishlist').first().waitFor();
      expect((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '').toMatch(
        /^\[\d+\]$/,
      );

      await page.goto(`${site.baseUrl}/#/wishlist`);
      await page.locator('main').getByRole('link', { name }).waitFor();
      await page.locator('main').getByRole('link', { name: 'Log in' }).click();
      await waitForHash(page, '#/login?redirect=%2Fwishlist');
      await page.getByLabel('Username or email').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await waitForHash(page, '#/wishlist');
      await page.getByText('1 saved property').waitFor();
      await page.locator('main').getByRole('link', { name }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe(null);
      const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
      const saved = await api<{ data: ApiProperty[] }>(site, '/wishlist', token);
      expect(saved.data.map((p) => p.name)).toStrictEqual([name]);
      await page.close();
    },
  );

  test("shows 'Property Not Found' for an unknown id", async ({ browser, site }) => {
    const page = await openPage(browser, site, '/property-details/99999999');
    await page.getByRole('heading', { name: 'Property Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await waitForHash(page, '#/real-estate');
    await page.close();
  });
});
