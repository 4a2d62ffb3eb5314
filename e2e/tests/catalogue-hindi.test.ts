// Catalogue content in Hindi against the real api and database: an admin writes a service's
// Hindi name in the Catalogue tab's Hindi fields and publishes; a visitor on a ?lang=hi link sees
// it, the seeded Hindi of the other services, and the English of the one left without Hindi.
import { ADMIN, expect, test, runOnOwnSite } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { logIn, waitForHash } from '../support/outbox-user';

runOnOwnSite();

test.describe('catalogue content in Hindi', { tag: ['@admin', '@catalogue', '@account'] }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin writes a Hindi name, a Hindi visitor sees it and the English of an item without', async ({
    browser,
    site,
  }) => {
    const admin = await browser.newPage();
    const { consoleErrors } = watchPage(admin, site.baseUrl);
    await admin.goto(`${site.baseUrl}/#/admin/catalogue`);
    await waitForHash(admin, '#/login?redirect=%2Fadmin%2Fcatalogue');
    await logIn(admin, ADMIN.username, ADMIN.password);
    await waitForHash(admin, '#/admin/catalogue');

    // The seeded service left without Hindi is marked.
    const waterProofing = admin.getByRole('listitem', { name: 'Water proofing' });
    await expect(waterProofing.getByText('No Hindi')).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByText('1 item lacks Hindi texts.')).toBeVisible();

    const plumbing = admin.getByRole('listitem', { name: 'Plumbing' });
    await plumbing.getByRole('button', { name: 'Edit' }).click();
    await admin
      .getByRole('group', { name: 'Texts in' })
      .getByRole('button', { name: 'हिंदी' })
      .click();
    const name = admin.getByLabel('Name in Hindi');
    await expect(name).toHaveValue('प्लंबिंग');
    await name.fill('नल और पाइप का काम');
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await expect(admin.getByText('Draft saved')).toBeVisible();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(admin.getByText('Catalogue published')).toBeVisible();
    expect(consoleErrors).toEqual([]);

    const visitor = await browser.newPage();
    await visitor.goto(`${site.baseUrl}/?lang=hi`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'hi');
    // The home page's most booked services, each a link named by its card.
    const service = (page: typeof visitor, name: string) =>
      page.locator('a[href^="#/services/"]').filter({ has: page.getByText(name, { exact: true }) });
    await expect(service(visitor, 'नल और पाइप का काम')).toBeVisible({ timeout: 30_000 });
    await expect(service(visitor, 'इलेक्ट्रीशियन')).toBeVisible();
    await expect(service(visitor, 'Water proofing')).toBeVisible();
    await expect(service(visitor, 'Plumbing')).toHaveCount(0);

    // The same page in English is as it was.
    const english = await browser.newPage();
    await english.goto(`${site.baseUrl}/?lang=en`);
    await expect(service(english, 'Plumbing')).toBeVisible({ timeout: 30_000 });
  });
});
