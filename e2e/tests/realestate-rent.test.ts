// A tenant's search in a real browser against the embedded server and its seeded listings: the
// Rent tab, a maximum budget typed as '25k', the counts beside the options as the api counts
// them, and a rental's page with its rent, deposit and facts.
import { expect, test, runOnOwnSite } from '../support/fixtures';
import { watchPage } from '../support/browser';

runOnOwnSite();

interface ListAnswer {
  data: { id: number; name: string; purpose: string; price_value: number; deposit: string }[];
  total: number;
  facets: { furnishing: Record<string, number> };
}

test(
  'searches Rent with a budget typed as 25k and opens a result',
  { tag: ['@realestate'] },
  async ({ browser, site }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/#/real-estate`);
    await page.locator('main article').first().waitFor();

    await page
      .getByRole('group', { name: 'Looking to' })
      .getByRole('button', { name: 'Rent', exact: true })
      .click();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Max budget' }).fill('25k');
    await page.waitForFunction(() => location.hash.includes('purpose=rent&budget_max=25000'));

    const response = await fetch(
      `${site.baseUrl}/api/v1/getAllProperties?purpose=rent&budget_max=25000&page=1&limit=24`,
    );
    const expected = (await response.json()) as ListAnswer;
    expect(
      expected.total,
      'the seeded rentals include some within ₹25,000 a month',
    ).toBeGreaterThan(0);
    expect(expected.data.every((p) => p.purpose === 'rent' && p.price_value <= 25_000)).toBe(true);
    const count = `${expected.data.length} of ${expected.total} ${expected.total === 1 ? 'property' : 'properties'}`;
    await page.getByText(count, { exact: true }).waitFor();
    expect(await page.locator('main article h3').allTextContents()).toEqual(
      expected.data.map((p) => p.name),
    );
    // The counts beside the options are the api's for this search.
    const furnished = expected.facets.furnishing.furnished ?? 0;
    await filters.getByRole('button', { name: 'Furnishing' }).click();
    await filters.getByRole('button', { name: `Furnished (${furnished})`, exact: true }).waitFor();

    const first = expected.data[0];
    if (!first) throw new Error('no rental to open');
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    const panel = page.getByRole('complementary', { name: 'Property details' });
    await expect(panel.getByText('/month')).toBeVisible();
    await expect(panel.getByRole('definition').filter({ hasText: first.deposit })).toBeVisible();
    await expect(panel.getByText('Posted by', { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await page.close();
  },
);
