// The admin area in Hindi in a real browser against the composed site: an admin whose account
// reads Hindi opens a `?lang=hi` link to the review queue, logs in through the Hindi login page, finds the tabs and
// the listings' labels and prices in Hindi, is stopped by the form's check of too short a reason,
// reads the api's refusal in Hindi when another moderator decided a listing first, then rejects
// one listing and approves another, the api's answers in Hindi; last, the Catalogue editor's
// categories and its checks of an empty item in Hindi, with no English but data at either width.
import { ADMIN, expect, runOnOwnSite, test } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { collectData, untranslatedTexts } from '../support/untranslated-text';
import { createVerifiedUser, waitForHash } from '../support/outbox-user';
import { call, sendForReview, tokenOf } from '../support/listings-for-review';

runOnOwnSite();

test.describe(
  'the admin area in Hindi',
  // The admin logs in through the account's login page.
  { tag: ['@admin', '@account'] },
  () => {
    test.describe.configure({ timeout: 180_000 });

    test('reviews listings in Hindi: tabs, labels, prices, the checks and the api’s answers', async ({
      browser,
      site,
    }) => {
      const stamp = Date.now().toString(36);
      const lister = await createVerifiedUser(site.baseUrl, site.outbox, `lekha${stamp}`);
      const token = await tokenOf(site.baseUrl, lister.username, lister.password);
      const rejectedName = `Andheri Flat ${stamp}`;
      const takenName = `Gorakhpur Flat ${stamp}`;
      const approvedName = `Napier Nest ${stamp}`;
      await sendForReview(site.baseUrl, token, rejectedName, 1);
      const takenId = await sendForReview(site.baseUrl, token, takenName, 2);
      await sendForReview(site.baseUrl, token, approvedName, 3);
      // The admin reads Hindi: a login turns the page to the account's language.
      const adminToken = await tokenOf(site.baseUrl, ADMIN.username, ADMIN.password);
      await call(site.baseUrl, '/profile', adminToken, {
        method: 'PATCH',
        body: JSON.stringify({ language: 'hi' }),
      });

      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
      const data = collectData(page);
      await page.goto(`${site.baseUrl}/?lang=hi#/admin/reviews`);
      await waitForHash(page, '#/login?redirect=%2Fadmin%2Freviews');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await page.getByLabel('यूज़रनेम या ईमेल').fill(ADMIN.username);
      await page.getByLabel('पासवर्ड', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
      await waitForHash(page, '#/admin/reviews');

      // The tabs and the heading in Hindi, the count of listings waiting on its tab.
      const tabs = page.getByRole('navigation', { name: 'एडमिन के सेक्शन' });
      await expect(tabs.getByRole('link')).toHaveText([
        'प्रॉपर्टी',
        'कैटलॉग',
        'यूज़र',
        'बुकिंग',
        'पूछताछ',
        /^लिस्टिंग रिव्यू/,
        'साइट हेल्थ',
      ]);
      await expect(tabs.getByLabel('3 लिस्टिंग रिव्यू के इंतज़ार में')).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रॉपर्टी एडमिनिस्ट्रेशन');
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('लिस्टिंग रिव्यू');

      // A listing's labels, units and price in Hindi; the lister's words as written.
      const first = page.getByRole('listitem', { name: rejectedName });
      const details = first.getByRole('region', { name: 'जानकारी' });
      for (const text of [
        'किराये के लिए',
        '₹18,000/महीना',
        '15 दिसंबर 2026',
        'परिवार',
        'फ़्लैट',
        '8 में से 3',
        '950 वर्ग फ़ीट',
        'Quiet lane, near the market.',
      ]) {
        await expect(details).toContainText(text);
      }
      await expect(first.getByRole('region', { name: 'लिस्टर' })).toContainText(lister.email);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      // Too short a reason: the form's check, in Hindi, and nothing is sent.
      await first.getByRole('button', { name: `${rejectedName} नामंज़ूर करें` }).click();
      const dialog = page.getByRole('dialog', { name: `${rejectedName} नामंज़ूर करें` });
      await dialog.getByLabel('लिस्टर के लिए वजह *').fill('Too dark');
      await dialog.getByRole('button', { name: 'लिस्टिंग नामंज़ूर करें' }).click();
      await expect(dialog.getByText('वजह कम से कम 10 अक्षर की होनी चाहिए')).toBeVisible();
      const reason = 'The pictures show another building, please send your own.';
      await dialog.getByLabel('लिस्टर के लिए वजह *').fill(reason);
      await dialog.getByRole('button', { name: 'लिस्टिंग नामंज़ूर करें' }).click();
      await page.getByText(`${rejectedName}: लिस्टिंग नामंज़ूर हुई: लिस्टर को वजह बता दी गई है`).waitFor();
      await expect(dialog).toBeHidden();

      // Another moderator decides a listing while this page shows it: the api's refusal, in Hindi.
      await call(site.baseUrl, `/admin/listing-reviews/${takenId}/approve`, adminToken, {
        method: 'POST',
      });
      await page.getByRole('button', { name: `${takenName} मंज़ूर करें` }).click();
      await page
        .getByRole('alert')
        .filter({
          hasText: 'यह लिस्टिंग अब रिव्यू के इंतज़ार में नहीं है: किसी ने इस पर फ़ैसला कर दिया है।',
        })
        .waitFor();

      // Approved in one click, on a wide screen; the recent decisions in Hindi.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: `${approvedName} मंज़ूर करें` }).click();
      await page.getByText(`${approvedName}: लिस्टिंग मंज़ूर हुई: अब यह लाइव है`).waitFor();
      await page.getByText('कोई लिस्टिंग रिव्यू के इंतज़ार में नहीं है').waitFor();
      const decisions = page.getByRole('region', { name: 'हाल के फ़ैसले' });
      await expect(decisions).toContainText(`नामंज़ूर ${rejectedName}`);
      await expect(decisions).toContainText(`मंज़ूर ${approvedName}`);
      await expect(decisions).toContainText(reason);

      // The Catalogue editor: a new homecare item's category named in Hindi (its key is what is
      // sent), and Save's checks of its empty fields in Hindi, under each field.
      await tabs.getByRole('link', { name: 'कैटलॉग' }).click();
      await waitForHash(page, '#/admin/catalogue');
      await page.getByLabel('आइटम का प्रकार').selectOption('homecare');
      await page.getByRole('button', { name: 'नया आइटम' }).click();
      const editor = page.getByRole('region', { name: 'नया आइटम: होमकेयर' });
      const category = editor.getByLabel('कैटेगरी', { exact: true });
      await expect(category).toHaveValue('Pest control');
      await expect(category.locator('option:checked')).toHaveText('पेस्ट कंट्रोल');
      await editor.getByRole('button', { name: 'ड्राफ़्ट सेव करें' }).click();
      await expect(editor.getByText('सेव करने से पहले कुछ फ़ील्ड ठीक करनी होंगी।')).toBeVisible();
      for (const check of ['नाम भरना ज़रूरी है', 'फ़ोटो यहीं एडमिन में अपलोड करें']) {
        await expect(editor.getByText(check)).toBeVisible();
      }
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await untranslatedTexts(page, data)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      }
      // The one failure the browser logs is the refusal above (409).
      expect(consoleErrors.filter((line) => !/\b409\b/.test(line))).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });
  },
);
