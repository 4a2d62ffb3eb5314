// The language switch on the composed site: Hindi chosen on /, kept across a reload, and opened
// from a ?lang=hi link, with <html lang> right from the start (the inline script, allowed by the
// Content-Security-Policy's hash: a refused script would leave the page in English and report a
// console error).
import { expect, runOnOwnSite, test } from '../support/fixtures';
import type { Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import { areasOf } from '../support/areas';
import { openCold, unusedPreloadWarnings } from '../support/cold-page';
import { launchWithDevanagariFont } from '../support/system-font';
import CONTACT_HI from '../../mfe-catalogue/src/features/contact/messages.hi';
import HOMECARE_HI from '../../mfe-catalogue/src/features/homecare/messages.hi';
import HOME_HI from '../../mfe-catalogue/src/features/home/messages.hi';
import PRIVACY_HI from '../../mfe-catalogue/src/features/legal/privacy/messages.hi';
import AUTH_HI from '../../mfe-account/src/features/auth/messages.hi';
import CHECKS_HI from '../../mfe-account/src/lib/checks/messages.hi';

runOnOwnSite();

/** What it checks, for `npm run check` (e2e/support/areas.ts): the shell's header on `/`. */
const AREAS = { tag: ['@shell', '@catalogue'] };

const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name, exact: true });
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe('Hindi and English', AREAS, () => {
  test('switching to Hindi on / turns the header, and a reload keeps it', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const { consoleErrors } = watchPage(page, site.baseUrl);
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(site.baseUrl);
    await mainNav(page, 'Main').getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    // An English page draws its one Hindi word, the switch, from a face of that word alone.
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/hindi-label\.[0-9a-f]{8}\.woff2$/)]);

    await page.getByRole('button', { name: 'हिंदी' }).click();
    await mainNav(page, 'मुख्य').getByRole('link', { name: 'होम', exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'लॉगिन' })).toBeVisible();
    expect(await htmlLang(page)).toBe('hi');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toContainEqual(
      expect.stringMatching(/^\/assets\/noto-sans-devanagari-400\.[0-9a-f]{8}\.woff2$/),
    );

    // The language is set before the page's scripts run, so the first paint is already Hindi.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.lang !== '');
    expect(await htmlLang(page)).toBe('hi');
    await mainNav(page, 'मुख्य').getByRole('link', { name: 'रियल एस्टेट' }).waitFor();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a phone with its own Noto Sans Devanagari draws Hindi with it and downloads no face', async ({
    playwright,
    site,
  }) => {
    const { browser, close } = await launchWithDevanagariFont(playwright.chromium);
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const fonts: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${site.baseUrl}/?lang=hi#/homecare`);
      await expect(
        page.getByRole('heading', { level: 1, name: HOMECARE_HI.heroTitle }),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // The text face is in use, from the device (local()), and no file came for it.
      const hindiFaces = await page.evaluate(() => {
        const statuses: string[] = [];
        document.fonts.forEach((face) => {
          if (face.family === 'Hindi') statuses.push(face.status);
        });
        return statuses;
      });
      expect(hindiFaces).toEqual(['loaded']);
      expect(fonts).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a ?lang=hi link opens in Hindi and is remembered', async ({ browser, site }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/?lang=hi`, { waitUntil: 'domcontentloaded' });
    expect(await htmlLang(page)).toBe('hi');
    await page.getByRole('button', { name: 'मेनू' }).click();
    await page
      .getByRole('navigation', { name: 'मोबाइल' })
      .getByRole('link', { name: 'होम', exact: true })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');

    await page.goto(site.baseUrl);
    await page.getByRole('button', { name: 'मेनू' }).waitFor();
    expect(await htmlLang(page)).toBe('hi');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a catalogue page and the contact form’s checks are in Hindi', async ({ browser, site }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const { consoleErrors } = watchPage(page, site.baseUrl);
    await page.goto(`${site.baseUrl}/?lang=hi#/homecare`);
    await expect(
      page.getByRole('heading', { level: 1, name: HOMECARE_HI.heroTitle }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: HOMECARE_HI.servicesHeading }),
    ).toBeVisible();

    await page.goto(`${site.baseUrl}/#/contact`);
    const form = page.getByRole('form', { name: CONTACT_HI.formHeading });
    await form.getByRole('textbox', { name: CONTACT_HI.fields.name }).fill('रवि शर्मा');
    await form.getByRole('textbox', { name: CONTACT_HI.fields.email }).fill('ravi@');
    await form.getByRole('textbox', { name: CONTACT_HI.fields.message }).fill('नमस्ते');
    await form.getByRole('button', { name: CONTACT_HI.send }).click();
    await expect(page.getByText(CONTACT_HI.emailInvalid)).toBeVisible();
    await form.getByRole('textbox', { name: CONTACT_HI.fields.name }).fill('');
    await form.getByRole('button', { name: CONTACT_HI.send }).click();
    await expect(page.getByText(CONTACT_HI.required)).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test(
    'the home page’s tiles, a login check and the privacy policy are in Hindi',
    areasOf('/login'),
    async ({ browser, site }) => {
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      const { consoleErrors } = watchPage(page, site.baseUrl);
      await page.goto(`${site.baseUrl}/?lang=hi`);
      const showcase = page.getByRole('region', { name: HOME_HI.showcaseHeading });
      await expect(
        showcase.getByRole('heading', { level: 3, name: HOME_HI.tiles.showcase.homecare.label }),
      ).toBeVisible({ timeout: 15_000 });
      const categories = page.getByRole('region', { name: HOME_HI.categoriesHeading });
      await expect(
        categories.getByRole('link', {
          name: new RegExp(HOME_HI.tiles.categories['/real-estate'].name),
        }),
      ).toHaveAttribute('href', '#/real-estate');

      await page.goto(`${site.baseUrl}/#/login`);
      const form = page.getByRole('form', { name: AUTH_HI.login.heading });
      await form.getByRole('button', { name: AUTH_HI.login.submit }).click();
      await expect(form.getByText(CHECKS_HI.usernameOrEmailRequired)).toBeVisible();
      await expect(form.getByText(CHECKS_HI.passwordRequired)).toBeVisible();

      await page.goto(`${site.baseUrl}/#/privacy-policy`);
      await expect(page.getByRole('heading', { level: 1, name: PRIVACY_HI.title })).toBeVisible();
      await expect(page.getByText(PRIVACY_HI.effective)).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
        PRIVACY_HI.sections.map((section, index) => `${index + 1}. ${section.title}`),
      );
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  // A page in Hindi preloads its Hindi texts and asks for its content in Hindi from the first
  // script (pageLanguageFiles, firstRequestsInLanguage): a preload of the English content, or of
  // texts the page does not use, would be left unused and warned about.
  for (const route of ['/', '/login']) {
    test(
      `preloads ${route}'s texts and content in Hindi, each used`,
      areasOf(route),
      async ({ browser, site }) => {
        const { context, page, consoleMessages } = await openCold(
          browser,
          `${site.baseUrl}/#${route}`,
          { locale: 'hi-IN' },
        );
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
        // How each file came: 'link' is a preload. A remote's Hindi texts are the chunks its
        // pages import as './messages.hi' (hi-*, hi.*).
        const files = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => ({
            path: entry.name.slice(location.origin.length),
            by: (entry as PerformanceResourceTiming).initiatorType,
          })),
        );
        const texts = files.filter((file) => /^\/remotes\/.*hi[-.]/.test(file.path));
        expect(
          texts.map((file) => file.by),
          "the page's Hindi texts come by preload",
        ).toContain('link');
        // The shell's Hindi texts from the page's language script; the Hindi face from the page's
        // style, as text needs it (this machine has no Devanagari font of its own), not preloaded.
        expect(
          files.filter((file) => /^\/(hi\.|assets\/noto-sans-devanagari-)/.test(file.path)),
        ).toEqual([
          { path: expect.stringMatching(/^\/hi\.[0-9a-f]{8}\.js$/), by: 'link' },
          {
            path: expect.stringMatching(/^\/assets\/noto-sans-devanagari-400\.[0-9a-f]{8}\.woff2$/),
            by: 'css',
          },
        ]);
        if (route === '/') {
          expect(files).toContainEqual({ path: '/api/v1/catalogue/home?lang=hi', by: 'link' });
        }
        expect(await unusedPreloadWarnings(page, consoleMessages)).toEqual([]);
        await context.close();
      },
    );
  }
});
