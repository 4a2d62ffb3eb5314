// Version skew: the shell and each remote ship on their own, so a visitor can get today's shell
// with a remote's previous release (the remote's team has not shipped yet), or the previous shell
// with today's remotes (the shell's team has not). Both compositions are served by the embedded
// server (WEB_ROOT holding each app's dist/), with the previous release built from git
// (support/previous-release.ts). Every route the two releases share must render and navigate
// with no page error; a route the shell gives a remote whose release does not have it must show
// the message the skew policy promises, "not available yet", with the rest of the site working.
// Under the previous shell, a remote of today that needs shared code the previous shell lacks
// (new shared code ships shell first) shows the shell's "not available right now" in its area
// instead of its page (docs/decisions/version-skew.md).
import { mkdtempSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, expect, test } from '../support/fixtures';
import { browserSkipReason, watchPage } from '../support/browser';
import { sessionThroughApi } from '../support/outbox-user';
import { previousRelease, type PreviousRelease } from '../support/previous-release';
import { REPO_ROOT } from '../support/nginx-stack';
import { startSite, type RunningSite } from '../support/server';
import { trackInFlight } from '../support/network-quiet';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/config/apps';
import manifest from '../../shared/src/config/apps.json';
import budgets from '../../bench/route-budgets.json';
import { SHELL_MESSAGES } from '../../shell/src/app/messages';
import { NOT_IN_THIS_RELEASE } from '../../shared/src/ui/skew-message';

const skip = browserSkipReason();
test.skip(skip !== null, skip ?? undefined);
test.describe.configure({ mode: 'serial', timeout: 600_000 });

type Release = 'today' | 'previous';
/** A route's page to visit (bench/route-budgets.json gives each route one), and as whom. */
const VISITS = budgets.routes as Record<string, { path: string; as?: 'user' | 'admin' }>;

const routesIn = (apps: { remotes: Record<string, { routes: object }> }, remote: string) =>
  Object.keys(apps.remotes[remote]?.routes ?? {});

let previous: PreviousRelease;
type Session = Awaited<ReturnType<BrowserContext['storageState']>>;
const sites = new Map<Release, RunningSite & { webRoot: string; session: Session }>();

/** A WEB_ROOT of links: the shell of one release, the remotes of the other. */
function compose(shell: Release, remotes: Release) {
  const root = mkdtempSync(path.join(tmpdir(), `marketplace-skew-${shell}-shell-`));
  const folderOf = (release: Release) => (release === 'today' ? REPO_ROOT : previous.webRoot);
  const apps = [
    [manifest.shell.workspace, shell],
    ...REMOTE_NAMES.map((name) => [manifest.remotes[name].workspace, remotes] as const),
  ] as const;
  for (const [workspace, release] of apps) {
    mkdirSync(path.join(root, workspace));
    symlinkSync(
      path.join(folderOf(release), workspace, 'dist'),
      path.join(root, workspace, 'dist'),
    );
  }
  return root;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  previous = await previousRelease();
  console.log(
    `previous release ${previous.commit.slice(0, 7)}: ` +
      (previous.buildSeconds ? `built in ${previous.buildSeconds}s` : 'from the cache'),
  );
  for (const shell of ['today', 'previous'] as const) {
    const webRoot = compose(shell, shell === 'today' ? 'previous' : 'today');
    const site = await startSite({ WEB_ROOT: webRoot });
    sites.set(shell, { ...site, webRoot, session: await sessionOn(browser, site.baseUrl) });
  }
});

test.afterAll(async () => {
  for (const site of sites.values()) {
    await site.stop();
    rmSync(site.webRoot, { recursive: true, force: true });
  }
});

/**
 * The admin's session on a site, saved in the hook so that a test visits only its own area:
 * logged in through the api and kept where the session is kept (the same keys in both releases),
 * not through the account remote's page, which may be the one that cannot render there.
 */
function sessionOn(browser: Browser, baseUrl: string) {
  return sessionThroughApi(browser, baseUrl, ADMIN.username, ADMIN.password);
}

const unavailable = (page: Page) => page.getByText(SHELL_MESSAGES.remoteUnavailableTitle);

/**
 * Walks the remote's routes the way a visitor does: the first opened, then each other entered in
 * the same page (the app's own navigation), guests' routes as a guest and the others logged in.
 */
async function walk(browser: Browser, shell: Release, remote: RemoteName) {
  const site = sites.get(shell)!;
  const shellApps = shell === 'today' ? manifest : previous.manifest;
  const remoteApps = shell === 'today' ? previous.manifest : manifest;
  const routes = routesIn(shellApps, remote);
  for (const visitor of ['guest', 'logged in'] as const) {
    const mine = routes.filter((route) => (VISITS[route]?.as ? 'logged in' : 'guest') === visitor);
    if (mine.length === 0) continue;
    const context = await browser.newContext({
      storageState: visitor === 'guest' ? undefined : site.session,
    });
    const page = await context.newPage();
    const { consoleErrors } = watchPage(page, site.baseUrl);
    const quiet = trackInFlight(page);
    for (const [index, route] of mine.entries()) {
      const visit = VISITS[route];
      expect(visit, `bench/route-budgets.json gives ${route} no page to visit`).toBeDefined();
      if (index === 0) await page.goto(`${site.baseUrl}/#${visit!.path}`);
      else await page.evaluate((hash) => (window.location.hash = hash), visit!.path);
      await quiet();
      if (routesIn(remoteApps, remote).includes(route)) {
        const heading = page.locator('main h1, main h2').first();
        await expect(heading, `${visit!.path} renders`).toBeVisible({ timeout: 30_000 });
        // Today's remote under the previous shell may need shared code that shell lacks: the
        // shell's message in its area, the header still working.
        if (shell === 'previous' && (await unavailable(page).count()) > 0) {
          await expect(page.getByRole('banner')).toBeVisible();
          continue;
        }
        await expect(unavailable(page), `${visit!.path} renders its page`).toHaveCount(0);
      } else {
        // The shell knows the route; the remote's release does not have it: the policy's message.
        await expect(page.getByText(NOT_IN_THIS_RELEASE.title), visit!.path).toBeVisible();
      }
    }
    // Errors on the page are a failure; warnings (a singleton's version) are the policy's signal.
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await context.close();
  }
}

for (const remote of REMOTE_NAMES) {
  test(
    `today's shell with the previous release of ${remote}: its routes render and navigate`,
    { tag: ['@shell', `@${remote}`] },
    async ({ browser }) => {
      await walk(browser, 'today', remote);
    },
  );
}

for (const remote of REMOTE_NAMES) {
  test(
    `the previous shell with today's ${remote}: its routes render and navigate`,
    { tag: ['@shell', `@${remote}`] },
    async ({ browser }) => {
      await walk(browser, 'previous', remote);
    },
  );
}
