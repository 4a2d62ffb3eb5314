// The browser tests' `test` and `expect`. Each test file shares the worker's Chromium (the
// `browser` fixture, launched with playwright.config.ts's launchOptions); whatever a test opens
// with browser.newPage() or browser.newContext() is closed when the test ends, passed or failed,
// after Playwright has taken its failure screenshot and trace. A test that passes must also carry
// the area tags of what it visited (support/areas.ts).
//
// A file that calls runOnOwnSite() at its top also gets `site`: a fresh embedded server of its own
// (a new database, its mail written to an outbox folder, ADMIN as its first admin),
// started when a test or hook of the file first asks for it and stopped after the file's last test.
// With E2E_DATABASE=postgres its database is a throw-away PostgreSQL cluster instead of SQLite, so
// the browser flows can be run on the other engine: `E2E_DATABASE=postgres npx playwright test ...`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { areaTagProblems, remotesFetched } from './areas';
import { browserSkipReason } from './browser';
import { ADMIN, startSite, type RunningSite } from './server';
import { startOwnDatabase } from './own-database';

export { ADMIN };

interface OwnSite extends RunningSite {
  /** The folder the api writes its mail to (no SMTP server): support/outbox-user.ts reads it. */
  outbox: string;
}

interface WorkerFixtures {
  /** Environment the file's site starts with beside its own; set by runOnOwnSite(). */
  ownSiteEnv: Record<string, string> | undefined;
  site: OwnSite;
}

export const test = base.extend<{ closeWhatTheTestOpened: void }, WorkerFixtures>({
  closeWhatTheTestOpened: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      const fetched = remotesFetched(browser);
      await use();
      const remotes = fetched.stop();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
      // Judged on a test that passed: a failed one stopped early and has its own message.
      if (testInfo.status === testInfo.expectedStatus && testInfo.status === 'passed') {
        const problems = areaTagProblems(testInfo.tags, remotes);
        expect(problems, `the test's area tags (e2e/support/areas.ts)`).toEqual([]);
      }
    },
    { auto: true },
  ],
  ownSiteEnv: [undefined, { scope: 'worker', option: true }],
  site: [
    async ({ ownSiteEnv }, use, workerInfo) => {
      if (!ownSiteEnv) throw new Error('call runOnOwnSite() at the top of the test file first');
      if (workerInfo.project.name === 'nginx') {
        throw new Error(
          'this file runs on an embedded site of its own, so through nginx it would only repeat ' +
            "itself: list it in the nginx project's testIgnore (playwright.config.ts)",
        );
      }
      const outbox = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-outbox-'));
      const database = await startOwnDatabase();
      const site = await startSite({
        OUTBOX_DIR: outbox,
        SMTP_URL: '',
        ...database.env,
        ...ownSiteEnv,
      });
      await use({ ...site, outbox });
      await site.stop();
      await database.stop();
      rmSync(outbox, { recursive: true, force: true });
    },
    // Starting it seeds a fresh database, which takes tens of seconds on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});

/**
 * Makes the calling file a browser test file with a site of its own (`site`); call it once, at
 * the file's top level. A file that sets a worker option runs in a worker of its own, so no
 * other file's tests see this file's database. Without Chromium the file's tests are skipped
 * (a failure under CI=true).
 */
export function runOnOwnSite(env: Record<string, string> = {}) {
  const skip = browserSkipReason();
  test.skip(skip !== null, skip ?? undefined);
  test.use({ ownSiteEnv: { ...env } });
}

export { expect };

/** expect(value, message).toBeTruthy() that, like assert.ok, narrows value's type after it. */
export function expectTruthy(value: unknown, message?: string): asserts value {
  expect(value, message).toBeTruthy();
}
