// axe-core (WCAG 2.2 AA) on every route of the shell's route table, logged out at 1280 px and logged
// in as a user at 390 px, then with each overlay open: the mobile menu, the account menu,
// the filter drawer, the gallery viewer, the enquiry and visit modals, the quick view and the admin
// property form. No serious or critical violation may remain.
import { ADMIN, expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import type { Page } from 'playwright-core';
import { ROUTE_OWNERS } from '../../shell/src/app/route-table';
import {
  audit,
  closeAuditPage,
  newAuditPage,
  newTally,
  settled,
  type AuditTally,
} from '../support/axe';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import { recordFigure } from '@marketplace/test-support/figures';

runOnOwnSite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A real address for each route pattern; a new pattern without one fails the test. */
function sampleUrls(propertyId: number): string[] {
  const samples: Record<string, string[]> = {
    '/maintenance/:serviceName': ['/maintenance/security-service'],
    '/services/:serviceName': ['/services/plumbing'],
    '/constructions/:packageName': ['/constructions/platinum-package'],
    '/construction/:packageName': ['/construction/gold-package'],
    '/interior-design/:serviceName': ['/interior-design/urban-contemporary-living'],
    '/property-details/:id': [`/property-details/${propertyId}`],
    // Nobody here has booked: the page's 'not found' state is what is audited.
    '/bookings/:id': ['/bookings/1'],
    '/admin/*': ['/admin'],
    // A link that names no saved search: the page's 'not valid' state is what is audited.
    '/saved-searches/unsubscribe/:token': ['/saved-searches/unsubscribe/not-a-token'],
  };
  return Object.values(ROUTE_OWNERS)
    .flat()
    .flatMap((pattern) => {
      if (!pattern.includes(':') && !pattern.includes('*')) return [pattern];
      const sample = samples[pattern];
      expectTruthy(sample, `no sample address for the route ${pattern}`);
      return sample;
    });
}

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

function assertClean(tally: AuditTally, what: string) {
  console.log(`axe ${what}: ${tally.states} page states, ${tally.violations.length} violations`);
  recordFigure(`axe.${what}`, { states: tally.states, violations: tally.violations.length });
  expect(tally.violations, `serious or critical violations (${what})`).toStrictEqual([]);
}

const LONG = { timeout: 900_000 };

/**
 * What each test checks, for `npm run check` (e2e/support/areas.ts). Logged out, /admin sends the
 * visitor to log in without downloading the admin remote, so that pass is not the admin team's.
 */
const PUBLIC_REMOTES = { tag: ['@catalogue', '@realestate', '@account'] };
const EVERY_REMOTE = { tag: [...PUBLIC_REMOTES.tag, '@admin'] };

test.describe('accessibility (axe-core, WCAG 2.2 AA)', { tag: ['@shell'] }, () => {
  let propertyId: number;

  test.beforeAll(async ({ site }) => {
    const list = await fetch(`${site.baseUrl}/api/v1/getAllProperties?page=1&limit=1`);
    propertyId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  });

  async function auditRoutes(page: Page, baseUrl: string, label: string, tally: AuditTally) {
    for (const [index, url] of sampleUrls(propertyId).entries()) {
      await page.goto(`${baseUrl}/#${url}`);
      await settled(page);
      await audit(page, `${label} ${url}`, tally, index > 0);
    }
  }

  test(
    'has no serious or critical violation on any route, logged out',
    PUBLIC_REMOTES,
    async ({ browser, site }) => {
      test.setTimeout(LONG.timeout);
      const tally = newTally();
      const page = await newAuditPage(browser, DESKTOP);
      await auditRoutes(page, site.baseUrl, 'logged out 1280 px', tally);
      await closeAuditPage(page);
      assertClean(tally, 'logged out');
    },
  );

  test(
    'has none on any route logged in as a user on a phone, with a line in the cart',
    EVERY_REMOTE,
    async ({ browser, site }) => {
      test.setTimeout(LONG.timeout);
      const tally = newTally();
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
      await auditRoutes(page, site.baseUrl, 'user 390 px', tally);
      await closeAuditPage(page);

      const desktop = await newAuditPage(browser, DESKTOP);
      await logIn(desktop, site.baseUrl, account.username, account.password);
      await desktop
        .getByRole('banner')
        .getByRole('button', { name: /Account menu for/ })
        .click();
      await audit(desktop, 'user: account menu open', tally);
      await closeAuditPage(desktop);
      assertClean(tally, 'logged in');
    },
  );

  test(
    'has none with the mobile menu, the filter drawer, the gallery viewer and the modals open',
    PUBLIC_REMOTES,
    async ({ browser, site }) => {
      test.setTimeout(LONG.timeout);
      const tally = newTally();
      const phone = await newAuditPage(browser, PHONE);
      await phone.goto(`${site.baseUrl}/#/`);
      await settled(phone);
      await phone.getByRole('button', { name: 'Menu', exact: true }).click();
      await audit(phone, 'mobile menu open', tally);

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

      await page.goto(`${site.baseUrl}/#/interior`);
      await settled(page);
      await page
        .getByRole('button', { name: /Quick View/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'interior quick view open', tally);
      await closeAuditPage(page);
      assertClean(tally, 'overlays');
    },
  );

  test(
    'has none in the admin area, with the property form open',
    EVERY_REMOTE,
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
