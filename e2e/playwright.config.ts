// Browser tests: Debian's Chromium driven by @playwright/test. Two projects:
// - embedded (`npm test -w e2e`): every test file; each suite starts its own embedded server
//   (support/server.ts), the production-* files their own nginx stacks (support/nginx-stack.ts);
// - nginx (`node e2e/run-through-nginx.mjs`, which starts PostgreSQL, two api instances and nginx
//   and points E2E_BASE_URL at them): the files whose site is E2E_BASE_URL's, through nginx; not
//   those that start sites of their own (see testIgnore below).
// One worker: the machine has 2 cores, and each test drives Chromium and the servers under test,
// so a second worker gained 4 % of the embedded suite's time (954 s to 911 s), and the check that
// a page takes its preloaded answer failed in one of two runs with it.
import { defineConfig } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './support/browser';

/** Where a run leaves its reports and its failures' traces and screenshots (gitignored). */
const REPORT_DIR = process.env.E2E_REPORT_DIR ?? 'test-results';

/** The test files that call runOnOwnSite() (support/fixtures.ts): read, so none is forgotten. */
function filesOnTheirOwnSite(): string[] {
  const dir = join(__dirname, 'tests');
  return readdirSync(dir).filter(
    (name) =>
      name.endsWith('.test.ts') && readFileSync(join(dir, name), 'utf8').includes('runOnOwnSite('),
  );
}

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.test.ts',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  // The suites had no time limit under node --test; the slow ones set their own, below this one.
  timeout: 600_000,
  forbidOnly: process.env.CI === 'true',
  // results.json is what scripts/test.mjs counts; junit.xml is for CI's test view.
  reporter: [
    ['list'],
    ['junit', { outputFile: `${REPORT_DIR}/junit.xml` }],
    ['json', { outputFile: `${REPORT_DIR}/results.json` }],
  ],
  outputDir: `${REPORT_DIR}/artifacts`,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'embedded' },
    {
      name: 'nginx',
      // Only the files whose site is E2E_BASE_URL's: through nginx they check the production
      // shape. The others would repeat their embedded run (docs/decisions/area-checks.md).
      testIgnore: [
        // They start their own nginx stacks (and embedded servers) and run in the embedded project.
        'production-*.test.ts',
        'version-skew.test.ts',
        // Each runs on an embedded site of its own: the site fixture refuses to run them here.
        ...filesOnTheirOwnSite(),
        'contact-details.test.ts',
        'fault-sqlite-crash.test.ts',
        'saved-searches.test.ts',
        'site-health.test.ts',
        // Reads the build and the listing of the tests, no site.
        'area-tags.test.ts',
        'contracts.test.ts',
      ],
    },
  ],
});
