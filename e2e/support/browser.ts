// Chromium from Debian's package, launched by @playwright/test with playwright.config.ts's
// launchOptions. When it is missing, a developer's run skips the browser tests with a loud banner;
// under CI=true it is a failure.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | null {
  return (
    CANDIDATES.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ??
    null
  );
}

const CHROMIUM_MISSING_REASON =
  '*** SKIPPED: browser tests (no Chromium found; apt-get install -y chromium, or set CHROMIUM_PATH) ***';

/** Returns why the browser tests cannot run, or null when they can. Throws under CI. */
export function browserSkipReason(): string | null {
  if (findChromium()) return null;
  if (process.env.CI === 'true') {
    throw new Error('CI=true but Chromium is missing: install it with apt-get install -y chromium');
  }
  console.warn(`\n${CHROMIUM_MISSING_REASON}\n`);
  return CHROMIUM_MISSING_REASON;
}

/**
 * Playwright's trace recorder (playwright.config.ts, `trace: 'retain-on-failure'`) stores a page's
 * `blob:` pictures by fetching them from inside the page, and the site's `connect-src 'self'`
 * refuses that: seen for an admin's chosen file that Chromium could not decode, and gone with
 * `--trace off`. The site itself never fetches a `blob:` URL (its previews are <img> elements).
 */
const isTraceRecorderFetch = (text: string) =>
  /^Connecting to 'blob:[^']+' violates the following Content Security Policy directive: "connect-src /.test(
    text,
  );

/** Collects what a page reports as errors, and every request that leaves the site's origin. */
export function watchPage(page: Page, origin: string) {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isTraceRecorderFetch(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  // Chromium's console line for a failed resource has no URL; this one does.
  page.on('response', (response) => {
    if (response.status() >= 400) consoleErrors.push(`${response.status()} ${response.url()}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      foreignRequests.push(url);
    }
  });
  return { consoleErrors, foreignRequests };
}
