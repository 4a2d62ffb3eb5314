// The site by keyboard alone: the header's mobile menu and account menu, the filter
// drawer, the gallery viewer and every modal open from the keyboard, keep focus inside while open,
// close on Escape and give focus back to what opened them. Every control is at least 24 x 24 px
// (WCAG 2.5.8) and a chosen filter or the current page is shown by more than colour (1.4.1).
import { ADMIN, expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import type { Locator, Page } from 'playwright-core';
import { areasOf } from '../support/areas';
import { watchPage } from '../support/browser';
import { createVerifiedUser } from '../support/outbox-user';

runOnOwnSite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const focusIsInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Opens a dialog from `opener` with Enter, tabs forwards and backwards past its ends (focus must
 * stay inside), closes it with Escape and expects focus back on the opener.
 */
async function checkModalByKeyboard(page: Page, opener: Locator, name: string | RegExp) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(
    await focusIsInside(page, '[role="dialog"]'),
    `focus moved into ${String(name)}`,
  ).toBeTruthy();
  const stops = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea')
    .count();
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await focusIsInside(page, '[role="dialog"]'),
      `Tab ${i + 1} stays in ${String(name)}`,
    ).toBeTruthy();
  }
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await focusIsInside(page, '[role="dialog"]'),
      `Shift+Tab stays in ${String(name)}`,
    ).toBeTruthy();
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await hasFocus(opener), `focus back on the opener of ${String(name)}`).toBeTruthy();
}

/**
 * Visible controls smaller than 24 x 24 px that other controls crowd (WCAG 2.5.8): an undersized
 * control passes when a 24 px circle on its centre touches no other control (the spacing
 * exception), and links inside a sentence are exempt.
 */
function crowdedSmallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]';
    // Toasts float over the page for a few seconds, sliding in and out: a toast crossing a
    // control is not the page's layout. Their own close button is sized on its own (below).
    const controls = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (el.closest('.Toastify')) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    const boxes = controls.map((el) => el.getBoundingClientRect());
    const small: string[] = [];
    controls.forEach((control, i) => {
      const box = boxes[i]!;
      if (box.width >= 24 && box.height >= 24) return;
      const inSentence =
        control.tagName === 'A' &&
        getComputedStyle(control).display === 'inline' &&
        (control.parentElement?.textContent?.trim().length ?? 0) >
          (control.textContent?.trim().length ?? 0) + 10;
      if (inSentence) return;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const crowdedBy = boxes.findIndex(
        (other, j) =>
          j !== i &&
          !control.contains(controls[j]!) &&
          !controls[j]!.contains(control) &&
          // The distance from the centre to the other control's box.
          Math.hypot(
            Math.max(other.left - x, 0, x - other.right),
            Math.max(other.top - y, 0, y - other.bottom),
          ) < 12,
      );
      if (crowdedBy < 0) return;
      const describe = (el: HTMLElement, { width, height, left, top }: DOMRect) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '').slice(0, 40)}" ${Math.round(width)}x${Math.round(height)} at ${Math.round(left)},${Math.round(top)}`;
      small.push(
        `${describe(control, box)}, near ${describe(controls[crowdedBy]!, boxes[crowdedBy]!)}`,
      );
    });
    return small;
  });
}

/** The non-colour styles of an element (and its ::before), to compare a chosen and a plain one. */
function shapeOf(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const before = getComputedStyle(el, '::before');
    return {
      fontWeight: style.fontWeight,
      textDecoration: style.textDecorationLine,
      borderWidth: style.borderBottomWidth,
      outline: style.outlineStyle,
      marker: before.content,
    };
  });
}

/** Each test carries the tags of the remotes it visits, for `npm run check` (e2e/support/areas.ts). */
/** The pages whose controls are measured, by the remote that owns them. */
const TARGET_PAGES = {
  catalogue: ['/', '/homecare', '/services/plumbing', '/interior', '/contact', '/careers'],
  realestate: ['/real-estate', '/property-details/:id'],
  account: ['/login', '/register'],
};

test.describe('keyboard, target size and colour', { tag: ['@shell'] }, () => {
  test.describe.configure({ timeout: 300_000 });
  let propertyId: number;

  test.beforeAll(async ({ site }) => {
    const list = await fetch(`${site.baseUrl}/api/v1/getAllProperties?page=1&limit=1`);
    propertyId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  });

  async function logIn(page: Page, baseUrl: string, username: string, password: string) {
    await page.goto(`${baseUrl}/#/login`);
    await page.getByLabel('Username or email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for/ })
      .waitFor();
  }

  test(
    'opens and closes the mobile menu by keyboard, focus back on the toggle',
    areasOf('/'),
    async ({ browser, site }) => {
      const page = await browser.newPage({ viewport: PHONE });
      const { consoleErrors } = watchPage(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/#/`);
      const toggle = page.getByRole('button', { name: 'Menu', exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const menu = page.getByRole('navigation', { name: /mobile/i });
      await page.keyboard.press('Tab');
      expect(
        await focusIsInside(page, 'header [id] nav'),
        'Tab goes into the open menu',
      ).toBeTruthy();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await hasFocus(toggle), 'focus back on the menu toggle').toBeTruthy();

      // A link chosen by keyboard navigates and closes the menu.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const chosen = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      await page.keyboard.press('Enter');
      await page.waitForFunction((href) => location.hash === href, chosen);
      await menu.waitFor({ state: 'hidden' });
      expect(consoleErrors).toStrictEqual([]);
      await page.close();
    },
  );

  test(
    'opens the account menu by keyboard, reaches its links, closes on Escape',
    // Logging in ends on the home page (the catalogue's).
    { tag: ['@account', '@catalogue'] },
    async ({ browser, site }) => {
      const account = await createVerifiedUser(
        site.baseUrl,
        site.outbox,
        `meera${Date.now().toString(36)}`,
      );
      const page = await browser.newPage({ viewport: DESKTOP });
      await logIn(page, site.baseUrl, account.username, account.password);
      const trigger = page.getByRole('banner').getByRole('button', { name: /Account menu for/ });
      await trigger.focus();
      await page.keyboard.press('Enter');
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'Dashboard',
      );
      await page.keyboard.press('Escape');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await hasFocus(trigger), 'focus back on the account menu button').toBeTruthy();
      await page.close();
    },
  );

  test(
    'traps and restores focus in the filter drawer, the gallery viewer and the enquiry modals',
    { tag: '@realestate' },
    async ({ browser, site }) => {
      const phone = await browser.newPage({ viewport: PHONE });
      await phone.goto(`${site.baseUrl}/#/real-estate`);
      await phone.locator('main article').first().waitFor();
      await checkModalByKeyboard(phone, phone.getByRole('button', { name: /^Filters/ }), 'Filters');
      await phone.close();

      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(`${site.baseUrl}/#/property-details/${propertyId}`);
      const viewer = page.getByRole('button', { name: 'View full screen' }).first();
      await viewer.waitFor();
      await checkModalByKeyboard(page, viewer, /picture 1 of/);
      for (const opener of ['Contact Agent', 'Schedule Visit']) {
        await checkModalByKeyboard(
          page,
          page.getByRole('button', { name: opener, exact: true }).first(),
          new RegExp(opener === 'Contact Agent' ? 'Contact' : 'visit', 'i'),
        );
      }
      await page.close();
    },
  );

  test(
    'traps and restores focus in the interior quick view and the admin property form',
    // Logging in ends on the home page (the catalogue's).
    { tag: ['@catalogue', '@account', '@admin'] },
    async ({ browser, site }) => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(`${site.baseUrl}/#/interior`);
      const quickView = page.getByRole('button', { name: /Quick View/ }).first();
      await quickView.waitFor();
      await checkModalByKeyboard(page, quickView, /./);

      await logIn(page, site.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${site.baseUrl}/#/admin`);
      const add = page.getByRole('button', { name: 'Add Property' });
      await add.waitFor();
      await checkModalByKeyboard(page, add, 'Add Property');
      await page.close();
    },
  );

  for (const [remote, pages] of Object.entries(TARGET_PAGES)) {
    test(
      `has no control under 24 x 24 px on the pages of ${remote}, at phone and desktop widths`,
      { tag: `@${remote}` },
      async ({ browser, site }) => {
        const found: string[] = [];
        for (const viewport of [PHONE, DESKTOP]) {
          const page = await browser.newPage({ viewport });
          for (const hash of pages.map((p) => p.replace(':id', String(propertyId)))) {
            await page.goto(`${site.baseUrl}/#${hash}`);
            if (hash === '/') {
              // The welcome toast's close button, measured as soon as the toast is up: it leaves
              // after 4 s, shrinking as it goes, and a busy machine can take longer than that to
              // go idle. Hovering pauses its timer and waits for its entrance to end.
              const toast = page.getByRole('alert').filter({ hasText: 'Welcome' });
              await toast.hover();
              const box = await toast.getByRole('button', { name: 'close' }).boundingBox();
              if (!box || box.width < 24 || box.height < 24)
                found.push(`${viewport.width} px toast close button ${JSON.stringify(box)}`);
            }
            await page.waitForLoadState('networkidle');
            await page.locator('main h1').first().waitFor();
            for (const small of await crowdedSmallTargets(page))
              found.push(`${viewport.width} px ${hash}: ${small}`);
          }
          await page.close();
        }
        expect(found).toStrictEqual([]);
      },
    );
  }

  test(
    'shows a chosen filter and the current page by more than colour',
    areasOf('/real-estate', '/login'),
    async ({ browser, site }) => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await page.goto(`${site.baseUrl}/#/real-estate`);
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const chosen = filters.getByRole('button', { name: '3 BHK' });
      const plain = filters.getByRole('button', { name: '2 BHK' });
      await chosen.click();
      await filters.getByRole('button', { name: '3 BHK', pressed: true }).waitFor();
      expect(await shapeOf(chosen), 'chosen filter shape').not.toStrictEqual(await shapeOf(plain));

      await page.setViewportSize({ width: 1440, height: 900 });
      const nav = page.getByRole('navigation', { name: /main/i });
      const current = nav.locator('a[aria-current="page"]');
      expect(await current.count()).toBe(1);
      const other = nav.locator('a:not([aria-current])').first();
      expect(await shapeOf(current), 'current page link shape').not.toStrictEqual(
        await shapeOf(other),
      );

      // A form error is a sentence tied to its field, not a red border alone.
      await page.goto(`${site.baseUrl}/#/login`);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const field = page.getByLabel('Username or email');
      await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]'));
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = await field.getAttribute('aria-describedby');
      expectTruthy(describedBy, 'the field points at its message');
      const message = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
      expect((message?.trim().length ?? 0) > 5, `error text: ${message}`).toBeTruthy();
      await page.close();
    },
  );
});
