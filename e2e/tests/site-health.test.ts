// Real-user health from real browser sessions: a visitor browses the catalogue and the real-estate
// pages and leaves; the shell's beacons (sent as each page is left, which Playwright does not
// report) reach the api, and the admin's Site health tab then shows those remotes' page views and
// the listing's largest paint. What a beacon holds is checked by shell/src/health's tests.
import { ADMIN, expect, runOnOwnSite, test } from '../support/fixtures';
import { areasOf } from '../support/areas';
import { watchPage } from '../support/browser';
import { logIn } from '../support/outbox-user';

// Every page load reports its vitals, so one visit is enough.
runOnOwnSite({ CLIENT_VITALS_SAMPLE_RATE: '1' });

interface ReleaseFigures {
  remote: string;
  release: string;
  pageViews: number;
  errors: number;
  samples: { LCP: number };
}

// The reports (the shell's) of the visited remotes' pages reach the api and the admin's tab.
test.describe(
  'real-user health',
  {
    tag: ['@shell', '@api', ...areasOf('/', '/property-details/1', '/login', '/admin/health').tag],
  },
  () => {
    test.describe.configure({ timeout: 120_000 });

    test('a visit’s page views, errors-free, and its largest paint reach the Site health tab', async ({
      browser,
      site,
    }) => {
      const visitor = await browser.newPage();
      const { consoleErrors } = watchPage(visitor, site.baseUrl);
      // Leaving a page hides it: its beacon goes.
      const leave = () => visitor.goto('about:blank');
      // Home, then a property: two views of one page load.
      await visitor.goto(`${site.baseUrl}/#/`);
      await visitor.locator('main h1').first().waitFor();
      await visitor.goto(`${site.baseUrl}/#/property-details/1`);
      await visitor.locator('main h1').first().waitFor();
      await leave();
      // The listing, opened afresh, stays until its vitals' library has come (10 s after load).
      const vitalsLoaded = visitor.waitForResponse(/\/vitals\.[0-9a-f]{8}\.js$/);
      await visitor.goto(`${site.baseUrl}/#/real-estate?bhk=3`);
      await visitor.locator('main h1').first().waitFor();
      await vitalsLoaded;
      await leave();
      expect(consoleErrors).toStrictEqual([]);

      // The api has them once the beacons are in (they go as the pages are left, asynchronously).
      const login = await fetch(`${site.baseUrl}/api/v1/simple-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const figures = async (remote: string) => {
        const response = await fetch(`${site.baseUrl}/api/v1/admin/site-health`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { hour } = (await response.json()) as { hour: ReleaseFigures[] };
        return hour.find((row) => row.remote === remote);
      };
      await expect
        .poll(() => figures('realestate'), { timeout: 15_000 })
        .toMatchObject({ release: 'local', pageViews: 2, errors: 0, samples: { LCP: 1 } });
      expect(await figures('catalogue')).toMatchObject({ pageViews: 1, errors: 0 });

      const admin = await browser.newPage();
      await admin.goto(`${site.baseUrl}/#/admin/health`);
      await logIn(admin, ADMIN.username, ADMIN.password);
      const hour = admin.getByRole('region', { name: 'Last hour' });
      const realestate = hour.getByRole('listitem', { name: 'Real estate, release local' });
      const catalogue = hour.getByRole('listitem', { name: 'Catalogue, release local' });
      const figure = (card: typeof realestate, term: string) =>
        card.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
      await expect(figure(realestate, 'Page views')).toHaveText('2');
      await expect(figure(catalogue, 'Page views')).toHaveText('1');
      await expect(figure(realestate, 'Errors per 1,000 page views')).toHaveText(/^0/);
      await expect(figure(realestate, 'Largest paint (p75)')).toContainText('1 sample');
      await expect(figure(realestate, 'Largest paint (p75)')).toHaveText(/^\d+(\.\d+)? m?s/);
    });
  },
);
