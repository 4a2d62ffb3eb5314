// Hostile text in every text field of the site: markup that would run script if it were
// ever put into the page as HTML, emoji, Devanagari and very long text are typed into the contact,
// careers, register and login forms, the property search, the agent and visit enquiries and the
// admin property form. Whatever is stored comes back as text where it is shown (the admin's
// enquiries list, the property page); nothing executes (window.__xss stays unset, no dialog) and no
// injected element appears.
import { ADMIN, expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import type { Locator, Page } from 'playwright-core';
import { logIn, waitForHash } from '../support/outbox-user';

runOnOwnSite();
/** Sets window.__xss if any part of it is ever parsed as HTML. */
const HOSTILE = `<img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script><svg onload="window.__xss='svg'">`;
const MIXED = `${HOSTILE} 🏠 नमस्ते`;
/** For fields limited to 100 characters (names). */
const SHORT = `<img src=x onerror="window.__xss=1"> 🏠`;
const LONG = `${'क्या-बात-है '.repeat(300)}${HOSTILE}`;

declare global {
  interface Window {
    __xss?: string;
  }
}

/** Text-like fields of a form area; dates, numbers, files and hidden fields are left alone. */
function textFields(scope: Locator): Locator {
  return scope.locator(
    'input:not([type]):visible, input[type="text"]:visible, input[type="email"]:visible, input[type="tel"]:visible, input[type="search"]:visible, input[type="password"]:visible, input[type="url"]:visible, textarea:visible',
  );
}

async function fillAll(scope: Locator, value: string): Promise<number> {
  const fields = textFields(scope);
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) await fields.nth(i).fill(value);
  return count;
}

/** Waits for a dialog to close after its form is sent; says what it shows if it stays open. */
async function closesAfterSending(dialog: Locator, timeout: number) {
  try {
    await dialog.waitFor({ state: 'detached', timeout });
  } catch {
    throw new Error(`the form stayed open: ${await dialog.innerText()}`);
  }
}

/** Watches a page for the signs of executed script: the flag, a dialog, an injected element. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async (where: string) => {
    await page.waitForTimeout(300); // an onerror fires after the failed image load
    const state = await page.evaluate(() => ({
      flag: window.__xss ?? null,
      injected: document.querySelectorAll('[onerror], [onload], svg[onload], img[src="x"]').length,
    }));
    expect({ ...state, dialogs }, where).toStrictEqual({ flag: null, injected: 0, dialogs: [] });
  };
}

/** What a test checks, for `npm run check` (e2e/support/areas.ts), unless it says otherwise. */
// The tests that read what was stored in the administration add @admin.
const AREAS = { tag: ['@catalogue', '@realestate', '@account'] };
/** The forms of the catalogue and the account remotes, filled and sent. */
const FORMS = {
  catalogue: ['/contact', '/careers'],
  account: ['/login', '/register', '/forgot-password'],
};

test.describe('hostile text in every field', { tag: ['@shell'] }, () => {
  test.describe.configure({ timeout: 600_000 });
  let propertyId: number;

  test.beforeAll(async ({ site }) => {
    const list = await fetch(`${site.baseUrl}/api/v1/getAllProperties?page=1&limit=1`);
    propertyId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  });

  async function logInAsAdmin(page: Page, baseUrl: string) {
    await page.goto(`${baseUrl}/#/login`);
    await logIn(page, ADMIN.username, ADMIN.password);
    await waitForHash(page, '#/');
  }

  for (const [remote, forms] of Object.entries(FORMS)) {
    test(
      `the ${remote} remote's forms run nothing they are given`,
      { tag: `@${remote}` },
      async ({ browser, site }) => {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        const nothingRan = guard(page);
        for (const text of [MIXED, LONG]) {
          for (const hash of forms) {
            await page.goto(`${site.baseUrl}/#${hash}`);
            const main = page.locator('main');
            await main.locator('form').first().waitFor();
            const filled = await fillAll(main, text);
            expect(filled > 0, `${hash} has text fields`).toBeTruthy();
            await main.locator('form button[type="submit"]').first().click();
            await nothingRan(`${hash} with ${text.length} characters`);
            // Long text wraps: the page never scrolls sideways on a phone.
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect(overflow <= 0, `${hash} scrolls sideways by ${overflow} px`).toBeTruthy();
          }
        }
        await page.close();
      },
    );
  }

  test(
    'the property search runs nothing it is given',
    { tag: '@realestate' },
    async ({ browser, site }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const nothingRan = guard(page);
      for (const text of [MIXED, LONG]) {
        await page.goto(`${site.baseUrl}/#/real-estate`);
        const search = page.getByRole('searchbox').or(page.locator('main input[type="search"]'));
        await search.first().fill(text);
        await search.first().press('Enter');
        await page.waitForLoadState('networkidle');
        await nothingRan(`property search with ${text.length} characters`);
        expect(await search.first().inputValue()).toBe(text);
      }
      await page.close();
    },
  );

  test(
    'agent and visit enquiries store the text and the admin sees it as text',
    { tag: [...AREAS.tag, '@admin'] },
    async ({ browser, site }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const nothingRan = guard(page);
      await page.goto(`${site.baseUrl}/#/property-details/${propertyId}`);
      for (const [opener, name] of [
        ['Contact Agent', `Agent ${SHORT}`],
        ['Schedule Visit', `Visit ${SHORT}`],
      ] as const) {
        await page.getByRole('button', { name: opener, exact: true }).first().click();
        const dialog = page.getByRole('dialog');
        // The dialog's form renders after the dialog itself: count its fields only once it is there.
        await dialog.locator('button[type="submit"]').waitFor();
        expect((await fillAll(dialog, MIXED)) > 0, `${opener} has text fields`).toBeTruthy();
        await dialog.getByLabel('Name', { exact: false }).first().fill(name);
        await dialog.getByLabel(/Phone/).fill('9876543210');
        const email = dialog.getByLabel(/Email/);
        if (await email.count()) await email.fill('guest@example.test');
        const date = dialog.locator('input[type="date"]');
        if (await date.count()) {
          const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
          await date.fill(tomorrow);
        }
        const time = dialog.locator('select, input[type="time"]');
        if (await time.count()) {
          const tag = await time.first().evaluate((el) => el.tagName);
          if (tag === 'SELECT') await time.first().selectOption({ index: 1 });
          else await time.first().fill('10:30');
        }
        await dialog.locator('button[type="submit"]').click();
        await closesAfterSending(dialog, 15_000);
        await nothingRan(`${opener} sent`);
      }

      await logInAsAdmin(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/#/admin/enquiries`);
      const main = page.locator('main');
      await main.getByText(`Agent ${SHORT}`).first().waitFor();
      await main.getByText(`Visit ${SHORT}`).first().waitFor();
      await main.getByText(MIXED).first().waitFor(); // the agent enquiry's message
      await nothingRan('admin enquiries list');
      await page.close();
    },
  );

  test(
    'a property saved with hostile text shows it as text on its public page',
    { tag: [...AREAS.tag, '@admin'] },
    async ({ browser, site }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const nothingRan = guard(page);
      await logInAsAdmin(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/#/admin`);
      await page.getByRole('button', { name: 'Add Property' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Property' });
      const name = `Villa ${Date.now().toString(36)} ${SHORT}`;
      // The form is downloaded when opened: its fields are there once its dialog is.
      await dialog.waitFor();
      await fillAll(dialog, MIXED);
      await dialog.getByLabel('Property name *').fill(name);
      await dialog.getByLabel('Property type *').selectOption('apartment');
      await dialog.getByLabel('Posted by *').selectOption('builder');
      await dialog.getByLabel('Price *', { exact: true }).fill('₹85 L');
      await dialog.getByLabel('Possession *').selectOption('ready');
      await dialog.getByLabel('Furnishing *').selectOption('semi_furnished');
      await dialog.getByLabel('Bedrooms *').fill('2 BHK');
      await dialog.getByLabel('Area (sq ft) *').fill('1250');
      await dialog.getByLabel('Brochure link').fill('');
      // Numbers and a registration number take no free text: the form would refuse it.
      for (const label of ['Bathrooms', 'Floor', 'Total floors', 'RERA number']) {
        await dialog.getByLabel(label, { exact: true }).fill('');
      }
      await dialog.getByRole('button', { name: 'Save Property' }).click();
      await closesAfterSending(dialog, 30_000);
      await nothingRan('admin property form saved');

      const list = await fetch(
        `${site.baseUrl}/api/v1/getAllProperties?page=1&limit=5&sort=newest`,
      ).then((r) => r.json() as Promise<{ data: { id: number; name: string }[] }>);
      const saved = list.data.find((p) => p.name === name);
      expectTruthy(saved, `the property was saved: ${list.data.map((p) => p.name).join(', ')}`);
      await page.goto(`${site.baseUrl}/#/property-details/${saved.id}`);
      await page.getByRole('heading', { name }).waitFor();
      await page.getByText(MIXED).first().waitFor();
      await nothingRan('property page');
      await page.close();
    },
  );
});
