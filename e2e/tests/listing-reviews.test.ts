// The moderation of listers' listings in a real browser against the composed site: a verified
// lister sends two listings for review through the api; the admin, on a phone, rejects one with
// a reason (the lister is e-mailed it and reads it in My listings) and, on a wide screen,
// approves the other, which a visitor then finds in the public search and opens.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, expect, test, runOnOwnSite } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { createVerifiedUser, logIn, waitForHash } from '../support/outbox-user';
import { call, sendForReview } from '../support/listings-for-review';

runOnOwnSite();

const REASON = 'The pictures show another building, please send your own.';

/** The text of every mail in the outbox to `email` (quoted-printable soft breaks joined). */
function mailsTo(outbox: string, email: string): string[] {
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.toLowerCase().includes(email.toLowerCase()));
}

test.describe(
  'listing moderation',
  // The admin logs in (account); the approved listing's page is real estate's.
  { tag: ['@admin', '@account', '@realestate'] },
  () => {
    test.describe.configure({ timeout: 180_000 });

    test('rejects one listing with a reason on a phone and approves another, which goes live', async ({
      browser,
      site,
    }) => {
      const stamp = Date.now().toString(36);
      const lister = await createVerifiedUser(site.baseUrl, site.outbox, `lister${stamp}`);
      const { token } = (await call(site.baseUrl, '/simple-login', null, {
        method: 'POST',
        body: JSON.stringify({ username: lister.username, password: lister.password }),
      })) as unknown as { token: string };
      const rejectedName = `Blurry Flat ${stamp}`;
      const approvedName = `Napier Nest ${stamp}`;
      const rejectedId = await sendForReview(site.baseUrl, token, rejectedName, 1);
      const approvedId = await sendForReview(site.baseUrl, token, approvedName, 2);

      // On a phone: the queue, oldest first, and a rejection with a reason.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await phone.newPage();
      const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/#/admin/reviews`);
      await waitForHash(page, '#/login?redirect=%2Fadmin%2Freviews');
      await logIn(page, ADMIN.username, ADMIN.password);
      await waitForHash(page, '#/admin/reviews');
      await page.getByRole('link', { name: 'Listing reviews 2 waiting for review' }).waitFor();
      const cards = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) });
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
        rejectedName,
        approvedName,
      ]);
      const first = page.getByRole('listitem', { name: rejectedName });
      await expect(first.getByRole('region', { name: 'Lister' })).toContainText(lister.email);
      await expect(first.getByRole('region', { name: 'Details' })).toContainText('₹18,000');
      // The card fits the phone's width: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await first.getByRole('button', { name: 'Open picture 1 larger' }).click();
      const picture = page.getByRole('dialog', { name: `Picture 1 of 1 of ${rejectedName}` });
      await expect(picture.getByRole('img')).toHaveJSProperty('complete', true);
      await picture.getByRole('button', { name: 'Close' }).click();

      await first.getByRole('button', { name: `Reject ${rejectedName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Reject ${rejectedName}` });
      await dialog.getByLabel('Reason for the lister *').fill('Too short');
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await dialog.getByText('The reason must be at least 10 characters').waitFor();
      await dialog.getByLabel('Reason for the lister *').fill(REASON);
      await dialog.getByRole('button', { name: 'Reject listing' }).click();
      await page
        .getByText(`${rejectedName}: Listing rejected: the lister has been told why`)
        .waitFor();
      await expect(dialog).toBeHidden();
      await expect(first).toBeHidden();
      await page.getByRole('link', { name: 'Listing reviews 1 waiting for review' }).waitFor();
      await expect(page.getByRole('region', { name: 'Recent decisions' })).toContainText(
        `Rejected ${rejectedName}`,
      );

      // The lister is told why, by e-mail and in My listings.
      await expect
        .poll(() => mailsTo(site.outbox, lister.email).some((text) => text.includes(REASON)))
        .toBe(true);
      const mine = await call(site.baseUrl, `/my-listings/${rejectedId}`, token);
      expect(mine.data).toMatchObject({ status: 'rejected', rejection_reason: REASON });

      // On a wide screen: approve the other in one click.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: `Approve ${approvedName}` }).click();
      await page.getByText(`${approvedName}: Listing approved: it is live`).waitFor();
      await page.getByText('No listings are waiting for review').waitFor();
      await expect(page.getByRole('link', { name: 'Listing reviews', exact: true })).toBeVisible();
      expect(consoleErrors).toEqual([]);
      expect(foreignRequests).toEqual([]);

      // A visitor finds it in the public search and opens its page; the rejected one stays hidden.
      const found = await call(
        site.baseUrl,
        `/getAllProperties?purpose=rent&q=${encodeURIComponent(stamp)}&page=1&limit=12`,
        null,
      );
      expect((found.data as unknown as { id: number }[]).map((listing) => listing.id)).toEqual([
        approvedId,
      ]);
      const visitor = await browser.newPage();
      await visitor.goto(`${site.baseUrl}/#/property-details/${approvedId}`);
      await visitor.getByRole('heading', { name: approvedName }).first().waitFor();
      const hidden = await fetch(`${site.baseUrl}/api/v1/getPropertyById/${rejectedId}`);
      expect(hidden.status).toBe(404);
    });
  },
);
