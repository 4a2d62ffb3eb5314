// Browser tests: Debian's Chromium driven by @playwright/test. Two projects:
// - embedded (`npm test -w e2e`): every test file; each suite starts its own embedded server
//   (support/server.ts), the production-* files their own nginx stacks (support/nginx-stack.ts);
// - nginx (`node e2e/run-through-nginx.mjs`, which starts PostgreSQL, two api instances and nginx
//   and points E2E_BASE_URL at them): the same suites through nginx, without the production-*
//   files (they start their own stacks) and the embedded-only ones (see testIgnore below).
// One worker: the machine has 2 cores and the servers under test share them.
import { defineConfig } from '@playwright/test';
import { findChromium } from './support/browser';

/** Where a run leaves its reports and its failures' traces and screenshots (gitignored). */
const REPORT_DIR = process.env.E2E_REPORT_DIR ?? 'test-results';

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.test.ts',
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
      testIgnore: [
        // They start their own nginx stacks and already run in the embedded project.
        'production-*.test.ts',
        // They need the embedded server itself (its SQLite file, its own process) or check the
        // same pages it serves; selected out here rather than counted as skipped.
        'accessibility.test.ts',
        'keyboard.test.ts',
        'xss.test.ts',
        'fault-sqlite-crash.test.ts',
        // It starts its own embedded server (an admin and every vital sampled); the canary test
        // reads the same figures through nginx.
        'site-health.test.ts',
      ],
    },
  ],
});
