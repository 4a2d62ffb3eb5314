// A tenant's saved search, end to end against the embedded server: saved from the listing on a
// phone, a new rental goes live, the daily e-mail lists it with a link to stop the e-mails, the
// saved searches page counts it as new, and the link stops the e-mails without a login.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, expect, expectTruthy, runOnOwnSite, test } from '../support/fixtures';
import { watchPage } from '../support/browser';
import { createVerifiedUser, logIn } from '../support/outbox-user';

// Digests may go at any time of day, and the instance looks for them every second.
runOnOwnSite({ DIGEST_TIME: '00:00', DIGEST_CHECK_SECONDS: '1' });

const PHONE = { width: 390, height: 844 };
const SEARCH_NAME = 'Rentals in Gwarighat';
const LISTING_NAME = 'Narmada View Flat';

/** The outbox's mails about the saved search, as text. */
const digestMails = (outbox: string) =>
  readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(outbox, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(`for "${SEARCH_NAME}"`));

async function digestMail(outbox: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = digestMails(outbox)[0];
    if (mail?.includes(LISTING_NAME)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail for "${SEARCH_NAME}" listing ${LISTING_NAME} within ${timeoutMs} ms`);
}

async function addRental(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/v1/simple-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: LISTING_NAME,
    location: 'Gwarighat, Jabalpur',
    purpose: 'rent',
    propertyType: 'apartment',
    price: '18000',
    deposit: '36000',
    suits: 'family',
    possession: 'ready',
    furnishing: 'semi_furnished',
    postedBy: 'owner',
    bedrooms: '2 BHK',
    area: '950',
  })) {
    form.set(field, value);
  }
  const added = await fetch(`${baseUrl}/api/v1/addProperty`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(added.status, await added.clone().text()).toBe(201);
}

test(
  'a saved search e-mails its new listing once, and its link stops the e-mails without a login',
  { tag: ['@realestate', '@account'] },
  async ({ browser, site }) => {
    const user = await createVerifiedUser(site.baseUrl, site.outbox, `tenant${Date.now() % 1e6}`);
    const page = await browser.newPage({ viewport: PHONE });
    const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
    const search = '/real-estate?purpose=rent&location=gwarighat';
    await page.goto(`${site.baseUrl}/#/login?redirect=${encodeURIComponent(search)}`);
    await logIn(page, user.username, user.password);
    await page.getByRole('group', { name: 'Looking to' }).waitFor();

    await page.getByRole('button', { name: 'Save search' }).click();
    const name = page.getByRole('textbox', { name: 'Name this search' });
    await expect(name).toHaveValue('Homes to rent in Gwarighat');
    await name.fill(SEARCH_NAME);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Search saved.' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('save-search-390.png') });

    await addRental(site.baseUrl);
    const mail = await digestMail(site.outbox);
    const unsubscribe = /(http:\/\/[^\s"<>]+\/#\/saved-searches\/unsubscribe\/[A-Za-z0-9_-]+)/.exec(
      mail,
    )?.[1];
    expectTruthy(unsubscribe, 'the e-mail links to its unsubscribe page');

    await page.goto(`${site.baseUrl}/#/saved-searches`);
    const card = page.getByRole('article', { name: SEARCH_NAME });
    await expect(card.getByText('1 new listing')).toBeVisible();
    await expect(card.getByRole('checkbox', { name: 'E-mail me new listings' })).toBeChecked();
    await page.screenshot({
      path: test.info().outputPath('saved-searches-390.png'),
      fullPage: true,
    });

    // The link works for anyone who has the e-mail: a browser without the session.
    const stranger = await browser.newPage({ viewport: PHONE });
    await stranger.goto(unsubscribe);
    await stranger
      .getByRole('heading', { name: `Stop e-mails about new listings for "${SEARCH_NAME}"?` })
      .waitFor();
    await stranger.screenshot({ path: test.info().outputPath('unsubscribe-390.png') });
    await stranger.getByRole('button', { name: 'Stop these e-mails' }).click();
    await stranger
      .getByRole('heading', { name: `You will no longer get e-mails for "${SEARCH_NAME}".` })
      .waitFor();

    await page.reload();
    await expect(
      page
        .getByRole('article', { name: SEARCH_NAME })
        .getByRole('checkbox', { name: 'E-mail me new listings' }),
    ).not.toBeChecked();
    // Opening the search shows the new rental and starts its count again.
    await page
      .getByRole('article', { name: SEARCH_NAME })
      .getByRole('link', { name: 'Show listings' })
      .click();
    await page.getByRole('link', { name: LISTING_NAME, exact: true }).waitFor();
    await page.goto(`${site.baseUrl}/#/saved-searches`);
    await expect(
      page.getByRole('article', { name: SEARCH_NAME }).getByText('No new listings'),
    ).toBeVisible();
    // The instance looked for e-mails every second meanwhile: one a day, so still the one.
    expect(digestMails(site.outbox)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  },
);
