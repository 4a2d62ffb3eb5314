// axe-core (WCAG 2.2 AA) on every route of the shell's route table, logged out at 1280 px and logged
// in as a user at 390 px, then with each overlay open: the mobile menu, the account menu,
// the filter drawer, the gallery viewer, the enquiry and visit modals, the quick view and the admin
// property form. No serious or critical violation may remain.
import { ADMIN, expect, test, runOnOwnSite } from '../support/fixtures';
import type { BrowserContext, Page } from 'playwright-core';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/config/apps';
import {
  audit,
  closeAuditPage,
  newAuditPage,
  newTally,
  settled,
  type AuditTally,
} from '../support/axe';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import { aPropertyId, sampleUrls } from '../support/route-samples';
import { recordFigure } from '@marketplace/test-support/figures';

runOnOwnSite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function logIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu for/ })
    .waitFor();
}

/** `figure`: the name its figure is recorded under (null: the caller records it). */
function assertClean(tally: AuditTally, what: string, figure: string | null = what) {
  console.log(`axe ${what}: ${tally.states} page states, ${tally.violations.length} violations`);
  if (figure) {
    recordFigure(`axe.${figure}`, { states: tally.states, violations: tally.violations.length });
  }
  expect(tally.violations, `serious or critical violations (${what})`).toStrictEqual([]);
}

const LONG = { timeout: 900_000 };

/**
 * A pass over several tests (one per remote, so that a team's check audits its own routes: see
 * e2e/support/areas.ts), recorded as one figure: each test adds its own states to it.
 */
function passTally(figure: string) {
  const pass = newTally();
  return (tally: AuditTally, what: string) => {
    pass.states += tally.states;
    pass.violations.push(...tally.violations);
    recordFigure(`axe.${figure}`, { states: pass.states, violations: pass.violations.length });
    assertClean(tally, what, null);
  };
}

/** Logged out, /admin sends the visitor to log in without downloading the admin remote. */
const PUBLIC_REMOTES = REMOTE_NAMES.filter((remote) => remote !== 'admin');

test.describe('accessibility (axe-core, WCAG 2.2 AA)', { tag: ['@shell'] }, () => {
  let propertyId: number;

  test.beforeAll(async ({ site }) => {
    propertyId = await aPropertyId(site.baseUrl);
  });

  async function auditRoutes(
    page: Page,
    baseUrl: string,
    label: string,
    tally: AuditTally,
    remotes?: readonly RemoteName[],
  ) {
    for (const [index, url] of sampleUrls(propertyId, remotes).entries()) {
      await page.goto(`${baseUrl}/#${url}`);
      await settled(page);
      await audit(page, `${label} ${url}`, tally, index > 0);
    }
  }

  const assertLoggedOutClean = passTally('logged out');
  for (const remote of PUBLIC_REMOTES) {
    test(
      `has no serious or critical violation on the routes of ${remote}, logged out`,
      // The lister's pages send a visitor who is not logged in to the account's login page.
      { tag: remote === 'realestate' ? ['@realestate', '@account'] : `@${remote}` },
      async ({ browser, site }) => {
        test.setTimeout(LONG.timeout);
        const tally = newTally();
        const page = await newAuditPage(browser, DESKTOP);
        await auditRoutes(page, site.baseUrl, 'logged out 1280 px', tally, [remote]);
        await closeAuditPage(page);
        assertLoggedOutClean(tally, `logged out, ${remote}`);
      },
    );
  }

  // The same user, with the same line in the cart, in each test (a session saved once).
  test.describe('logged in as a user on a phone, with a line in the cart', () => {
    let session: Awaited<ReturnType<BrowserContext['storageState']>>;
    const assertPassClean = passTally('logged in');

    test.beforeAll(async ({ browser, site }) => {
      const account = await createVerifiedUser(
        site.baseUrl,
        site.outbox,
        `asha${Date.now().toString(36)}`,
      );
      const page = await newAuditPage(browser, PHONE);
      await logIn(page, site.baseUrl, account.username, account.password);
      await page.goto(`${site.baseUrl}/#/services/plumbing`);
      await page.locator('main').getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Added to cart', { exact: true }).first().waitFor();
      session = await page.context().storageState();
      await closeAuditPage(page);
    });

    for (const remote of REMOTE_NAMES) {
      test(
        `has none on the routes of ${remote}`,
        // A logged-in user on /login or /register is sent to the home page (the catalogue's).
        { tag: remote === 'account' ? ['@account', '@catalogue'] : `@${remote}` },
        async ({ browser, site }) => {
          test.setTimeout(LONG.timeout);
          const tally = newTally();
          const page = await newAuditPage(browser, PHONE, session);
          await auditRoutes(page, site.baseUrl, 'user 390 px', tally, [remote]);
          await closeAuditPage(page);
          assertPassClean(tally, `logged in, ${remote}`);
        },
      );
    }

    test(
      'has none with the account menu open',
      { tag: '@catalogue' },
      async ({ browser, site }) => {
        const tally = newTally();
        const desktop = await newAuditPage(browser, DESKTOP, session);
        await desktop.goto(`${site.baseUrl}/#/`);
        await settled(desktop);
        await desktop
          .getByRole('banner')
          .getByRole('button', { name: /Account menu for/ })
          .click();
        await audit(desktop, 'user: account menu open', tally);
        await closeAuditPage(desktop);
        assertPassClean(tally, 'logged in, account menu');
      },
    );
  });

  const assertOverlaysClean = passTally('overlays');
  test(
    'has none with the mobile menu and the interior quick view open',
    { tag: '@catalogue' },
    async ({ browser, site }) => {
      const tally = newTally();
      const phone = await newAuditPage(browser, PHONE);
      await phone.goto(`${site.baseUrl}/#/`);
      await settled(phone);
      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      await audit(phone, 'mobile menu open', tally);
      await closeAuditPage(phone);

      const page = await newAuditPage(browser, DESKTOP);
      await page.goto(`${site.baseUrl}/#/interior`);
      await settled(page);
      await page
        .getByRole('button', { name: /Quick View/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'interior quick view open', tally);
      await closeAuditPage(page);
      assertOverlaysClean(tally, 'overlays, catalogue');
    },
  );

  test(
    'has none with the filter drawer, the gallery viewer and the modals open',
    { tag: '@realestate' },
    async ({ browser, site }) => {
      const tally = newTally();
      const phone = await newAuditPage(browser, PHONE);
      await phone.goto(`${site.baseUrl}/#/real-estate`);
      await settled(phone);
      await phone.getByRole('button', { name: /^Filters/ }).click();
      await phone.getByRole('dialog', { name: 'Filters' }).waitFor();
      await audit(phone, 'filter drawer open', tally);
      await closeAuditPage(phone);

      const page = await newAuditPage(browser, DESKTOP);
      await page.goto(`${site.baseUrl}/#/property-details/${propertyId}`);
      await settled(page);
      await page.getByRole('button', { name: 'View full screen' }).first().click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'gallery viewer open', tally);
      await page.keyboard.press('Escape');
      for (const opener of ['Contact Agent', 'Schedule Visit']) {
        await page.getByRole('button', { name: opener, exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
        await audit(page, `${opener} modal open`, tally);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await closeAuditPage(page);
      assertOverlaysClean(tally, 'overlays, real estate');
    },
  );

  test(
    'has none in the admin area, with the property form open',
    // Logging in ends on the home page (the catalogue's).
    { tag: ['@admin', '@account', '@catalogue'] },
    async ({ browser, site }) => {
      test.setTimeout(LONG.timeout);
      const tally = newTally();
      const page = await newAuditPage(browser, DESKTOP);
      await logIn(page, site.baseUrl, ADMIN.username, ADMIN.password);
      for (const url of ['/admin', '/admin/users', '/admin/enquiries']) {
        await page.goto(`${site.baseUrl}/#${url}`);
        await waitForHash(page, `#${url}`);
        await settled(page);
        await audit(page, `admin ${url}`, tally);
      }
      await page.goto(`${site.baseUrl}/#/admin`);
      await settled(page);
      await page.getByRole('button', { name: 'Add Property' }).click();
      await page.getByRole('dialog', { name: 'Add Property' }).waitFor();
      await audit(page, 'admin: Add Property form open', tally);
      await closeAuditPage(page);
      assertClean(tally, 'admin');
    },
  );
});
