// Property administration in a real browser against the composed site: the configured admin
// logs in at /admin, adds a property with two pictures while the upload progress shows, finds it
// on /real-estate and its detail page, edits it (removing a picture), deletes it; approves a
// manager's role request and that account reaches /admin at its next page load; a user sees
// 'Admin access required'.
import { ADMIN, expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { codeFromOutbox, createVerifiedUser, logIn, waitForHash } from '../support/outbox-user';
import { noisePng } from '../support/png';

runOnOwnSite();

test.describe(
  'property administration',
  // Its visitors log in (account) and are sent home (catalogue).
  { tag: ['@admin', '@realestate', '@account', '@catalogue'] },
  () => {
    test('adds a property with two pictures, shows it publicly, edits and deletes it', async ({
      browser,
      site,
    }) => {
      const api = (url: string) => fetch(`${site.baseUrl}/api/v1${url}`);
      const page = await browser.newPage();
      const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
      const name = `Lake View ${Date.now().toString(36)}`;

      // Logged out: /admin goes to the login page, which comes back.
      await page.goto(`${site.baseUrl}/#/admin`);
      await waitForHash(page, '#/login?redirect=%2Fadmin');
      await logIn(page, ADMIN.username, ADMIN.password);
      await waitForHash(page, '#/admin');
      await page.getByRole('heading', { name: 'Property administration' }).waitFor();
      await page.getByText('+12% from last month').waitFor();

      await page.getByRole('button', { name: 'Add Property' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Property' });
      await dialog.getByLabel('Property name *').fill(name);
      await dialog.getByLabel('Location *').fill('Vijay Nagar, Jabalpur');
      await dialog.getByLabel('Property type *').selectOption('apartment');
      await dialog.getByLabel('Posted by *').selectOption('builder');
      await dialog.getByLabel('Price *', { exact: true }).fill('₹85 L');
      await dialog.getByLabel('Possession *').selectOption('ready');
      await dialog.getByLabel('Furnishing *').selectOption('semi_furnished');
      await dialog.getByLabel('Bedrooms *').fill('2 BHK');
      await dialog.getByLabel('Area (sq ft) *').fill('1250');
      await dialog.getByLabel('Amenities').fill('Parking, Lift');
      // A document renamed .png passes the type check but Chromium cannot draw it: named, not sent.
      await dialog.getByLabel('Choose images').setInputFiles([
        {
          name: 'notes.png',
          mimeType: 'image/png',
          buffer: Buffer.from('meeting notes, not a picture'),
        },
      ]);
      await dialog.getByText('Not a readable picture: notes.png').waitFor();
      await dialog.getByText('notes.png cannot be read as a picture: remove it to save.').waitFor();
      await dialog.getByRole('button', { name: 'Remove notes.png' }).click();
      await dialog.getByText('Not a readable picture: notes.png').waitFor({ state: 'detached' });
      await dialog.getByLabel('Choose images').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: noisePng(900, 700, 1) },
        { name: 'hall.png', mimeType: 'image/png', buffer: noisePng(900, 700, 2) },
      ]);
      await dialog.getByRole('img', { name: 'New image 2: hall.png' }).waitFor();
      // The progress bar and 'Uploading...' show while the pictures go up and are processed. That
      // phase can end between two checks from here (CI through nginx waited 10 min for a label that
      // had come and gone), so the page notes seeing both together.
      await page.evaluate(() => {
        const seen = document.createElement('meta');
        seen.id = 'e2e-saw-uploading';
        new MutationObserver((_, observer) => {
          const open = document.querySelector('[role="dialog"]');
          const buttons = Array.from(open?.querySelectorAll('button') ?? []);
          if (
            open?.querySelector('progress, [role="progressbar"]') &&
            buttons.some((button) => button.textContent?.trim() === 'Uploading...')
          ) {
            document.head.appendChild(seen);
            observer.disconnect();
          }
        }).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      await dialog.getByRole('button', { name: 'Save Property' }).click();
      await page.getByText('Property added successfully').waitFor();
      expect(
        await page.locator('#e2e-saw-uploading').count(),
        'progress bar and Uploading...',
      ).toBe(1);
      await dialog.waitFor({ state: 'detached' });

      const listed = (await (
        await api(`/getAllProperties?q=${encodeURIComponent(name)}`)
      ).json()) as {
        data: { id: number; images: string[]; price_value: number }[];
      };
      const added = listed.data[0];
      expectTruthy(added);
      expect(added.images.length).toBe(2);
      expect(added.price_value).toBe(8_500_000);
      expect(added.images[0] ?? '').toMatch(/^\/uploads\/properties\/[a-f0-9]{32}-1280\.webp$/);

      // Public listing and detail page.
      await page.goto(`${site.baseUrl}/#/real-estate?q=${encodeURIComponent(name)}`);
      await page.getByRole('link', { name }).click();
      await waitForHash(page, `#/property-details/${added.id}`);
      await page.getByRole('heading', { name }).first().waitFor();
      const loaded = await page.waitForFunction(
        () =>
          Array.from(document.images).some(
            (img) => img.currentSrc.includes('/uploads/properties/') && img.naturalWidth > 0,
          ),
        undefined,
        { timeout: 15_000 },
      );
      expect(await loaded.jsonValue()).toBeTruthy();

      // Edit: rename and remove the first picture.
      await page.goto(`${site.baseUrl}/#/admin`);
      await page.getByRole('searchbox', { name: 'Search properties' }).fill(name);
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Property' });
      expect(await edit.getByLabel('Amenities').inputValue()).toBe('Parking, Lift');
      await edit.getByLabel('Property name *').fill(`${name} Phase 2`);
      await edit.getByRole('button', { name: 'Remove current image 1' }).click();
      await edit.getByRole('button', { name: 'Update Property' }).click();
      await page.getByText('Property updated successfully').waitFor();
      const detail = (await (await api(`/getPropertyById/${added.id}`)).json()) as {
        data: { name: string; images: string[] };
      };
      expect(detail.data.name).toBe(`${name} Phase 2`);
      expect(detail.data.images).toStrictEqual([added.images[1]]);
      expect((await fetch(`${site.baseUrl}${added.images[0]}`)).status).toBe(404);

      // Delete, after the confirmation.
      page.once('dialog', (question) => {
        expect(question.message()).toBe('Are you sure you want to delete this property?');
        void question.accept();
      });
      await page.getByRole('button', { name: `Delete ${name} Phase 2` }).click();
      await page.getByText('Property deleted successfully').waitFor();
      expect((await api(`/getPropertyById/${added.id}`)).status).toBe(404);
      expect((await fetch(`${site.baseUrl}${added.images[1]}`)).status).toBe(404);

      expect(consoleErrors).toStrictEqual([]);
      expect(foreignRequests).toStrictEqual([]);
      await page.close();
    });

    test('approves a manager, who reaches /admin at the next page load; a user cannot', async ({
      browser,
      site,
    }) => {
      const user = await createVerifiedUser(
        site.baseUrl,
        site.outbox,
        `asha${Date.now().toString(36)}`,
      );
      const userPage = await browser.newPage();
      await userPage.goto(`${site.baseUrl}/#/login`);
      await logIn(userPage, user.username, user.password);
      await waitForHash(userPage, '#/');
      await userPage.goto(`${site.baseUrl}/#/admin`);
      await userPage.getByRole('heading', { name: 'Admin access required' }).waitFor();
      await userPage.getByRole('link', { name: 'Go to home page' }).waitFor();
      await userPage.close();

      // A manager request: the account is a user until an admin approves it.
      const username = `kabir${Date.now().toString(36)}`;
      const email = `${username}@example.test`;
      const registered = await fetch(`${site.baseUrl}/api/v1/simple-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email, password: 'Secret123', role: 'manager' }),
      });
      expect(registered.status).toBe(201);
      const otp = await codeFromOutbox(site.outbox, email);
      const verified = await fetch(`${site.baseUrl}/api/v1/verify-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, otp }),
      });
      expect(verified.status).toBe(200);

      const managerContext = await browser.newContext();
      const managerPage = await managerContext.newPage();
      await managerPage.goto(`${site.baseUrl}/#/login?redirect=%2Fadmin`);
      await logIn(managerPage, username, 'Secret123');
      await waitForHash(managerPage, '#/admin');
      await managerPage.getByRole('heading', { name: 'Admin access required' }).waitFor();

      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      await adminPage.goto(`${site.baseUrl}/#/login?redirect=%2Fadmin%2Fusers`);
      await logIn(adminPage, ADMIN.username, ADMIN.password);
      await waitForHash(adminPage, '#/admin/users');
      await adminPage.getByRole('button', { name: `Approve ${username}` }).click();
      await adminPage.getByText('Role request approved').waitFor();

      // No new login: the next page load's session check brings the new role.
      await managerPage.reload();
      await managerPage.getByRole('heading', { name: 'Property administration' }).waitFor();
      await managerPage.getByRole('link', { name: /^Enquiries/ }).waitFor();
      expect(await managerPage.getByRole('link', { name: 'Users' }).count()).toBe(0);
      await managerContext.close();
      await adminContext.close();
    });
  },
);
